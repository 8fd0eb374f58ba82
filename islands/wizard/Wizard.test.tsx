import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createApi } from "../shared/api";
import { registerMessages } from "../shared/i18n";
import { json, pageWithMessages } from "../test-utils";
import type { SectionMeta, SustainabilityRecord, WizardArea, WizardPick } from "./types";
import { Wizard } from "./Wizard";

const { openSnackbar } = vi.hoisted(() => ({ openSnackbar: vi.fn() }));
vi.mock("../shared/snackbar", () => ({ openSnackbar }));

const sections: SectionMeta[] = [
  { key: "sustainabilityESGReport", slug: "esg_report", rated: true, help: "A report on your website." },
  { key: "co2Accounting", slug: "co2", rated: true, help: "Scope 1 and 2.\n\nScope 3 if you can." },
  { key: "sustainabilityGoals", slug: "goals", rated: true, help: "Pick your goals." },
  { key: "sustainableServices", slug: "services", rated: false, help: "" },
];

const goals: WizardPick[] = [{ number: 7, name: "Affordable and clean energy", text: "Ensure access to energy for all." },
  { number: 13, name: "Climate action", text: "Take urgent action." }];
const compact: WizardArea[] = [{ name: "Environment", principles: [{ number: 8, name: "Businesses should undertake initiatives." }] }];

const messages: Record<string, string> = {
  "profile.answer.defined": "Yes", "profile.answer.planning": "We are planning it", "profile.answer.not_needed": "Not at the moment",
  "profile.detail.description": "Description", "profile.detail.link": "Link to a document", "profile.detail.weblink": "Web page",
  "profile.detail.attachment": "File", "profile.wizard.saved": "All changes saved", "profile.wizard.unsaved": "Unsaved changes",
  "profile.wizard.saving": "Saving…", "profile.wizard.failed": "Not saved: check the highlighted fields.",
  "profile.wizard.next": "Next", "profile.wizard.prev": "Previous", "profile.conflict.title": "Someone else saved first",
  "profile.conflict.keep_mine": "Keep my changes and save", "profile.conflict.take_theirs": "Discard mine and load the latest",
  "profile.planned_for.label": "Target date", "profile.section.co2.title": "Carbon accounting",
  "profile.section.esg_report.title": "ESG reporting", "profile.wizard.rating_change": "{{.Points}} points with this answer",
  "profile.wizard.state_done": "Done", "profile.wizard.state_unfinished": "Unfinished", "profile.wizard.state_unanswered": "Not answered",
  "profile.wizard.failed_elsewhere": "Not saved: {{.Sections}} unfinished.", "profile.evidence.legend": "Evidence",
  "profile.section.goals.title": "Sustainability goals", "profile.goals.goal_note": "What you do for goal {{.N}}",
  "profile.goals.principle_note": "What you do for principle {{.N}}", "profile.goals.added": "Goal and description were successfully added",
};

function record(version: number, total: number, extra: Record<string, unknown> = {}): SustainabilityRecord {
  return {
    id: "p1", version,
    rating: { total, level: "starter", stars: 2, band: 20, active: false, complete: false, sections: {} },
    sustainabilityESGReport: { status: null, plannedFor: null, answeredAt: null, visibility: "live", details: [] },
    co2Accounting: { status: null, plannedFor: null, answeredAt: null, visibility: "live", details: [] },
    sustainabilityGoals: { status: null, plannedFor: null, answeredAt: null, visibility: "live", details: [] },
    sustainableServices: { status: null, plannedFor: null, answeredAt: null, visibility: "live", details: [] },
    ...extra,
  };
}

describe("Wizard", () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    pageWithMessages();
    registerMessages(messages);
    fetch = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function show(rec = record(3, 20), current = "co2Accounting") {
    const client = createApi({ fetch: fetch as unknown as typeof globalThis.fetch, redirect: () => {} });
    return render(<Wizard record={rec} current={current} sections={sections} files={{}} ratingUrl="/sustainability-profile"
      maxItems={10} goals={goals} compact={compact} maxNote={500} client={client} />);
  }

  async function settle(ms = 800) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  function sent(i: number): Record<string, unknown> {
    return JSON.parse((fetch.mock.calls[i]?.[1] as RequestInit).body as string) as Record<string, unknown>;
  }

  test("autosaves an answer with its version and shows the server's rating change", async () => {
    fetch.mockResolvedValueOnce(json(record(4, 80, { rating: { total: 80, level: "explorer", stars: 3, band: 50, active: false, complete: false,
      sections: { co2Accounting: { stage: "DEFINED", points: 60, possible: 60, counted: true, reason: "" } } } })));
    show();
    expect(screen.getByRole("heading", { name: "Carbon accounting" })).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Yes"));
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Scope 1 and 2, every year." } });
    expect(screen.getByTestId("save-state").textContent).toBe("Unsaved changes");
    expect(fetch).not.toHaveBeenCalled();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/sustainability");
    expect(sent(0)).toEqual({ version: 3, co2Accounting: { status: "DEFINED", plannedFor: null, visibility: "live",
      details: [{ link: "", weblink: "", attachment: "", description: "Scope 1 and 2, every year.", priceLink: "", priceListFile: "", greenCategory: "" }] } });
    expect(screen.getByTestId("wizard-total").textContent).toBe("80");
    expect(screen.getByTestId("wizard-delta").textContent).toBe("+60");
    expect(screen.getByTestId("save-state").textContent).toBe("All changes saved");
    expect(screen.getByTestId("section-points").textContent).toContain("60 points with this answer");
    expect(window.location.search).toBe("?s=co2Accounting");
  });

  test("field errors land on the field; what was typed stays", async () => {
    fetch.mockResolvedValueOnce(json({ error: { code: "validation", message: "Check the fields", fields: {
      "co2Accounting.plannedFor": "Give the target date of your plan.",
    } } }, 422));
    show();
    fireEvent.click(screen.getByLabelText("We are planning it"));
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("Give the target date of your plan.");
    expect(screen.getByTestId("save-state").textContent).toBe("Not saved: check the highlighted fields.");
    expect((screen.getByLabelText("We are planning it") as HTMLInputElement).checked).toBe(true);
  });

  async function click(el: HTMLElement) {
    await act(async () => {
      fireEvent.click(el);
      await vi.advanceTimersByTimeAsync(10);
    });
  }

  test("a refused section waits for its next edit, marked unfinished; the sections saved after it go on their own", async () => {
    let answerFirst: (r: Response) => void = () => {};
    fetch
      .mockImplementationOnce(() => new Promise<Response>((resolve) => { answerFirst = resolve; }))
      .mockResolvedValueOnce(json({ error: { code: "validation", message: "Check the fields", fields: {
        "co2Accounting.details": "Add at least one piece of evidence.",
      } } }, 422))
      .mockResolvedValueOnce(json(record(5, 20)))
      .mockResolvedValueOnce(json(record(6, 80)));
    show();
    fireEvent.click(screen.getByLabelText("Not at the moment"));
    await settle(); // save 1 (co2) is now in flight
    fireEvent.click(screen.getByLabelText("Yes"));
    await click(screen.getByRole("button", { name: /ESG reporting/ })); // waits for the save in flight
    expect(screen.getByRole("heading", { name: "Carbon accounting" })).toBeTruthy();
    await act(async () => {
      answerFirst(json(record(4, 20)));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(Object.keys(sent(1)).sort()).toEqual(["co2Accounting", "version"]);
    // The list goes anywhere: the refused section is kept as typed and marked unfinished.
    expect(screen.getByRole("heading", { name: "ESG reporting" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Carbon accounting/ }).getAttribute("data-state")).toBe("unfinished");
    fireEvent.click(screen.getByLabelText("Not at the moment"));
    await settle();
    expect(Object.keys(sent(2)).sort()).toEqual(["sustainabilityESGReport", "version"]);
    expect(screen.getByRole("button", { name: /ESG reporting/ }).getAttribute("data-state")).toBe("done");
    expect(screen.getByTestId("save-state").textContent).toBe("Not saved: Carbon accounting unfinished.");
    await settle(6000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await click(screen.getByRole("button", { name: /Carbon accounting/ }));
    expect((screen.getByLabelText("Yes") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe("Add at least one piece of evidence.");
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Measured yearly." } });
    await settle();
    expect(sent(3)).toMatchObject({ version: 5, co2Accounting: { status: "DEFINED" } });
    expect(screen.getByTestId("save-state").textContent).toBe("All changes saved");
  });

  test("Next keeps the person on a refused section, the message beside its fields", async () => {
    fetch.mockResolvedValueOnce(json({ error: { code: "validation", message: "Check the fields", fields: {
      "co2Accounting.details": "Add at least one piece of evidence.",
    } } }, 422));
    show();
    fireEvent.click(screen.getByLabelText("Yes"));
    await click(screen.getByRole("button", { name: "Next" })); // before the autosave: Next sends it
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Carbon accounting" })).toBeTruthy();
    const evidence = screen.getByRole("group", { name: "Evidence" });
    expect(within(evidence).getByRole("alert").textContent).toBe("Add at least one piece of evidence.");
    expect(screen.getByTestId("save-state").textContent).toBe("Not saved: check the highlighted fields.");
    expect(screen.getByRole("button", { name: /Carbon accounting/ }).getAttribute("data-state")).toBe("unfinished");
    expect((screen.getByLabelText("Yes") as HTMLInputElement).checked).toBe(true);
  });

  test("\"Not at the moment\" hides the evidence and sends none", async () => {
    fetch.mockResolvedValueOnce(json(record(4, 20)));
    show();
    fireEvent.click(screen.getByLabelText("Yes"));
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Kept while hidden." } });
    fireEvent.click(screen.getByLabelText("Not at the moment"));
    expect(screen.queryByRole("group", { name: "Evidence" })).toBeNull();
    await settle();
    expect(sent(0)).toMatchObject({ co2Accounting: { status: "NOT_NEEDED", details: [] } });
    fireEvent.click(screen.getByLabelText("Yes"));
    expect((screen.getAllByLabelText("Description")[0] as HTMLTextAreaElement).value).toBe("Kept while hidden.");
  });

  test("a conflict waits for a choice; keeping mine saves again on the latest version", async () => {
    fetch
      .mockResolvedValueOnce(json({ error: { code: "conflict", message: "changed in another tab" } }, 409))
      .mockResolvedValueOnce(json(record(7, 20)))
      .mockResolvedValueOnce(json(record(8, 20)));
    show();
    fireEvent.click(screen.getByLabelText("Not at the moment"));
    await settle();
    const panel = screen.getByTestId("conflict");
    expect(within(panel).getByText("Someone else saved first")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Yes"));
    await settle(6000);
    expect(fetch).toHaveBeenCalledTimes(1); // nothing is sent while the choice is open
    await act(async () => {
      fireEvent.click(within(panel).getByRole("button", { name: "Keep my changes and save" }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/sustainability/me");
    expect(sent(2)).toMatchObject({ version: 7, co2Accounting: { status: "DEFINED" } });
    expect(screen.queryByTestId("conflict")).toBeNull();
  });

  test("discarding mine loads the latest answers", async () => {
    fetch
      .mockResolvedValueOnce(json({ error: { code: "conflict", message: "changed" } }, 409))
      .mockResolvedValueOnce(json(record(7, 20, { co2Accounting: { status: "PLANNING", plannedFor: "2027-01-01", answeredAt: null, visibility: "live", details: [] } })));
    show();
    fireEvent.click(screen.getByLabelText("Yes"));
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Discard mine and load the latest" }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect((screen.getByLabelText("We are planning it") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Target date") as HTMLInputElement).value).toBe("2027-01-01");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("files upload through the server, then the item is saved with its address", async () => {
    fetch
      .mockResolvedValueOnce(json({ url: "/media/attachment/a.pdf", name: "report.pdf", kind: "attachment" }, 201))
      .mockResolvedValueOnce(json(record(4, 20)));
    show();
    const input = screen.getByLabelText("File") as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["%PDF-1.4"], "report.pdf", { type: "application/pdf" })] } });
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/sustainability/files");
    expect(screen.getByRole("link", { name: "report.pdf" }).getAttribute("href")).toBe("/media/attachment/a.pdf");
    await settle();
    expect(sent(1)).toMatchObject({ co2Accounting: { details: [{ attachment: "/media/attachment/a.pdf" }] } });
  });

  test("the steps move between sections with the keyboard-reachable list", async () => {
    show();
    await click(screen.getByRole("button", { name: /ESG reporting/ }));
    expect(screen.getByRole("heading", { name: "ESG reporting" })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("ESG reporting");
    expect(window.location.search).toBe("?s=sustainabilityESGReport");
    await click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Carbon accounting" })).toBeTruthy();
  });

  test("the section's guidance shows by paragraph", () => {
    show();
    const help = screen.getByTestId("section-help");
    expect(Array.from(help.querySelectorAll("p")).map((p) => p.textContent)).toEqual(["Scope 1 and 2.", "Scope 3 if you can."]);
  });

  test("a goal and a principle picked with descriptions are sent, and the save says so", async () => {
    const saved = { status: "DEFINED", plannedFor: null, answeredAt: null, visibility: "live", details: [{ link: "", weblink: "",
      attachment: "", description: "Our plan", priceLink: "", priceListFile: "", greenCategory: "", sdgs: [13],
      goals: [{ number: 13, description: "Electric fleet by 2027." }], principles: [{ number: 8, description: "Supplier code." }] }] };
    fetch.mockResolvedValueOnce(json(record(4, 70, { sustainabilityGoals: saved })));
    openSnackbar.mockClear();
    show(record(3, 20), "sustainabilityGoals");
    fireEvent.click(screen.getByLabelText("Yes"));
    expect(screen.queryByLabelText("What you do for goal 13")).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: /Climate action/ }));
    fireEvent.change(screen.getByLabelText("What you do for goal 13"), { target: { value: "Electric fleet by 2027." } });
    fireEvent.click(screen.getByRole("checkbox", { name: /undertake initiatives/ }));
    fireEvent.change(screen.getByLabelText("What you do for principle 8"), { target: { value: "Supplier code." } });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Our plan" } });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent(0)).toMatchObject({ sustainabilityGoals: { status: "DEFINED", details: [{ description: "Our plan",
      goals: [{ number: 13, description: "Electric fleet by 2027." }], principles: [{ number: 8, description: "Supplier code." }] }] } });
    expect(openSnackbar).toHaveBeenCalledWith({ message: "Goal and description were successfully added", severity: "success" });
  });
});
