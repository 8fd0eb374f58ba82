import { describe, expect, test } from "vitest";
import { answerOf, blankItem, describedNow, errorsOf, payloadOf, withBlank } from "./model";
import type { Section } from "./types";

const saved: Section = {
  status: "DEFINED",
  plannedFor: null,
  answeredAt: "2026-11-22T12:00:00Z",
  visibility: "report",
  details: [
    { link: "", weblink: "https://acme.example/iso", attachment: "", description: "ISO 14001", priceLink: "",
      priceListFile: "", greenCategory: "", accreditation: "esg" },
  ],
};

describe("wizard model", () => {
  test("a saved section becomes the form, with one blank item to add evidence", () => {
    const a = answerOf(saved, 10);
    expect(a.status).toBe("DEFINED");
    expect(a.visibility).toBe("report");
    expect(a.accreditation).toBe("esg");
    expect(a.items).toHaveLength(2);
    expect(a.items[0]?.description).toBe("ISO 14001");
    expect(answerOf({ ...saved, details: null, status: null }, 10).items).toHaveLength(1);
  });

  test("blank items are not sent; the type and the picks ride on the first detail", () => {
    const a = answerOf(saved, 10);
    a.items = [blankItem(), ...a.items];
    a.goals = [{ number: 13, description: " Fleet on biogas. " }, { number: 7, description: "" }];
    a.principles = [{ number: 8, description: "Supplier code" }];
    const p = payloadOf(a);
    expect(p.itemOf).toEqual([1]);
    expect(p.picks).toEqual({ goals: [7, 13], principles: [8] });
    expect(p.body).toEqual({
      status: "DEFINED", plannedFor: null, visibility: "report",
      details: [{ link: "", weblink: "https://acme.example/iso", attachment: "", description: "ISO 14001", priceLink: "",
        priceListFile: "", greenCategory: "", accreditation: "esg",
        goals: [{ number: 7, description: "" }, { number: 13, description: "Fleet on biogas." }],
        principles: [{ number: 8, description: "Supplier code" }] }],
    });
    const onlyType = payloadOf({ ...a, items: [blankItem()] });
    expect(onlyType.itemOf).toEqual([-1]);
    expect((onlyType.body.details as unknown[])[0]).toMatchObject({ accreditation: "esg" });
  });

  test("a record of before, with sdgs alone, picks those goals without descriptions", () => {
    const a = answerOf({ ...saved, details: [{ ...saved.details![0]!, sdgs: [6, 13] }] }, 10);
    expect(a.goals).toEqual([{ number: 6, description: "" }, { number: 13, description: "" }]);
    expect(a.principles).toEqual([]);
  });

  test("a goal or a principle getting its description is what the flash is about", () => {
    const goals = (described: string) => ({ ...saved, details: [{ ...saved.details![0]!, goals: [{ number: 7, description: described }] }] });
    expect(describedNow(goals(""), goals("Solar roofs"))).toBe(true);
    expect(describedNow(undefined, goals("Solar roofs"))).toBe(true);
    expect(describedNow(goals("Solar roofs"), goals("Solar roofs and storage"))).toBe(false);
    expect(describedNow(goals(""), goals(""))).toBe(false);
  });

  test("a target date is sent only with PLANNING", () => {
    const a = { ...answerOf(saved, 10), status: "PLANNING" as const, plannedFor: "2027-05-01" };
    expect(payloadOf(a).body.plannedFor).toBe("2027-05-01");
    expect(payloadOf({ ...a, status: "NOT_NEEDED" }).body.plannedFor).toBeNull();
  });

  test("field errors land on the form item they came from", () => {
    const e = errorsOf("co2Accounting", {
      "co2Accounting.plannedFor": "Give the target date of your plan.",
      "co2Accounting.details[0].link": "Enter a full web address.",
      "co2Accounting.details[0].accreditation": "Choose the type.",
      "company.city": "not ours",
    }, [2]);
    expect(e.section).toEqual({ plannedFor: "Give the target date of your plan.", accreditation: "Choose the type." });
    expect(e.items).toEqual({ 2: { link: "Enter a full web address." } });
    const picks = errorsOf("sustainabilityGoals", {
      "sustainabilityGoals.details[0].goals[1].description": "Use at most 500 characters.",
      "sustainabilityGoals.details[0].principles[0].number": "Pick principles from 1 to 10, each at most once.",
      "sustainabilityGoals.details[0].sdgs": "Pick goals from 1 to 17, each at most once.",
    }, [0], { goals: [7, 13], principles: [11] });
    expect(picks.section).toEqual({ "goal-13": "Use at most 500 characters.",
      principles: "Pick principles from 1 to 10, each at most once.", sdgs: "Pick goals from 1 to 17, each at most once." });
    expect(picks.items).toEqual({});
  });

  test("there is always one blank item at the end, and its id stays while typing", () => {
    const a = answerOf({ ...saved, details: [] }, 10);
    const blank = a.items[0]!;
    const typed = withBlank({ ...a, items: [{ ...blank, description: "x" }] }, 10);
    expect(typed.items).toHaveLength(2);
    const cleared = withBlank({ ...typed, items: [{ ...blank, description: "" }, typed.items[1]!] }, 10);
    expect(cleared.items).toHaveLength(1);
    expect(cleared.items[0]?.id).toBe(blank.id);
    const full = withBlank({ ...a, items: Array.from({ length: 10 }, () => ({ ...blankItem(), link: "https://x.example" })) }, 10);
    expect(full.items).toHaveLength(10);
  });
});
