/**
 * The service overlay island's entry: only the link handling. The overlay (React) is a
 * separate chunk imported on the first click.
 */
import { adoptMessages, readProps } from "../shared/props";
import { initOverlayLinks } from "./links";

initOverlayLinks(async (root) => {
  adoptMessages(readProps(root));
  const { mountOverlay } = await import("./mount");
  return mountOverlay(root);
});
// The island has taken over once its links are wired; React comes with the first click.
for (const el of document.querySelectorAll<HTMLElement>('[data-island="overlay"]')) el.setAttribute("data-mounted", "");
