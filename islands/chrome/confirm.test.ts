import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { resetShell, type DialogOptions } from "../shared/snackbar";
import { pageWithMessages } from "../test-utils";
import { initConfirm } from "./confirm";

let stop: () => void;
let asked: DialogOptions[];
let reply: boolean;
const submitted: Array<string | null> = [];

/** A stand-in for the dialog: records the question and answers `reply`. */
const ask = async (opts: DialogOptions) => {
  asked.push(opts);
  return reply;
};

beforeEach(() => {
  asked = [];
  reply = true;
  submitted.length = 0;
  document.body.innerHTML = `
    <form id="del" method="post" action="/services/1/delete" data-confirm="Delete this service?" data-confirm-title="Delete" data-confirm-action="Delete">
      <button type="submit" name="op" value="soft" id="soft">Delete</button>
    </form>
    <form id="plain" method="post" action="/x"><input name="q"><button type="submit" id="go" data-confirm="Send?">Send</button></form>
    <form id="anchored" method="post" action="/y" data-confirm="Unpublish?" data-confirm-anchor><button type="submit" id="unp">Unpublish</button></form>
    <a id="leave" href="#left" data-confirm="Leave?" data-confirm-anchor>Leave</a>
    <button id="hx" hx-post="/services/1/unpublish" hx-confirm="Unpublish?">Unpublish</button>
    <div id="gc-shell-root"></div>`;
  for (const form of document.querySelectorAll("form")) {
    form.addEventListener("submit", (e) => {
      e.preventDefault(); // stands for the browser's navigation, or htmx
      submitted.push(`${form.id}:${(e.submitter as HTMLButtonElement | null)?.id ?? ""}`);
    });
  }
});
afterEach(() => stop());

describe("data-confirm", () => {
  beforeEach(() => {
    stop = initConfirm(document, ask);
  });

  test("a form is held until confirmed, then submitted with the same submitter", async () => {
    document.getElementById("del")!.querySelector("button")!.click();
    expect(submitted).toEqual([]);
    expect(asked[0]).toMatchObject({ message: "Delete this service?", title: "Delete", mainActionTitle: "Delete", anchor: null,
      danger: true }); // what is lost is confirmed with a red button
    await vi.waitFor(() => expect(submitted).toEqual(["del:soft"]));
  });

  test("a cancelled form is not submitted", async () => {
    reply = false;
    document.getElementById("del")!.querySelector("button")!.click();
    await new Promise((r) => setTimeout(r, 10));
    expect(submitted).toEqual([]);
  });

  test("data-confirm on the submitter asks too", async () => {
    (document.getElementById("plain") as HTMLFormElement).requestSubmit(document.getElementById("go") as HTMLButtonElement);
    expect(asked[0]?.message).toBe("Send?");
    await vi.waitFor(() => expect(submitted).toEqual(["plain:go"]));
  });

  test("data-confirm-anchor on a form anchors the dialog to the button pressed", async () => {
    document.getElementById("unp")!.click();
    expect(asked[0]?.anchor).toBe(document.getElementById("unp"));
    await vi.waitFor(() => expect(submitted).toEqual(["anchored:unp"]));
  });

  test("a link waits for the answer, then follows; data-confirm-anchor anchors the dialog", async () => {
    const link = document.getElementById("leave")!;
    const clicks: boolean[] = [];
    const record = (e: Event) => clicks.push(e.defaultPrevented);
    document.addEventListener("click", record);
    link.click();
    expect(clicks).toEqual([]); // held: nothing below the chrome saw it
    expect(asked[0]?.anchor).toBe(link);
    await vi.waitFor(() => expect(clicks).toEqual([false])); // clicked again, unhindered
    document.removeEventListener("click", record);
  });
});

describe("hx-confirm", () => {
  beforeEach(() => {
    stop = initConfirm(document, ask);
  });

  function htmxConfirm(question: string | null) {
    const issueRequest = vi.fn();
    const elt = document.getElementById("hx")!;
    const evt = new CustomEvent("htmx:confirm", { bubbles: true, cancelable: true, detail: { elt, question, issueRequest } });
    elt.dispatchEvent(evt);
    return { evt, issueRequest };
  }

  test("replaces window.confirm and issues the request, skipping htmx's confirm, on Confirm", async () => {
    const { evt, issueRequest } = htmxConfirm("Unpublish?");
    expect(evt.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(issueRequest).toHaveBeenCalledWith(true));
  });

  test("does nothing on Cancel, nor for requests without hx-confirm", async () => {
    reply = false;
    const cancelled = htmxConfirm("Unpublish?");
    const plain = htmxConfirm(null);
    expect(plain.evt.defaultPrevented).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(cancelled.issueRequest).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
  });
});

test("with the real dialog: Confirm submits the form", async () => {
  resetShell();
  pageWithMessages();
  stop = initConfirm();
  document.getElementById("del")!.querySelector("button")!.click();
  const dialog = await screen.findByRole("alertdialog");
  expect(dialog.textContent).toContain("Delete this service?");
  expect(submitted).toEqual([]);
  fireEvent.click(screen.getAllByRole("button", { name: "Delete" }).find((b) => dialog.contains(b))!);
  await waitFor(() => expect(submitted).toEqual(["del:soft"]));
  cleanup();
});
