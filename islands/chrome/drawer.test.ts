import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { initDrawer } from "./drawer";
import { setViewportWidth } from "../test-utils";

let stop: () => void;
let posts: Array<{ url: string; init: RequestInit }>;

function page(open: boolean, width: number) {
  setViewportWidth(width);
  document.documentElement.dataset.drawer = open ? "open" : "closed";
  document.body.innerHTML = `
    <header>
      <form method="post" action="/preferences/drawer" data-drawer-toggle>
        <input type="hidden" name="_csrf" value="tok">
        <input type="hidden" name="back" value="/about">
        <button type="submit" aria-controls="drawer" aria-expanded="${open}">Menu</button>
      </form>
    </header>
    <nav id="drawer"><a href="/x">X</a></nav>
    <main id="main"><p>Content</p></main>`;
  stop = initDrawer();
}

const html = () => document.documentElement;
const button = () => document.querySelector("form[data-drawer-toggle] button") as HTMLButtonElement;

beforeEach(() => {
  posts = [];
  vi.spyOn(window, "fetch").mockImplementation(async (url, init) => {
    posts.push({ url: String(url), init: init ?? {} });
    return new Response(null, { status: 204 });
  });
});
afterEach(() => stop());

describe("the toggle", () => {
  test("flips data-drawer and aria-expanded without a page load, and saves the choice", async () => {
    page(false, 1400);
    const form = document.querySelector("form")!;
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(html().dataset.drawer).toBe("open");
    expect(button().getAttribute("aria-expanded")).toBe("true");
    form.requestSubmit();
    expect(html().dataset.drawer).toBe("closed");
    expect(button().getAttribute("aria-expanded")).toBe("false");
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(posts.map((p) => String(p.init.body))).toEqual(["_csrf=tok&open=1", "_csrf=tok&open=0"]);
    expect(posts[0]!.url).toBe("/preferences/drawer");
    expect(posts[0]!.init.method).toBe("POST");
    expect((posts[0]!.init.headers as Record<string, string>)["X-Requested-With"]).toBe("fetch");
  });
});

describe("below 1200 px", () => {
  test("it starts closed, without saving", () => {
    page(true, 800);
    expect(html().dataset.drawer).toBe("closed");
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(posts).toHaveLength(0);
  });

  test("Escape closes the open drawer and returns focus to the toggle", () => {
    page(false, 800);
    document.querySelector("form")!.requestSubmit();
    document.querySelector<HTMLAnchorElement>("#drawer a")!.focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(html().dataset.drawer).toBe("closed");
    expect(document.activeElement).toBe(button());
  });

  test("toggling it there is not saved, so the next page does not open covered", async () => {
    page(false, 800);
    document.querySelector("form")!.requestSubmit();
    expect(html().dataset.drawer).toBe("open");
    document.querySelector("form")!.requestSubmit();
    await new Promise((r) => setTimeout(r, 0));
    expect(posts).toHaveLength(0);
  });

  test("a click outside closes it; a click inside does not", () => {
    page(false, 800);
    document.querySelector("form")!.requestSubmit();
    document.querySelector<HTMLElement>("#drawer")!.click();
    expect(html().dataset.drawer).toBe("open");
    document.querySelector<HTMLElement>("#main p")!.click();
    expect(html().dataset.drawer).toBe("closed");
  });
});

test("on wide screens Escape and outside clicks leave the drawer alone", () => {
  page(true, 1400);
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  document.querySelector<HTMLElement>("#main p")!.click();
  expect(html().dataset.drawer).toBe("open");
});
