import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createApi } from "../shared/api";
import { registerMessages } from "../shared/i18n";
import { pageWithMessages } from "../test-utils";
import { Walkthrough } from "./Walkthrough";

const messages: Record<string, string> = {
  "profile.walkthrough.next": "Next",
  "profile.walkthrough.prev": "Back",
  "profile.walkthrough.skip": "Skip",
  "profile.walkthrough.close": "Close",
  "profile.walkthrough.start": "Get started",
  "profile.walkthrough.progress": "Step {{.N}} of {{.Count}}",
};
for (let i = 0; i < 6; i++) {
  messages[`profile.walkthrough.step${i}.title`] = `Title ${i}`;
  messages[`profile.walkthrough.step${i}.text`] = `Text ${i}`;
}

describe("Walkthrough", () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    pageWithMessages();
    registerMessages(messages);
    fetch = vi.fn(async () => new Response(null, { status: 204 }));
  });
  afterEach(() => {
    cleanup();
  });

  function show() {
    const client = createApi({ fetch: fetch as unknown as typeof globalThis.fetch, redirect: () => {} });
    return render(<Walkthrough doneUrl="/api/sustainability/walkthrough" steps={6} client={client} />);
  }

  test("steps through with Next, locks the scroll, and stores the flag when closed at the end", async () => {
    show();
    expect(screen.getByRole("dialog").getAttribute("data-step")).toBe("0");
    expect(screen.getByRole("heading", { name: "Title 0" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 6")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    expect(document.querySelector(".walk-overlay")).not.toBeNull();
    expect(document.body.style.overflow).toBe("hidden");
    for (let i = 1; i < 6; i++) fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Title 5" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Skip" })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Get started" }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/sustainability/walkthrough");
    expect((fetch.mock.calls[0]?.[1] as RequestInit).method).toBe("POST");
  });

  test("Skip goes to the last step, which says where to reopen it, and stores the flag once; Back goes back", async () => {
    show();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "Title 0" })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    });
    expect(screen.getByRole("dialog").getAttribute("data-step")).toBe("5");
    expect(screen.getByRole("heading", { name: "Title 5" })).toBeTruthy();
    expect(screen.getByText("Text 5")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Skip" })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Get started" }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("closing early with × sticks: the flag is stored, so it does not come back", async () => {
    show();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Close" }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/sustainability/walkthrough");
  });

  test("it does not open over an error the page shows", () => {
    const flash = document.createElement("p");
    flash.setAttribute("data-flash", "");
    flash.setAttribute("data-severity", "error");
    document.body.append(flash);
    show();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    flash.remove();
  });

  test("Escape closes it", async () => {
    show();
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

