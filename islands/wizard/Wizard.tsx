/**
 * The sustainability wizard (islands/wizard): every section in one place, answers saved as
 * they are given, the server's rating shown as it changes, a clear choice on a conflict.
 * It replaces the server-rendered one-section form, which stays the page without JavaScript.
 */
import { useEffect, useRef, useState } from "react";
import { api as defaultApi, type ApiClient } from "../shared/api";
import { t } from "../shared/i18n";
import { hasProblems, stepState } from "./model";
import { SectionEditor } from "./SectionEditor";
import type { WizardProps as ServerProps } from "./props.gen";
import { useWizard, type SaveState } from "./useWizard";

/** WizardProps are the server's (props.gen.ts, from the Go struct) and, in tests, a client. */
export type WizardProps = ServerProps & { client?: ApiClient };

export function Wizard({ record, current, sections, files: initialFiles, ratingUrl, maxItems, goals, compact, maxNote, client = defaultApi }: WizardProps) {
  const { state, edit, resolve, flush } = useWizard(client, record, sections, maxItems);
  const [step, setStep] = useState(() => Math.max(0, sections.findIndex((s) => s.key === current)));
  const [files, setFiles] = useState(initialFiles);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const meta = sections[step]!;

  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set("s", meta.key);
    window.history.replaceState(window.history.state, "", url);
    if (moved.current) heading.current?.focus(); // not on first paint: the page starts at its top
  }, [meta.key]);

  // Previous and Next wait for the section's save: a refused answer keeps the person on its
  // section, the problems beside their fields (docs/profile.md, "The wizard"). The section
  // list still goes anywhere; a refused section is kept as typed and marked unfinished there.
  const go = async (i: number, strict: boolean) => {
    const ok = await flush(meta.key);
    if (!ok && strict) {
      focusProblem();
      return;
    }
    moved.current = true;
    setStep(i);
  };
  const focusProblem = () => {
    const first = document.querySelector<HTMLElement>('[data-testid="wizard-section"] [aria-invalid="true"], [data-testid="wizard-section"] .field-error');
    (first ?? heading.current)?.focus?.();
    if (first && !first.matches("input, textarea, select")) {
      first.setAttribute("tabindex", "-1");
      first.focus();
    }
  };
  // A refusal is said where its fields are; elsewhere the message names the unfinished sections.
  const saveMessage = () => {
    if (state.save !== "invalid" || hasProblems(state.errors[meta.key])) return state.message;
    const names = sections.filter((s) => hasProblems(state.errors[s.key])).map((s) => t(`profile.section.${s.slug}.title`));
    return names.length > 0 ? t("profile.wizard.failed_elsewhere", { Sections: names.join(", ") }) : state.message;
  };
  const total = state.record.rating.total;
  const delta = total - state.previousTotal;
  return (
    <div className="wizard-layout" data-testid="wizard">
      <nav className="wizard-steps" aria-label={t("profile.wizard.steps")}>
        <p className="wizard-steps-now" aria-hidden="true">
          {t("profile.wizard.step", { N: step + 1, Count: sections.length })}: {t(`profile.section.${meta.slug}.title`)}
        </p>
        <ol>
          {sections.map((s, i) => {
            const st = stepState(state.answers[s.key]!, state.errors[s.key]);
            return (
              <li key={s.key}>
                <button type="button" aria-current={i === step ? "step" : undefined} className={`step-${st}`}
                  data-state={st} onClick={() => void go(i, false)}>
                  <span className="step-title">{t(`profile.section.${s.slug}.title`)}</span>
                  <span className="step-state">{t(`profile.wizard.state_${st}`)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="wizard-main">
        <div className="card wizard-status">
          <div className="wizard-rating" aria-live="polite" data-testid="wizard-rating">
            <span>{t("profile.wizard.rating_now")}</span>
            <span className="wizard-rating-total" data-testid="wizard-total">{total}</span>
            <span>{t(`rating.level.${state.record.rating.level}`)}</span>
            {delta !== 0 && (
              <span className="wizard-delta" data-sign={delta > 0 ? "up" : "down"} data-testid="wizard-delta">
                {delta > 0 ? `+${delta}` : `${delta}`}
              </span>
            )}
          </div>
          <SaveIndicator state={state.save} message={saveMessage()} />
        </div>
        {state.save === "conflict" && (
          <div className="callout callout-warning" role="alert" data-testid="conflict">
            <h2 className="callout-title">{t("profile.conflict.title")}</h2>
            <p>{t("profile.conflict.text")}</p>
            <p className="actions">
              <button type="button" className="btn btn-primary" onClick={() => void resolve("mine")}>{t("profile.conflict.keep_mine")}</button>
              <button type="button" className="btn btn-outline" onClick={() => void resolve("theirs")}>{t("profile.conflict.take_theirs")}</button>
            </p>
          </div>
        )}
        <SectionEditor ref={heading} meta={meta} step={step} count={sections.length} answer={state.answers[meta.key]!}
          errors={state.errors[meta.key]} rating={state.record.rating.sections[meta.key]} files={files}
          goals={goals} compact={compact} maxNote={maxNote} client={client}
          onChange={(a) => edit(meta.key, a)} onUploaded={(url, name) => setFiles((f) => ({ ...f, [url]: name }))} />
        <p className="actions wizard-actions">
          {step > 0 && <button type="button" className="btn btn-text" onClick={() => void go(step - 1, true)}>{t("profile.wizard.prev")}</button>}
          {step < sections.length - 1 ? (
            <button type="button" className="btn btn-primary" onClick={() => void go(step + 1, true)}>{t("profile.wizard.next")}</button>
          ) : (
            <a className="btn btn-primary" href={ratingUrl} onClick={(ev) => {
              ev.preventDefault();
              void flush(meta.key).then((ok) => (ok ? window.location.assign(ratingUrl) : focusProblem()));
            }}>{t("profile.wizard.finish")}</a>
          )}
        </p>
      </div>
    </div>
  );
}

function SaveIndicator({ state, message }: { state: SaveState; message: string }) {
  const text: Record<SaveState, string> = {
    saved: t("profile.wizard.saved"),
    dirty: t("profile.wizard.unsaved"),
    saving: t("profile.wizard.saving"),
    invalid: message,
    offline: message,
    conflict: t("profile.conflict.title"),
  };
  const problem = state === "invalid" || state === "offline" || state === "conflict";
  return (
    <p className="wizard-save-state" data-state={problem ? "error" : state} role="status" data-testid="save-state">
      {text[state]}
    </p>
  );
}
