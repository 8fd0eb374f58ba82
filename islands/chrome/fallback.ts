/**
 * Broken logos (docs/shell.md, "Logos": a failed logo load falls back to its icon): an <img
 * data-fallback="url"> that fails to load is pointed at its fallback. Load errors do not
 * bubble, so the listener captures them on the document; images that failed before this
 * module ran (it is deferred) are found by their state.
 */
function useFallback(img: HTMLImageElement): void {
  const to = img.dataset.fallback;
  if (!to || img.dataset.fellBack === "true") return; // never loop on a broken fallback
  img.dataset.fellBack = "true";
  img.removeAttribute("srcset");
  img.alt = "";
  img.src = to;
}

export function initImageFallback(doc: Document = document): () => void {
  const onError = (e: Event) => {
    if (e.target instanceof HTMLImageElement) useFallback(e.target);
  };
  doc.addEventListener("error", onError, true);
  for (const img of doc.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) useFallback(img);
  }
  return () => doc.removeEventListener("error", onError, true);
}
