/** One section's question, answer, evidence and visibility. */
import { forwardRef, useId } from "react";
import type { ApiClient } from "../shared/api";
import { t } from "../shared/i18n";
import { EvidenceItem } from "./EvidenceItem";
import { GoalPicks } from "./GoalPicks";
import { ACCREDITATIONS, GOALS, SERVICES, isBlank, type SectionErrors } from "./model";
import type { Answer, Item, SectionMeta, SectionRating, Stage, Visibility, WizardArea, WizardPick } from "./types";

interface Props {
  meta: SectionMeta;
  step: number;
  count: number;
  answer: Answer;
  errors: SectionErrors | undefined;
  rating: SectionRating | undefined;
  files: Record<string, string>;
  goals: WizardPick[];
  compact: WizardArea[];
  maxNote: number;
  client: ApiClient;
  onChange: (a: Answer) => void;
  onUploaded: (url: string, name: string) => void;
}

const STAGES: [Stage, string][] = [["DEFINED", "profile.answer.defined"], ["PLANNING", "profile.answer.planning"], ["NOT_NEEDED", "profile.answer.not_needed"]];
const VISIBILITY: [Visibility, string][] = [["hidden", "profile.visibility.hidden"], ["report", "profile.visibility.report"], ["live", "profile.visibility.live"]];
const ACC_TYPES = ["carbon", "esg", "others"];

export const SectionEditor = forwardRef<HTMLHeadingElement, Props>(function SectionEditor(
  { meta, step, count, answer, errors, rating, files, goals, compact, maxNote, client, onChange, onUploaded }, heading) {
  const id = useId();
  const e = errors?.section ?? {};
  const set = (patch: Partial<Answer>) => onChange({ ...answer, ...patch });
  const setItem = (i: number, it: Item) => set({ items: answer.items.map((x, j) => (j === i ? it : x)) });
  const filled = answer.items.filter((it) => !isBlank(it)).length;
  return (
    <div className="form card" data-testid="wizard-section" data-section={meta.key}>
      <p className="muted small">
        {t("profile.wizard.step", { N: step + 1, Count: count })} · {t(meta.rated ? "profile.wizard.rated" : "profile.wizard.unrated")}
      </p>
      <h2 ref={heading} tabIndex={-1}>{t(`profile.section.${meta.slug}.title`)}</h2>
      <fieldset className="answer" aria-describedby={`${id}-help`}>
        <legend className="question">{t(`profile.section.${meta.slug}.question`)}</legend>
        {/* The section's guidance, as admins wrote it or as shipped (docs/profile.md, "Guidance"). */}
        <div className="field-help section-help" id={`${id}-help`} data-testid="section-help">
          {paragraphs(meta.help).map((p, i) => <p key={i} className="prewrap">{p}</p>)}
        </div>
        <div className="segmented">
          {STAGES.map(([value, label]) => (
            <label key={value}>
              <input type="radio" name={`${id}-status`} value={value} checked={answer.status === value}
                // "Not at the moment" is for the report unless the company shows it (docs/profile.md, "Sections").
                onChange={() => set(value === "NOT_NEEDED" && answer.visibility === "live" ? { status: value, visibility: "report" } : { status: value })} />
              <span>{t(label)}</span>
            </label>
          ))}
        </div>
        {e.status && <p className="field-error" role="alert">{e.status}</p>}
      </fieldset>
      {meta.rated && rating && rating.stage && <SectionPoints rating={rating} />}
      {answer.status === "PLANNING" && (
        <div className="field">
          <label htmlFor={`${id}-planned`}>{t("profile.planned_for.label")}</label>
          <input id={`${id}-planned`} type="date" value={answer.plannedFor} onChange={(ev) => set({ plannedFor: ev.target.value })}
            aria-invalid={e.plannedFor ? true : undefined} aria-describedby={`${id}-planned-help${e.plannedFor ? ` ${id}-planned-error` : ""}`} />
          {e.plannedFor && <p className="field-error" id={`${id}-planned-error`} role="alert">{e.plannedFor}</p>}
          <p className="field-help" id={`${id}-planned-help`}>{t("profile.planned_for.help")}</p>
        </div>
      )}
      {meta.key === ACCREDITATIONS && (
        <fieldset>
          <legend>{t("profile.detail.accreditation")}</legend>
          <div className="segmented">
            {ACC_TYPES.map((a) => (
              <label key={a}>
                <input type="radio" name={`${id}-acc`} value={a} checked={answer.accreditation === a} onChange={() => set({ accreditation: a })} />
                <span>{t(`rating.accreditation.${a}`)}</span>
              </label>
            ))}
          </div>
          {e.accreditation && <p className="field-error" role="alert">{e.accreditation}</p>}
        </fieldset>
      )}
      {meta.key === GOALS && <GoalPicks answer={answer} goals={goals} compact={compact} maxNote={maxNote} errors={e} onChange={set} />}
      {answer.status !== "NOT_NEEDED" && <fieldset className="evidence">
        <legend>{t("profile.evidence.legend")}</legend>
        <p className="field-help">{t("profile.evidence.help")}</p>
        {e.details && <p className="field-error" id={`${id}-details-error`} role="alert">{e.details}</p>}
        {answer.items.map((it, i) => (
          <EvidenceItem key={it.id} item={it} index={i} prices={meta.key === SERVICES} errors={errors?.items[i] ?? {}}
            files={files} client={client} onChange={(x) => setItem(i, x)} onUploaded={onUploaded}
            onRemove={isBlank(it) || filled === 0 ? null : () => set({ items: answer.items.filter((_, j) => j !== i) })} />
        ))}
      </fieldset>}
      <fieldset>
        <legend>{t("profile.visibility.label")}</legend>
        <div className="segmented">
          {VISIBILITY.map(([value, label]) => (
            <label key={value}>
              <input type="radio" name={`${id}-vis`} value={value} checked={answer.visibility === value}
                onChange={() => set({ visibility: value })} />
              <span>{t(label)}</span>
            </label>
          ))}
        </div>
        {e.visibility && <p className="field-error" role="alert">{e.visibility}</p>}
      </fieldset>
    </div>
  );
});

/** paragraphs splits a plain text at its blank lines. */
export function paragraphs(text: string): string[] {
  return text.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter((p) => p !== "");
}

/** SectionPoints says what the saved answer earns, as the server computed it, and why. */
function SectionPoints({ rating }: { rating: SectionRating }) {
  const date = rating.until ? new Date(rating.until + "T00:00:00Z").toLocaleDateString(document.documentElement.lang || undefined, { timeZone: "UTC", dateStyle: "long" }) : "";
  const reason = rating.reason ? t(`rating.reason.${rating.reason}`, { Date: date }) : rating.stage === "PLANNING" && date ? t("rating.reason.planning_valid", { Date: date }) : "";
  return (
    <div className="section-points-now" data-testid="section-points">
      <p>{t("profile.wizard.rating_change", { Points: rating.points })}</p>
      {reason && <p className="section-note">{reason}</p>}
    </div>
  );
}
