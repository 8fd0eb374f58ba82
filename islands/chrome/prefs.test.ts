import { afterEach, beforeEach, expect, test } from "vitest";
import { initPrefs } from "./prefs";

let stop: () => void;

beforeEach(() => {
  const html = document.documentElement;
  Object.assign(html.dataset, { palette: "teal", mode: "light", font: "system", radius: "8" });
  html.dir = "ltr";
  document.head.innerHTML = '<meta name="color-scheme" content="light">';
  document.body.innerHTML = '<form data-prefs-form hx-post="/preferences"><input name="mode"></form>';
  stop = initPrefs();
});
afterEach(() => stop());

function trigger(detail: unknown) {
  // htmx raises HX-Trigger events on the element that made the request; they bubble.
  document.querySelector("form")!.dispatchEvent(new CustomEvent("gc:prefs", { bubbles: true, detail }));
}

test("gc:prefs applies palette, mode, direction, font and radius to <html> and color-scheme", () => {
  trigger({ palette: "pink", mode: "dark", dir: "rtl", font: "serif", radius: 16 });
  const html = document.documentElement;
  expect(html.dataset).toMatchObject({ palette: "pink", mode: "dark", font: "serif", radius: "16" });
  expect(html.getAttribute("dir")).toBe("rtl");
  expect(document.querySelector('meta[name="color-scheme"]')!.getAttribute("content")).toBe("dark");
});

test("values that are not the server's closed choices are ignored", () => {
  trigger({ palette: 'x" onload="', mode: "sepia", dir: "up", radius: { n: 1 } });
  const html = document.documentElement;
  expect(html.dataset).toMatchObject({ palette: "teal", mode: "light", radius: "8" });
  expect(html.getAttribute("dir")).toBe("ltr");
});
