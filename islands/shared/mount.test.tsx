import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { t } from "./i18n";
import { mountIsland } from "./mount";
import { pageWithMessages } from "../test-utils";

function Greeting({ name, count }: { name: string; count: number }) {
  return (
    <p>
      {t("demo.hello", { Name: name })} ({count})
    </p>
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

function island(id: string, props: string) {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<div class="island" id="${id}" data-island="demo" data-props-id="${id}-props"><p>Server fallback</p></div>
     <script type="application/json" id="${id}-props">${props}</script>`,
  );
}

test("renders into every mount point with its own props, replacing the fallback", async () => {
  island("a", '{"name":"Ana","count":1,"messages":{"demo.hello":"Hello {{.Name}}"}}');
  island("b", '{"name":"Bo","count":2}');
  const roots = await act(async () => mountIsland("demo", Greeting));
  expect(roots).toHaveLength(2);
  expect(document.getElementById("a")!.textContent).toBe("Hello Ana (1)");
  expect(document.getElementById("b")!.textContent).toBe("Hello Bo (2)");
  expect(screen.queryByText("Server fallback")).toBeNull();
  expect(document.getElementById("a")!.hasAttribute("data-mounted")).toBe(true);
  roots.forEach((r) => r.unmount());
});

test("unreadable props keep the server's fallback", async () => {
  island("c", "{broken");
  const roots = await act(async () => mountIsland("demo", Greeting));
  expect(roots).toHaveLength(0);
  expect(document.getElementById("c")!.textContent).toBe("Server fallback");
  expect(document.getElementById("c")!.hasAttribute("data-mounted")).toBe(false);
});

test("a mount point is mounted once even if the island's script runs again", async () => {
  island("d", '{"name":"Di","count":4}');
  const first = await act(async () => mountIsland("demo", Greeting));
  const second = await act(async () => mountIsland("demo", Greeting));
  expect(first).toHaveLength(1);
  expect(second).toHaveLength(0);
  first.forEach((r) => r.unmount());
});
