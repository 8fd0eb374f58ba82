/** The embed snippet's copy buttons (views/badge_page.templ): an island without React. */
import { eachIsland } from "../shared/each";
import { markMounted } from "../shared/islands";
import { initCopyButtons } from "./copy";
import type { SnippetProps } from "./props.gen";

eachIsland<SnippetProps>("snippet", (root) => {
  initCopyButtons(root);
  markMounted(root);
});
