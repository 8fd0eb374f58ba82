/**
 * The marquee's pause button (docs/blog.md, "Marquee"): a toggle button, aria-pressed="true"
 * while the headlines are paused (the CSS reads it). Without JavaScript the button still
 * pauses them while it has focus, as hover and focus do.
 */
export function initMarquee(doc: Document = document): () => void {
  const onClick = (e: MouseEvent) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLButtonElement>("[data-marquee-pause]") : null;
    if (!button) return;
    button.setAttribute("aria-pressed", button.getAttribute("aria-pressed") === "true" ? "false" : "true");
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
