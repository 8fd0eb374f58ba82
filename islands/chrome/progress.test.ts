import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { NAV_TIMEOUT_MS, initProgress } from "./progress";
import { setURL } from "../test-utils";

let stop: () => void;
const bar = () => document.getElementById("gc-progress")!;
const active = () => bar().classList.contains("is-active");

beforeEach(() => {
  setURL("http://localhost:3000/about");
  document.body.innerHTML = `
    <div id="gc-progress" class="progress"></div>
    <a id="page" href="/marketplace/services">Services</a>
    <a id="hash" href="#team">Team</a>
    <a id="blank" href="/companies/1" target="_blank">Company</a>
    <form id="f" method="post" action="/x"><button>Go</button></form>`;
  stop = initProgress();
});
// happy-dom would navigate: stop it after the chrome (on document) has seen the click.
const noNavigation = (e: Event) => e.preventDefault();
beforeEach(() => window.addEventListener("click", noNavigation));
afterEach(() => {
  window.removeEventListener("click", noNavigation);
  stop();
  vi.useRealTimers();
});

function click(id: string, init: MouseEventInit = {}) {
  document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
}

test("active while htmx requests are in flight", () => {
  document.body.dispatchEvent(new CustomEvent("htmx:beforeSend", { bubbles: true }));
  document.body.dispatchEvent(new CustomEvent("htmx:beforeSend", { bubbles: true }));
  expect(active()).toBe(true);
  document.body.dispatchEvent(new CustomEvent("htmx:afterRequest", { bubbles: true }));
  expect(active()).toBe(true);
  document.body.dispatchEvent(new CustomEvent("htmx:afterRequest", { bubbles: true }));
  expect(active()).toBe(false);
});

test("a link to another page starts it; a jump within the page, a new tab, a ctrl-click do not", () => {
  click("hash");
  click("blank");
  click("page", { ctrlKey: true });
  expect(active()).toBe(false);
  click("page");
  expect(active()).toBe(true);
  window.dispatchEvent(new PageTransitionEvent("pageshow"));
  expect(active()).toBe(false);
});

test("a click something else already handled (htmx, a confirm) does not start it", () => {
  document.getElementById("page")!.addEventListener("click", (e) => e.preventDefault());
  click("page");
  expect(active()).toBe(false);
});

test("a form submit and beforeunload start it; it gives up after the timeout", () => {
  vi.useFakeTimers();
  const form = document.getElementById("f") as HTMLFormElement;
  form.addEventListener("submit", (e) => e.preventDefault(), { once: true });
  form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
  expect(active()).toBe(false); // prevented (htmx, a confirm): no navigation
  form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
  expect(active()).toBe(true);
  vi.advanceTimersByTime(NAV_TIMEOUT_MS);
  expect(active()).toBe(false);
  window.dispatchEvent(new Event("beforeunload"));
  expect(active()).toBe(true);
});
