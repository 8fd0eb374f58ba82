/** The sustainability record as the API sends it (docs/profile.md, "The record"), as far as the wizard uses it. */
export type Stage = "NOT_NEEDED" | "PLANNING" | "DEFINED";
export type Visibility = "hidden" | "report" | "live";

export interface Detail {
  link: string;
  weblink: string;
  attachment: string;
  description: string;
  priceLink: string;
  priceListFile: string;
  greenCategory: string;
  accreditation?: string;
  sdgs?: number[]; // the goals' numbers (what clients of before send)
  goals?: Commitment[];
  principles?: Commitment[];
}

/** Commitment is a UN goal or a Global Compact principle picked, with what the company does for it. */
export interface Commitment {
  number: number;
  description: string;
}

export interface Section {
  status: Stage | null;
  plannedFor: string | null;
  answeredAt: string | null;
  visibility: Visibility | "";
  details: Detail[] | null;
}

export interface SectionRating {
  stage: Stage | null;
  points: number;
  possible: number;
  counted: boolean;
  reason: string;
  until?: string;
}

export interface Rating {
  total: number;
  level: string;
  stars: number;
  band: number;
  active: boolean;
  complete: boolean;
  sections: Record<string, SectionRating>;
}

/** SustainabilityRecord is the record: its sections are top-level keys. */
export interface SustainabilityRecord {
  id: string;
  version: number;
  rating: Rating;
  [section: string]: unknown;
}

/** SectionMeta describes one step of the wizard (the server's WizardSection). */
export type { WizardArea, WizardPick, WizardSection as SectionMeta } from "./props.gen";

/** Item is one evidence item as the form holds it (blank ones included); the type and the
 *  picks are asked once per section instead. */
export interface Item extends Omit<Detail, "accreditation" | "sdgs" | "goals" | "principles"> {
  id: number; // stable React key
}

/** Answer is one section as the form holds it. */
export interface Answer {
  status: Stage | "";
  plannedFor: string;
  visibility: Visibility;
  accreditation: string;
  goals: Commitment[]; // the goals section's picks, in number order
  principles: Commitment[];
  items: Item[];
}
