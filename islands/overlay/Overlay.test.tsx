import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../shared/api";
import { json, pageWithMessages } from "../test-utils";
import { Overlay } from "./Overlay";
import { OverlayStore } from "./store";
import type { RelatedData, ServiceData } from "./types";

const service: ServiceData = {
  serviceId: "s1", companyProfileId: "c1", companyName: "Green Co", companyUrl: "/companies/c1", companyLogo: "",
  name: "Solar roofs", logo: "", sector_industry: "energy-renewable_energy", sectorName: "Energy",
  categoryName: "Renewable energy", url: "https://example.com", instagramUrl: "", facebookUrl: "", linkedinUrl: "",
  description: "Rooftop solar.", explanation: "One.\n\nTwo.", tags: ["solar"], pictures: [], images: [],
  priceLink: "", priceList: "", published: true, preview: false, pageUrl: "http://x/services/s1",
  rating: { level: "champion", levelName: "Green Champion", stars: 5, total: 400 },
};
const rel = (id: string, name: string): RelatedData => ({
  serviceId: id, name, logo: "", sector_industry: "energy-training", sectorName: "Energy", categoryName: "Training",
});

let store: OverlayStore;
let fetchMock: ReturnType<typeof vi.fn>;

function answer(related: RelatedData[]) {
  fetchMock.mockImplementation((url: string) =>
    Promise.resolve(url.includes("sustainableServices") ? json(related) : json(service)),
  );
}

beforeEach(() => {
  pageWithMessages({
    "directory.overlay.loading": "Loading...",
    "directory.overlay.more": "More services from this company",
    "directory.overlay.close": "Close",
  });
  document.body.insertAdjacentHTML(
    "beforeend",
    '<div data-island="overlay" data-props-id="p"></div><script type="application/json" id="p">{"serviceIcon":"/static/img/service.svg","icons":"/static/img/icons.svg"}</script>',
  );
  api.invalidate(""); // each test answers afresh
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  store = new OverlayStore();
  render(<Overlay store={store} />);
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

test("shows Loading... then the service, and the company's other services", async () => {
  answer([rel("s1", "Solar roofs"), rel("s2", "Heat pumps")]);
  act(() => store.open({ id: "s1", preview: false }, null));
  expect(screen.getByRole("status").textContent).toBe("Loading...");
  expect(await screen.findByRole("heading", { level: 2, name: "Solar roofs" })).toBeTruthy();
  const more = screen.getByTestId("overlay-more-services");
  expect(more.textContent).toContain("Heat pumps");
  expect(more.textContent).not.toContain("Solar roofs"); // the current one is left out
  expect(document.documentElement.classList.contains("gc-scroll-locked")).toBe(true);
  expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/sustainableService/s1", "/api/sustainableServices/c1"]);
});

test("no 'more services' block with fewer than two entries", async () => {
  answer([rel("s1", "Solar roofs")]);
  act(() => store.open({ id: "s1", preview: false }, null));
  await screen.findByRole("heading", { level: 2, name: "Solar roofs" });
  expect(screen.queryByTestId("overlay-more-services")).toBeNull();
});

test("a preview reads the owner's endpoints", async () => {
  answer([]);
  act(() => store.open({ id: "s9", preview: true }, null));
  await screen.findByRole("heading", { level: 2, name: "Solar roofs" });
  expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/sustainableService/preview/s9", "/api/sustainableServices/preview"]);
});

test("close goes back in history; closing unlocks the page", async () => {
  answer([]);
  const back = vi.spyOn(history, "back").mockImplementation(() => {});
  act(() => store.open({ id: "s1", preview: false }, null));
  await screen.findByRole("heading", { level: 2, name: "Solar roofs" });
  screen.getByRole("button", { name: "Close" }).click();
  expect(back).toHaveBeenCalledTimes(1);
  act(() => store.close());
  await waitFor(() => expect(document.documentElement.classList.contains("gc-scroll-locked")).toBe(false));
});
