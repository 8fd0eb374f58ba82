import { afterEach, describe, expect, test, vi } from "vitest";
import { focusQuietly, initHtmxOnDemand } from "./htmx";

/** fakeHtmx stands in for the module: it records the events htmx would have seen once loaded. */
function fakeHtmx() {
  const seen: string[] = [];
  let loaded = false;
  const onEvent = (e: Event) => {
    if (!loaded) return;
    const el = e.target as Element;
    if (e.type === "submit") e.preventDefault(); // htmx takes the submit over
    seen.push(`${e.type}:${el.id}`);
  };
  for (const type of ["input", "change", "submit"]) document.addEventListener(type, onEvent);
  const load = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 5)); // the download
    loaded = true;
    return { default: { version: "fake" } };
  });
  const stop = () => {
    for (const type of ["input", "change", "submit"]) document.removeEventListener(type, onEvent);
  };
  return { seen, load, stop };
}

let cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.forEach((fn) => fn());
  cleanups = [];
  delete window.htmx;
});

/** arm starts a loader for the test and disarms it afterwards. */
function arm(load: () => Promise<{ default: unknown }>): Promise<void> {
  const { loaded, stop } = initHtmxOnDemand(load);
  cleanups.push(stop);
  return loaded;
}

function page(html: string) {
  document.body.innerHTML = html;
}

describe("htmx on demand", () => {
  test("a page nobody touches loads no htmx", async () => {
    page(`<form id="f" hx-get="/x" hx-trigger="change"><select id="s"><option>a</option></select></form>`);
    const h = fakeHtmx();
    cleanups.push(h.stop);
    void arm(h.load);
    await new Promise((r) => setTimeout(r, 20));
    expect(h.load).not.toHaveBeenCalled();
    expect(window.htmx).toBeUndefined();
  });

  test("a focus the page moves itself (the cookie notice opening) loads no htmx; the visitor's next focus does", async () => {
    page(`<dialog id="d"><form hx-post="/consent"><button id="b">OK</button></form></dialog>`);
    const h = fakeHtmx();
    cleanups.push(h.stop);
    const ready = arm(h.load);
    const button = document.getElementById("b")!;
    focusQuietly(() => button.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
    await new Promise((r) => setTimeout(r, 20));
    expect(h.load).not.toHaveBeenCalled();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await ready;
    expect(h.load).toHaveBeenCalledTimes(1);
  });

  test("the first interaction loads it once, and a change made meanwhile is played again", async () => {
    page(`<form id="f" hx-get="/x" hx-trigger="change"><select id="s"><option>a</option><option>b</option></select></form>`);
    const h = fakeHtmx();
    cleanups.push(h.stop);
    const ready = arm(h.load);
    const select = document.getElementById("s")!;
    select.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    select.dispatchEvent(new Event("change", { bubbles: true })); // before htmx is there
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await ready;
    expect(h.load).toHaveBeenCalledTimes(1);
    expect(window.htmx).toEqual({ version: "fake" });
    expect(h.seen).toEqual(["change:s"]);
  });

  test("an edit with no pointer, key or focus first (autofill) loads it and is played again", async () => {
    page(`<form id="f" hx-get="/x" hx-trigger="change"><select id="s"><option>a</option><option>b</option></select></form>`);
    const h = fakeHtmx();
    cleanups.push(h.stop);
    const ready = arm(h.load);
    document.getElementById("s")!.dispatchEvent(new Event("change", { bubbles: true }));
    await ready;
    expect(h.load).toHaveBeenCalledTimes(1);
    expect(h.seen).toEqual(["change:s"]);
  });

  test("a field typed in before htmx loads still reads as changed to a `changed` trigger", async () => {
    page(`<form id="f"><input id="p" value="" hx-post="/strength" hx-trigger="input changed delay:300ms"></form>`);
    const input = document.getElementById("p") as HTMLInputElement;
    // htmx, as far as this matters: setting an element up remembers its value, and an input
    // event is ignored while the value is the one remembered.
    let remembered: string | null = null;
    const sent: string[] = [];
    const onInput = (e: Event) => {
      if (remembered === null || e.target !== input || input.value === remembered) return;
      remembered = input.value;
      sent.push(input.value);
    };
    document.addEventListener("input", onInput);
    cleanups.push(() => document.removeEventListener("input", onInput));
    const load = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 5));
      input.dispatchEvent(new Event("htmx:beforeProcessNode", { bubbles: true }));
      remembered = input.value;
      input.dispatchEvent(new Event("htmx:afterProcessNode", { bubbles: true }));
      return { default: { version: "fake" } };
    });
    const ready = arm(load);
    input.value = "correct horse";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await ready;
    expect(sent).toEqual(["correct horse"]);
    expect(input.value).toBe("correct horse");
  });

  test("a submitted htmx form waits for htmx and is then submitted through it", async () => {
    page(`<form id="f" method="post" action="/consent" hx-post="/consent"><button id="b">OK</button></form>`);
    const h = fakeHtmx();
    cleanups.push(h.stop);
    const ready = arm(h.load);
    const form = document.getElementById("f") as HTMLFormElement;
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: document.getElementById("b") });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true); // no plain submission while htmx loads
    await ready;
    expect(h.seen).toEqual(["submit:f"]);
  });

  test("a plain form is never held back", async () => {
    page(`<form id="f" method="post" action="/signin"><button>Sign in</button></form>`);
    const h = fakeHtmx();
    cleanups.push(h.stop);
    void arm(h.load);
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    document.getElementById("f")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  test("an element htmx must start at once loads it with the page", async () => {
    page(`<div id="d" hx-get="/x" hx-trigger="load"></div>`);
    const h = fakeHtmx();
    cleanups.push(h.stop);
    await arm(h.load);
    expect(h.load).toHaveBeenCalledTimes(1);
  });

  test("if htmx cannot load, a waiting form is submitted as a plain form", async () => {
    page(`<form id="f" method="post" action="/consent" hx-post="/consent"><button>OK</button></form>`);
    const plain = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const ready = arm(() => Promise.reject(new Error("offline")));
    document.getElementById("f")!.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    await expect(ready).rejects.toThrow("offline");
    expect(plain).toHaveBeenCalledTimes(1);
  });
});
