import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { SCROLL_TOP_THRESHOLD_PX, initScrollTop, scrollToTopOnLoad } from "./scroll";
import { setURL } from "../test-utils";

let stop: () => void;

beforeEach(() => {
  document.body.innerHTML = '<main id="main" tabindex="-1">x</main><button id="gc-scroll-top" hidden>Top</button>';
  window.scrollTo(0, 0);
  stop = initScrollTop();
});
afterEach(() => stop());

function scrollToY(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event("scroll"));
}

const button = () => document.getElementById("gc-scroll-top") as HTMLButtonElement;

test("the button shows only once scrolled beyond 100 px", () => {
  expect(SCROLL_TOP_THRESHOLD_PX).toBe(100);
  scrollToY(100);
  expect(button().hidden).toBe(true);
  scrollToY(101);
  expect(button().hidden).toBe(false);
  scrollToY(40);
  expect(button().hidden).toBe(true);
});

test("a click scrolls to the top and moves focus to #main", () => {
  scrollToY(900);
  const spy = vi.spyOn(window, "scrollTo");
  button().click();
  expect(spy).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  expect(document.activeElement?.id).toBe("main");
});

test("on load the page starts at the top, unless the address names an anchor", () => {
  window.scrollTo(0, 500);
  setURL("http://localhost:3000/about");
  scrollToTopOnLoad();
  expect(window.scrollY).toBe(0);
  expect(history.scrollRestoration).toBe("manual");
  window.scrollTo(0, 500);
  setURL("http://localhost:3000/about#team");
  scrollToTopOnLoad();
  expect(window.scrollY).toBe(500);
});
