/** The embed snippet's copy buttons (views/badge_page.templ). */
import { adoptMessages, readProps } from "../shared/props";
import { initCopyButtons } from "./copy";

for (const root of document.querySelectorAll<HTMLElement>('[data-island="snippet"]')) {
  adoptMessages(readProps(root));
  initCopyButtons(root);
  root.setAttribute("data-mounted", ""); // as mountIsland marks React islands
}
