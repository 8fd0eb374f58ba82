/**
 * The wizard's state and its autosave. Changes are sent after a short pause, one save at a
 * time, with the version they were made on; the server answers with the whole record, so
 * the rating shown is always the server's. A 409 stops saving until the person chooses:
 * keep theirs (load the latest) or keep mine (save again on the latest version). Nothing
 * typed is dropped: unsent sections stay marked until a save takes them.
 */
import { useCallback, useEffect, useReducer, useRef } from "react";
import { ApiError, type ApiClient } from "../shared/api";
import { t } from "../shared/i18n";
import { openSnackbar } from "../shared/snackbar";
import { answerOf, describedNow, errorsOf, hasProblems, payloadOf, withBlank, type Picks, type SectionErrors } from "./model";
import type { Answer, Section, SectionMeta, SustainabilityRecord } from "./types";

export type SaveState = "saved" | "dirty" | "saving" | "invalid" | "offline" | "conflict";

export const SAVE_URL = "/api/sustainability";
export const RECORD_URL = "/api/sustainability/me";
export const DEBOUNCE_MS = 700;
export const RETRY_MS = 5000;

export interface WizardState {
  record: SustainabilityRecord;
  previousTotal: number;
  answers: Record<string, Answer>;
  errors: Record<string, SectionErrors>;
  save: SaveState;
  message: string; // the save's problem in words, when it has one
}

type Action =
  | { type: "edit"; key: string; answer: Answer }
  | { type: "saving" }
  | { type: "saved"; record: SustainabilityRecord; keys: string[]; pending: boolean }
  | { type: "invalid"; errors: Record<string, SectionErrors>; message: string }
  | { type: "failed"; state: "offline" | "conflict"; message: string }
  | { type: "reload"; record: SustainabilityRecord; sections: SectionMeta[]; maxItems: number; keepMine: boolean };

function answersOf(record: SustainabilityRecord, sections: SectionMeta[], maxItems: number): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const s of sections) out[s.key] = answerOf((record[s.key] ?? {}) as never, maxItems);
  return out;
}

export function initWizard(record: SustainabilityRecord, sections: SectionMeta[], maxItems: number): WizardState {
  return { record, previousTotal: record.rating.total, answers: answersOf(record, sections, maxItems), errors: {}, save: "saved", message: "" };
}

function reducer(s: WizardState, a: Action): WizardState {
  switch (a.type) {
    case "edit":
      return { ...s, answers: { ...s.answers, [a.key]: a.answer }, save: s.save === "conflict" ? "conflict" : "dirty" };
    case "saving":
      return { ...s, save: "saving", message: "" };
    case "saved": {
      const errors = { ...s.errors };
      for (const k of a.keys) delete errors[k];
      // A section refused earlier is still unsaved: the state stays "invalid" until it is fixed.
      const refused = Object.values(errors).some(hasProblems);
      return { ...s, record: a.record, previousTotal: s.record.rating.total, errors,
        save: a.pending ? "dirty" : refused ? "invalid" : "saved", message: refused ? s.message || t("profile.wizard.failed") : "" };
    }
    case "invalid":
      return { ...s, errors: { ...s.errors, ...a.errors }, save: "invalid", message: a.message };
    case "failed":
      return { ...s, save: a.state, message: a.message };
    case "reload":
      return {
        ...s, record: a.record, previousTotal: s.record.rating.total, errors: {},
        answers: a.keepMine ? s.answers : answersOf(a.record, a.sections, a.maxItems),
        save: a.keepMine ? "dirty" : "saved", message: "",
      };
  }
}

export function useWizard(client: ApiClient, record: SustainabilityRecord, sections: SectionMeta[], maxItems: number) {
  const [state, dispatch] = useReducer(reducer, undefined, () => initWizard(record, sections, maxItems));
  const live = useRef(state);
  live.current = state;
  const dirty = useRef(new Set<string>());
  const held = useRef(new Set<string>()); // refused sections wait for their next edit
  const version = useRef(record.version);
  const inFlight = useRef(false);
  const blocked = useRef(false); // a conflict waits for the person's choice
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<Promise<void>>(Promise.resolve()); // the save in flight, if any

  const save = useCallback(async () => {
    if (inFlight.current) {
      await running.current; // let it finish, then send what changed since
      return save();
    }
    if (blocked.current || dirty.current.size === 0) return;
    inFlight.current = true;
    let done!: () => void;
    running.current = new Promise((resolve) => (done = resolve));
    const keys = [...dirty.current];
    dirty.current.clear();
    const body: Record<string, unknown> = { version: version.current };
    const itemOf: Record<string, number[]> = {};
    const picks: Record<string, Picks> = {};
    for (const k of keys) {
      const p = payloadOf(live.current.answers[k]!);
      body[k] = p.body;
      itemOf[k] = p.itemOf;
      picks[k] = p.picks;
    }
    dispatch({ type: "saving" });
    try {
      const before = live.current.record;
      const rec = await client.post<SustainabilityRecord>(SAVE_URL, body);
      version.current = rec.version;
      dispatch({ type: "saved", record: rec, keys, pending: dirty.current.size > 0 });
      if (keys.some((k) => describedNow(before[k] as Section | undefined, rec[k] as Section | undefined))) {
        openSnackbar({ message: t("profile.goals.added"), severity: "success" });
      }
    } catch (err) {
      handleFailure(err, keys, itemOf, picks);
    } finally {
      inFlight.current = false;
      done();
    }
    if (dirty.current.size > 0 && !blocked.current) schedule(DEBOUNCE_MS);
  }, [client]);

  function handleFailure(err: unknown, keys: string[], itemOf: Record<string, number[]>, picks: Record<string, Picks>) {
    const e = err instanceof ApiError ? err : new ApiError(0, "network", t("profile.wizard.offline"));
    if (e.status === 422 && e.fields) {
      const errors: Record<string, SectionErrors> = {};
      const refused: string[] = [];
      for (const k of keys) {
        errors[k] = errorsOf(k, e.fields, itemOf[k] ?? [], picks[k]);
        if (Object.keys(errors[k]!.section).length + Object.keys(errors[k]!.items).length > 0) refused.push(k);
      }
      dispatch({ type: "invalid", errors, message: t("profile.wizard.failed") });
      if (refused.length === 0) return; // a problem of no section: nothing to retry
      // A refused section waits, as typed, for its next edit; the others in the same save
      // were fine and go again on their own.
      for (const k of keys) (refused.includes(k) ? held.current : dirty.current).add(k);
      return;
    }
    for (const k of keys) dirty.current.add(k); // not saved: keep them for the next try
    if (e.status === 409) {
      blocked.current = true;
      dispatch({ type: "failed", state: "conflict", message: e.message });
      return;
    }
    dispatch({ type: "failed", state: "offline", message: e.status === 0 ? t("profile.wizard.offline") : e.message });
    schedule(RETRY_MS);
  }

  function schedule(ms: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), ms);
  }

  const edit = useCallback((key: string, answer: Answer) => {
    held.current.delete(key);
    dirty.current.add(key);
    dispatch({ type: "edit", key, answer: withBlank(answer, maxItems) });
    if (!blocked.current) schedule(DEBOUNCE_MS);
  }, [maxItems]);

  /** resolve ends a conflict: "theirs" loads the latest, "mine" saves mine over it. */
  const resolve = useCallback(async (choice: "mine" | "theirs") => {
    const latest = await client.get<SustainabilityRecord>(RECORD_URL, { fresh: true });
    version.current = latest.version;
    blocked.current = false;
    if (choice === "theirs") {
      dirty.current.clear();
      held.current.clear();
    }
    dispatch({ type: "reload", record: latest, sections, maxItems, keepMine: choice === "mine" });
    if (choice === "mine") await save();
  }, [client, save, sections, maxItems]);

  /** flush sends what is waiting now; it answers whether key is free of problems after it
   *  (a refused section keeps the person on it: its answer is not saved yet). */
  const flush = useCallback(async (key?: string): Promise<boolean> => {
    clearTimeout(timer.current);
    await save();
    return key === undefined || !held.current.has(key);
  }, [save]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty.current.size > 0 || held.current.size > 0) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return { state, edit, resolve, flush };
}
