/**
 * The service overlay island's entry: only the card links (links.ts). The overlay itself,
 * React with it, is mounted on the first click (mountIslandLazy), so a listing's first
 * paint carries none of it.
 */
import { mountIslandLazy } from "../shared/islands";
import { initOverlayLinks } from "./links";

const overlay = mountIslandLazy("overlay", () => import("./Overlay").then((m) => m.overlayIsland()));
initOverlayLinks(overlay);
