/**
 * Pure conversions between the record and the wizard's form state, the same rules as the
 * page without JavaScript (modules/profile/page_wizard*.go): the accreditation type and the
 * goals are asked once per section and live on the first evidence item; blank items are
 * not sent; field errors come back by the index of the items sent.
 */
import type { Answer, Commitment, Detail, Item, Section, SustainabilityRecord } from "./types";

export const ACCREDITATIONS = "environmentalAccreditations";
export const GOALS = "sustainabilityGoals";
export const SERVICES = "sustainableServices";

let nextID = 1;

export function blankItem(): Item {
  return { id: nextID++, link: "", weblink: "", attachment: "", description: "", priceLink: "", priceListFile: "", greenCategory: "" };
}

export function isBlank(it: Item): boolean {
  return !it.link && !it.weblink && !it.attachment && !it.description.trim() && !it.priceLink && !it.priceListFile && !it.greenCategory;
}

export function sectionOf(record: SustainabilityRecord, key: string): Section {
  const s = record[key] as Section | undefined;
  return s ?? { status: null, plannedFor: null, answeredAt: null, visibility: "live", details: [] };
}

/** answerOf is a saved section as the form holds it, with one blank item to add evidence. */
export function answerOf(s: Section, maxItems: number): Answer {
  const details = s.details ?? [];
  const first = details[0];
  const items: Item[] = details.map((d) => ({
    id: nextID++, link: d.link ?? "", weblink: d.weblink ?? "", attachment: d.attachment ?? "",
    description: d.description ?? "", priceLink: d.priceLink ?? "", priceListFile: d.priceListFile ?? "",
    greenCategory: d.greenCategory ?? "",
  }));
  const answer: Answer = {
    status: s.status ?? "",
    plannedFor: s.plannedFor ?? "",
    visibility: s.visibility || "live",
    accreditation: first?.accreditation ?? "",
    goals: first?.goals ?? (first?.sdgs ?? []).map((n) => ({ number: n, description: "" })),
    principles: first?.principles ?? [],
    items: items.filter((it) => !isBlank(it)),
  };
  return withBlank(answer, maxItems);
}

/** withBlank keeps exactly one blank item at the end, while there is room for one. */
export function withBlank(a: Answer, maxItems: number): Answer {
  // Trailing blanks shrink to one, which keeps its id: an input being cleared keeps focus.
  let end = a.items.length;
  while (end > 1 && isBlank(a.items[end - 1]!) && isBlank(a.items[end - 2]!)) end--;
  const items = a.items.slice(0, end);
  const last = items[items.length - 1];
  if (items.length < maxItems && (!last || !isBlank(last))) items.push(blankItem());
  return { ...a, items };
}

/** Payload is a section as sent, which form item each sent detail came from, and the
 *  numbers of the picks as sent (their errors come back by index). */
export interface Payload {
  body: Record<string, unknown>;
  itemOf: number[]; // sent index → form index (−1: the first detail made only for the type/picks)
  picks: Picks;
}

/** Picks are the numbers of the goals and principles as sent, in order. */
export interface Picks {
  goals: number[];
  principles: number[];
}

const byNumber = (a: Commitment, b: Commitment) => a.number - b.number;

export function payloadOf(a: Answer): Payload {
  const details: Detail[] = [];
  const itemOf: number[] = [];
  a.items.forEach((it, i) => {
    // "Not at the moment" has no evidence: its boxes are hidden and not sent (docs/profile.md, Sections).
    if (isBlank(it) || a.status === "NOT_NEEDED") return;
    const { id: _id, ...fields } = it;
    details.push({ ...fields, description: fields.description.trim() });
    itemOf.push(i);
  });
  const picks: Picks = { goals: [], principles: [] };
  if (a.status !== "NOT_NEEDED" && (a.accreditation || a.goals.length + a.principles.length > 0)) {
    if (details.length === 0) {
      details.push({ link: "", weblink: "", attachment: "", description: "", priceLink: "", priceListFile: "", greenCategory: "" });
      itemOf.push(-1);
    }
    const first = details[0]!;
    if (a.accreditation) first.accreditation = a.accreditation;
    if (a.goals.length > 0) first.goals = a.goals.map((g) => ({ ...g, description: g.description.trim() })).sort(byNumber);
    if (a.principles.length > 0) first.principles = a.principles.map((p) => ({ ...p, description: p.description.trim() })).sort(byNumber);
    picks.goals = (first.goals ?? []).map((g) => g.number);
    picks.principles = (first.principles ?? []).map((p) => p.number);
  }
  return {
    body: { status: a.status || null, plannedFor: a.status === "PLANNING" ? a.plannedFor || null : null, visibility: a.visibility, details },
    itemOf,
    picks,
  };
}

/** describedNow reports whether a saved section gives a goal or a principle a description
 *  it did not have before (the same rule as the server's flash, docs/profile.md). */
export function describedNow(before: Section | undefined, after: Section | undefined): boolean {
  const of = (s: Section | undefined, kind: "goals" | "principles") =>
    (s?.details ?? []).flatMap((d) => d[kind] ?? []);
  return (["goals", "principles"] as const).some((kind) => {
    const old = of(before, kind);
    return of(after, kind).some((c) => c.description !== "" && !old.some((o) => o.number === c.number && o.description !== ""));
  });
}

/** Errors are one section's problems: by field of the section, and by form item. */
export interface SectionErrors {
  // status, plannedFor, visibility, details, accreditation, sdgs, principles, goal-<n>, principle-<n>
  section: Record<string, string>;
  items: Record<number, Record<string, string>>; // form index → field → message
}

const itemPath = /^details\[(\d+)\]\.(\w+)$/;
const pickPath = /^details\[\d+\]\.(sdgs|goals|principles)(?:\[(\d+)\]\.(\w+))?$/;

/** errorsOf sorts the server's field errors of one section onto the form. */
export function errorsOf(key: string, fields: Record<string, string>, itemOf: number[], picks: Picks = { goals: [], principles: [] }): SectionErrors {
  const out: SectionErrors = { section: {}, items: {} };
  for (const [path, message] of Object.entries(fields)) {
    if (!path.startsWith(key + ".")) continue;
    const rest = path.slice(key.length + 1);
    const p = pickPath.exec(rest);
    if (p) {
      const principles = p[1] === "principles";
      const n = (principles ? picks.principles : picks.goals)[Number(p[2])];
      const field = p[3] === "description" && n !== undefined ? `${principles ? "principle" : "goal"}-${n}` : principles ? "principles" : "sdgs";
      out.section[field] ??= message;
      continue;
    }
    const m = itemPath.exec(rest);
    if (!m) {
      out.section[rest] = message;
      continue;
    }
    const [, idx, field] = m;
    if (field === "accreditation") {
      out.section[field] = message;
      continue;
    }
    const formIndex = itemOf[Number(idx)] ?? -1;
    if (formIndex < 0) continue;
    (out.items[formIndex] ??= {})[field!] = message;
  }
  return out;
}

/** answered reports whether a section has an answer. */
export function answered(a: Answer): boolean {
  return a.status !== "";
}

/** hasProblems reports whether a section's last save was refused (it is unfinished). */
export function hasProblems(e: SectionErrors | undefined): boolean {
  return !!e && Object.keys(e.section).length + Object.keys(e.items).length > 0;
}

/** StepState is what the section list says of a section. */
export type StepState = "done" | "unfinished" | "unanswered";

export function stepState(a: Answer, e: SectionErrors | undefined): StepState {
  if (hasProblems(e)) return "unfinished";
  return answered(a) ? "done" : "unanswered";
}
