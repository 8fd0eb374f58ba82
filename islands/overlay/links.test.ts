import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { setURL } from "../test-utils";
import { initOverlayLinks, type OverlayApi } from "./links";

let cleanup = () => {};
let api: { open: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn> };
let load: ReturnType<typeof vi.fn>;

beforeEach(() => {
  setURL("http://127.0.0.1/marketplace/services?tags=solar");
  document.body.innerHTML = `
    <div data-island="overlay"></div>
    <a id="card" href="/services/11111111-1111-1111-1111-111111111111" data-service-card="11111111-1111-1111-1111-111111111111">Solar</a>
    <a id="draft" href="/services/22222222-2222-2222-2222-222222222222" data-service-card="22222222-2222-2222-2222-222222222222" data-preview="true">Draft</a>
    <a id="plain" href="/about">About</a>`;
  api = { open: vi.fn(), close: vi.fn() };
  const loaded = Promise.resolve(api as unknown as OverlayApi);
  load = vi.fn(() => loaded);
  cleanup = initOverlayLinks(load);
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const click = (id: string, init: MouseEventInit = {}) => {
  const e = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)!.dispatchEvent(e);
  return e;
};

test("a card click opens the overlay and pushes the service's address", async () => {
  const push = vi.spyOn(history, "pushState");
  const e = click("card");
  expect(e.defaultPrevented).toBe(true);
  expect(push).toHaveBeenCalledWith(
    { gcOverlay: { id: "11111111-1111-1111-1111-111111111111", preview: false } },
    "",
    "http://127.0.0.1/services/11111111-1111-1111-1111-111111111111",
  );
  await vi.waitFor(() => expect(api.open).toHaveBeenCalledTimes(1));
  expect(api.open.mock.calls[0]![0]).toEqual({ id: "11111111-1111-1111-1111-111111111111", preview: false });
});

test("a second card while open replaces the entry: one Back closes the overlay", async () => {
  click("card");
  const push = vi.spyOn(history, "pushState");
  const replace = vi.spyOn(history, "replaceState");
  click("draft");
  expect(push).not.toHaveBeenCalled();
  expect(replace).toHaveBeenCalledWith({ gcOverlay: { id: "22222222-2222-2222-2222-222222222222", preview: true } }, "", expect.any(String));
  await vi.waitFor(() => expect(api.open).toHaveBeenCalledTimes(2));
});

test("modified clicks and other links are left to the browser", () => {
  expect(click("card", { ctrlKey: true }).defaultPrevented).toBe(false);
  expect(click("card", { button: 1 }).defaultPrevented).toBe(false);
  expect(click("plain").defaultPrevented).toBe(false);
  expect(load).not.toHaveBeenCalled();
});

test("Back closes the overlay, and htmx never sees that popstate", async () => {
  const later = vi.fn();
  window.addEventListener("popstate", later);
  click("card");
  await vi.waitFor(() => expect(api.open).toHaveBeenCalled());
  window.dispatchEvent(new PopStateEvent("popstate", { state: { htmx: true } }));
  await vi.waitFor(() => expect(api.close).toHaveBeenCalledTimes(1));
  expect(later).not.toHaveBeenCalled();
  // With the overlay closed, the listing's own history (htmx) gets its events again.
  window.dispatchEvent(new PopStateEvent("popstate", { state: { htmx: true } }));
  expect(later).toHaveBeenCalledTimes(1);
  window.removeEventListener("popstate", later);
});

test("Forward to an overlay entry opens it again", async () => {
  window.dispatchEvent(new PopStateEvent("popstate", { state: { gcOverlay: { id: "abc", preview: true } } }));
  await vi.waitFor(() => expect(api.open).toHaveBeenCalledWith({ id: "abc", preview: true }, null));
});
