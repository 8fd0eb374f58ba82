/**
 * Pure conversions between the record and the wizard's form state, the same rules as the
 * page without JavaScript (modules/profile/page_wizard*.go): the accreditation type and the
 * goals are asked once per section and live on the first evidence item; blank items are
 * not sent; field errors come back by the index of the items sent.
 */
import type { Answer, Detail, Item, Section, SustainabilityRecord } from "./types";

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
    sdgs: first?.sdgs ?? [],
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

/** Payload is a section as sent, and which form item each sent detail came from. */
export interface Payload {
  body: Record<string, unknown>;
  itemOf: number[]; // sent index → form index (−1: the first detail made only for the type/goals)
}

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
  if (a.status !== "NOT_NEEDED" && (a.accreditation || a.sdgs.length > 0)) {
    if (details.length === 0) {
      details.push({ link: "", weblink: "", attachment: "", description: "", priceLink: "", priceListFile: "", greenCategory: "" });
      itemOf.push(-1);
    }
    const first = details[0]!;
    if (a.accreditation) first.accreditation = a.accreditation;
    if (a.sdgs.length > 0) first.sdgs = [...a.sdgs].sort((x, y) => x - y);
  }
  return {
    body: { status: a.status || null, plannedFor: a.status === "PLANNING" ? a.plannedFor || null : null, visibility: a.visibility, details },
    itemOf,
  };
}

/** Errors are one section's problems: by field of the section, and by form item. */
export interface SectionErrors {
  section: Record<string, string>; // status, plannedFor, visibility, details, accreditation, sdgs
  items: Record<number, Record<string, string>>; // form index → field → message
}

const itemPath = /^details\[(\d+)\]\.(\w+)$/;

/** errorsOf sorts the server's field errors of one section onto the form. */
export function errorsOf(key: string, fields: Record<string, string>, itemOf: number[]): SectionErrors {
  const out: SectionErrors = { section: {}, items: {} };
  for (const [path, message] of Object.entries(fields)) {
    if (!path.startsWith(key + ".")) continue;
    const rest = path.slice(key.length + 1);
    const m = itemPath.exec(rest);
    if (!m) {
      out.section[rest] = message;
      continue;
    }
    const [, idx, field] = m;
    if (field === "accreditation" || field === "sdgs") {
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
