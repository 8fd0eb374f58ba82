import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { t } from "./i18n";
import { eachIsland } from "./each";
import { mountIslandLazy } from "./islands";
import { mountIsland } from "./mount";
import { pageWithMessages } from "../test-utils";

// How islands mount (islands.ts): mountIsland, mountIslandLazy and their core, eachIsland.

function island(name: string, id: string, props: string) {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<div class="island" id="${id}" data-island="${name}" data-props-id="${id}-props"><p>Server fallback</p></div>
     <script type="application/json" id="${id}-props">${props}</script>`,
  );
}

beforeEach(() => {
  pageWithMessages();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

function Greeting({ name, count }: { name: string; count: number }) {
  return (
    <p>
      {t("demo.hello", { Name: name })} ({count})
    </p>
  );
}

test("renders into every mount point with its own props, replacing the fallback", async () => {
  island("demo", "a", '{"name":"Ana","count":1,"messages":{"demo.hello":"Hello {{.Name}}"}}');
  island("demo", "b", '{"name":"Bo","count":2}');
  const roots = await act(async () => mountIsland("demo", Greeting));
  expect(roots).toHaveLength(2);
  expect(document.getElementById("a")!.textContent).toBe("Hello Ana (1)");
  expect(document.getElementById("b")!.textContent).toBe("Hello Bo (2)");
  expect(screen.queryByText("Server fallback")).toBeNull();
  expect(document.getElementById("a")!.hasAttribute("data-mounted")).toBe(true);
  roots.forEach((r) => r.unmount());
});

test("unreadable props keep the server's fallback", async () => {
  island("demo", "c", "{broken");
  const roots = await act(async () => mountIsland("demo", Greeting));
  expect(roots).toHaveLength(0);
  expect(document.getElementById("c")!.textContent).toBe("Server fallback");
  expect(document.getElementById("c")!.hasAttribute("data-mounted")).toBe(false);
});

test("a mount point is mounted once even if the island's script runs again", async () => {
  island("demo", "d", '{"name":"Di","count":4}');
  const first = await act(async () => mountIsland("demo", Greeting));
  const second = await act(async () => mountIsland("demo", Greeting));
  expect(first).toHaveLength(1);
  expect(second).toHaveLength(0);
  first.forEach((r) => r.unmount());
});

test("eachIsland hands each mount point its props once, with its messages registered", () => {
  island("plain", "p1", '{"n":1,"messages":{"demo.hi":"Hi"}}');
  island("plain", "p2", '{"n":2}');
  const seen: number[] = [];
  expect(eachIsland<{ n: number }>("plain", (_, props) => seen.push(props.n))).toBe(2);
  expect(seen).toEqual([1, 2]);
  expect(t("demo.hi")).toBe("Hi");
  expect(eachIsland("plain", () => seen.push(0))).toBe(0); // already taken
  expect(document.getElementById("p1")!.textContent).toBe("Server fallback"); // init decides
});

test("eachIsland leaves a mount point with unreadable props to its fallback", () => {
  island("plain", "bad", "{broken");
  const init = vi.fn();
  expect(eachIsland("plain", init)).toBe(0);
  expect(init).not.toHaveBeenCalled();
  expect(console.error).toHaveBeenCalled(); // the log's copy on the console
});

function Counter({ n, label }: { n: number; label: string }) {
  return (
    <p>
      {label} {n}
    </p>
  );
}

test("mountIslandLazy marks the mount point at once and loads the component on the first call only", async () => {
  island("later", "l1", '{"n":3}');
  const load = vi.fn(() => Promise.resolve({ Component: Counter, extra: { label: "count" }, handle: "the handle" }));
  const mount = mountIslandLazy("later", load);
  expect(document.getElementById("l1")!.hasAttribute("data-mounted")).toBe(true);
  expect(load).not.toHaveBeenCalled();
  expect(document.getElementById("l1")!.textContent).toBe("Server fallback");

  let handles: unknown[] = [];
  await act(async () => {
    handles = await Promise.all([mount(), mount()]);
  });
  expect(handles).toEqual(["the handle", "the handle"]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(document.getElementById("l1")!.textContent).toBe("count 3"); // server props and extra ones
  await act(() => mount());
  expect(load).toHaveBeenCalledTimes(1);
});

test("mountIslandLazy tries again after a failed load (offline)", async () => {
  island("flaky", "f1", '{"n":4}');
  const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ Component: Counter, extra: { label: "again" } });
  const mount = mountIslandLazy("flaky", load);
  await expect(mount()).rejects.toThrow("offline");
  await act(() => mount());
  expect(load).toHaveBeenCalledTimes(2);
  expect(document.getElementById("f1")!.textContent).toBe("again 4");
});
