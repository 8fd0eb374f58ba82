/**
 * Live preferences: the prefs form posts with htmx and the server answers with the event
 * gc:prefs {palette, mode, dir, font, radius}; the page restyles without a reload.
 */

export interface PrefsDetail {
  palette?: unknown;
  mode?: unknown;
  dir?: unknown;
  font?: unknown;
  radius?: unknown;
}

// The server sends only its own closed choices; this keeps anything else off <html>.
const token = /^[a-z0-9-]{1,32}$/;

function word(v: unknown): string | undefined {
  const s = typeof v === "number" ? String(v) : v;
  return typeof s === "string" && token.test(s) ? s : undefined;
}

/** applyPrefs writes the preferences onto <html> and the color-scheme meta. */
export function applyPrefs(detail: PrefsDetail, doc: Document = document): void {
  const root = doc.documentElement;
  const palette = word(detail.palette);
  const mode = word(detail.mode);
  const font = word(detail.font);
  const radius = word(detail.radius);
  if (palette) root.dataset.palette = palette;
  if (mode === "light" || mode === "dark") {
    root.dataset.mode = mode;
    doc.querySelector<HTMLMetaElement>('meta[name="color-scheme"]')?.setAttribute("content", mode);
  }
  if (detail.dir === "ltr" || detail.dir === "rtl") root.dir = detail.dir;
  if (font) root.dataset.font = font;
  if (radius) root.dataset.radius = radius;
}

export function initPrefs(doc: Document = document): () => void {
  const onPrefs = (e: Event) => {
    if (e instanceof CustomEvent && typeof e.detail === "object" && e.detail !== null) {
      applyPrefs(e.detail as PrefsDetail, doc);
    }
  };
  doc.addEventListener("gc:prefs", onPrefs);
  return () => doc.removeEventListener("gc:prefs", onPrefs);
}
