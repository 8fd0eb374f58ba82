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
