import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { SCROLLBAR_ZONE_PX, initConsent } from "./consent";

let stop: () => void;
let dialog: HTMLDialogElement;
const PAGE_WIDTH = 1000; // documentElement.clientWidth: the page without its scrollbar

beforeEach(() => {
  document.body.innerHTML = `
    <dialog class="consent" open data-consent="cookies">
      <form method="post" action="/consent" hx-post="/consent" hx-swap="none">
        <h2>Cookies</h2><button type="submit">I understand</button>
      </form>
    </dialog>`;
  dialog = document.querySelector("dialog")!;
  Object.defineProperty(document.documentElement, "clientWidth", { value: PAGE_WIDTH, configurable: true });
  // The dialog's box on screen: x 300–700, y 500–700.
  vi.spyOn(dialog, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ x: 300, y: 500, width: 400, height: 200 }));
  vi.spyOn(dialog, "showModal");
  stop = initConsent();
});
afterEach(() => stop());

function clickAt(target: Element, clientX: number, clientY: number) {
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX, clientY }));
}

test("the server's open panel becomes a modal dialog", () => {
  expect(dialog.showModal).toHaveBeenCalledOnce();
  expect(dialog.open).toBe(true);
});

test("a click on the backdrop outside the box closes it", () => {
  clickAt(dialog, 100, 100);
  expect(dialog.open).toBe(false);
});

test("clicks inside the box, on the dialog or its content, keep it open", () => {
  clickAt(dialog, 310, 510); // the dialog's own padding
  clickAt(dialog.querySelector("h2")!, 50, 50); // content (coordinates do not matter)
  expect(dialog.open).toBe(true);
});

test("clicks within 15 px of the page's right edge (the scrollbar) are ignored", () => {
  expect(SCROLLBAR_ZONE_PX).toBe(15);
  clickAt(dialog, PAGE_WIDTH - 15, 100);
  clickAt(dialog, PAGE_WIDTH + 10, 100); // on a classic scrollbar itself
  expect(dialog.open).toBe(true);
  clickAt(dialog, PAGE_WIDTH - 16, 100);
  expect(dialog.open).toBe(false);
});

test("it closes after the consent was stored, not after a failed request", () => {
  const form = dialog.querySelector("form")!;
  form.dispatchEvent(new CustomEvent("htmx:afterRequest", { bubbles: true, detail: { successful: false } }));
  expect(dialog.open).toBe(true);
  form.dispatchEvent(new CustomEvent("htmx:afterRequest", { bubbles: true, detail: { successful: true } }));
  expect(dialog.open).toBe(false);
});
