import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../shared/api";
import { pageWithMessages } from "../test-utils";
import { Overlay } from "./Overlay";
import { OverlayStore } from "./store";

// What /services/{id} answers htmx: ServicePage (modules/directory/views/service.templ).
const fragment = (name: string, more = "") =>
  `<article class="service-page" data-testid="service-page"><header class="service-summary">` +
  `<h1 id="service-title">${name}</h1></header>${more}</article>`;
const moreServices =
  `<section data-testid="more-services"><h2>More services from this company</h2>` +
  `<a href="/services/s2" data-service-card="s2">Heat pumps</a></section>`;

let store: OverlayStore;
let fetchMock: ReturnType<typeof vi.fn>;

function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

beforeEach(() => {
  pageWithMessages({
    "directory.overlay.loading": "Loading...",
    "directory.overlay.close": "Close",
    "directory.overlay.error": "This service could not be loaded.",
    "directory.overlay.open_page": "Open the service page",
  });
  api.invalidate(""); // each test answers afresh
  fetchMock = vi.fn(() => Promise.resolve(html(fragment("Solar roofs", moreServices))));
  vi.stubGlobal("fetch", fetchMock);
  store = new OverlayStore();
  render(<Overlay store={store} messages={{}} icons="/static/img/icons.svg" />);
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  document.documentElement.classList.remove("gc-scroll-locked");
});

test("shows Loading... then the server's fragment of the service page, named by its heading", async () => {
  act(() => store.open({ id: "s1", preview: false }, null));
  expect(screen.getByRole("status").textContent).toBe("Loading...");
  expect(screen.getByRole("dialog", { name: "Loading..." })).toBeTruthy();
  const heading = await screen.findByRole("heading", { level: 1, name: "Solar roofs" });
  expect(screen.getByRole("dialog", { name: "Solar roofs" }).contains(heading)).toBe(true);
  expect(screen.getByTestId("more-services").textContent).toContain("Heat pumps");
  expect(document.documentElement.classList.contains("gc-scroll-locked")).toBe(true);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe("/services/s1");
  expect(init.headers).toMatchObject({ "HX-Request": "true", Accept: "text/html" });
});

test("a service read once comes from the cache; a preview is always read afresh", async () => {
  act(() => store.open({ id: "s1", preview: false }, null));
  await screen.findByRole("heading", { level: 1, name: "Solar roofs" });
  act(() => store.close());
  act(() => store.open({ id: "s1", preview: false }, null));
  await screen.findByRole("heading", { level: 1, name: "Solar roofs" });
  expect(fetchMock).toHaveBeenCalledTimes(1);

  act(() => store.open({ id: "s1", preview: true }, null));
  await screen.findByRole("heading", { level: 1, name: "Solar roofs" });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test("a service that is gone says so and links to its page", async () => {
  fetchMock.mockImplementation(() => Promise.resolve(html("<p>Not found</p>", 404)));
  act(() => store.open({ id: "gone", preview: false }, null));
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("This service could not be loaded.");
  expect(screen.getByRole("link", { name: "Open the service page" }).getAttribute("href")).toBe("/services/gone");
  expect(screen.getByRole("dialog", { name: "This service could not be loaded." })).toBeTruthy();
});

test("close goes back in history; closing unlocks the page and gives the focus back", async () => {
  const back = vi.spyOn(history, "back").mockImplementation(() => {});
  const card = document.createElement("a");
  card.href = "/services/s1";
  document.body.append(card);
  act(() => store.open({ id: "s1", preview: false }, card));
  await screen.findByRole("heading", { level: 1, name: "Solar roofs" });
  screen.getByRole("button", { name: "Close" }).click();
  expect(back).toHaveBeenCalledTimes(1);
  act(() => store.close());
  await waitFor(() => expect(document.documentElement.classList.contains("gc-scroll-locked")).toBe(false));
  expect(document.activeElement).toBe(card);
});
