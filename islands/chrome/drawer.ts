/**
 * The navigation drawer toggle. Without JavaScript the form posts and the page reloads;
 * here the toggle flips <html data-drawer> at once and saves the choice in the background.
 * Below lg (1200 px, docs/shell.md, "Layout") the drawer floats over the page: Escape and a click outside
 * close it, and it starts closed there; toggling it there is not saved (the wide-screen
 * choice survives and the next page does not open covered).
 */
import { log } from "../shared/log";

export const DRAWER_ENDPOINT = "/preferences/drawer";
export const SMALL_SCREEN_QUERY = "(max-width: 1199.98px)";

export function initDrawer(doc: Document = document, win: Window = window): () => void {
  const form = doc.querySelector<HTMLFormElement>("form[data-drawer-toggle]");
  const button = form?.querySelector<HTMLButtonElement>("button");
  if (!form || !button) return () => {};
  const root = doc.documentElement;
  const isOpen = () => root.dataset.drawer === "open";
  const isSmall = () => typeof win.matchMedia === "function" && win.matchMedia(SMALL_SCREEN_QUERY).matches;
  // One save at a time, in order: the last toggle is what the server keeps.
  let saving: Promise<unknown> = Promise.resolve();

  const save = (open: boolean) => {
    const csrf = form.querySelector<HTMLInputElement>("input[name=_csrf]")?.value ?? "";
    const body = new URLSearchParams({ _csrf: csrf, open: open ? "1" : "0" });
    saving = saving
      .then(() =>
        win.fetch(form.getAttribute("action") ?? DRAWER_ENDPOINT, {
          method: "POST",
          body,
          credentials: "same-origin",
          headers: { "X-Requested-With": "fetch" },
        }),
      )
      .then((res) => {
        if (!res.ok) log("warning", `drawer preference not saved: HTTP ${res.status}`);
      })
      .catch((err: unknown) => log("warning", "drawer preference not saved", err));
  };

  const show = (open: boolean) => {
    root.dataset.drawer = open ? "open" : "closed";
    button.setAttribute("aria-expanded", String(open));
  };
  // On small screens the floating drawer is a momentary overlay: shown, never saved, so
  // the next page does not open covered by it.
  const set = (open: boolean) => {
    show(open);
    if (!isSmall()) save(open);
  };

  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    set(!isOpen());
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || e.defaultPrevented || !isOpen() || !isSmall()) return;
    // Escape inside a dialog belongs to the dialog.
    if (e.target instanceof Element && e.target.closest("dialog, [aria-modal='true']")) return;
    set(false);
    button.focus();
  };
  const onClick = (e: MouseEvent) => {
    if (!isOpen() || !isSmall() || !(e.target instanceof Node)) return;
    const drawer = doc.getElementById("drawer");
    if (drawer?.contains(e.target) || form.contains(e.target)) return;
    set(false);
  };

  if (isOpen() && isSmall()) show(false);
  form.addEventListener("submit", onSubmit);
  doc.addEventListener("keydown", onKey);
  doc.addEventListener("click", onClick);
  return () => {
    form.removeEventListener("submit", onSubmit);
    doc.removeEventListener("keydown", onKey);
    doc.removeEventListener("click", onClick);
  };
}
