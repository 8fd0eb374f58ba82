/**
 * The goals section's picks (docs/profile.md, "SDGs and the UN Global Compact"): the UN goals
 * and the Global Compact's principles by area, each ticked with what the company does for
 * it. The same fields as the page without JavaScript (modules/profile/views/wizard.templ).
 */
import { useId } from "react";
import { t } from "../shared/i18n";
import type { Answer, Commitment, WizardArea, WizardPick } from "./types";

interface Props {
  answer: Answer;
  goals: WizardPick[];
  compact: WizardArea[];
  maxNote: number;
  errors: Record<string, string>; // sdgs, principles, goal-<n>, principle-<n>
  onChange: (patch: Partial<Answer>) => void;
}

const byNumber = (a: Commitment, b: Commitment) => a.number - b.number;

function toggled(list: Commitment[], n: number, on: boolean): Commitment[] {
  return on ? [...list.filter((c) => c.number !== n), { number: n, description: "" }].sort(byNumber) : list.filter((c) => c.number !== n);
}

function described(list: Commitment[], n: number, text: string): Commitment[] {
  return list.map((c) => (c.number === n ? { ...c, description: text } : c));
}

export function GoalPicks({ answer, goals, compact, maxNote, errors, onChange }: Props) {
  const id = useId();
  return (
    <>
      <fieldset data-testid="goal-picks">
        <legend>{t("profile.detail.sdgs")}</legend>
        <p className="field-help">{t("profile.goals.help", { Max: maxNote })}</p>
        <ul role="list" className="pick-list">
          {goals.map((g) => (
            <Pick key={g.number} id={`${id}-goal-${g.number}`} kind="goal" pick={g} max={maxNote}
              picked={answer.goals.find((c) => c.number === g.number)} error={errors[`goal-${g.number}`]}
              onToggle={(on) => onChange({ goals: toggled(answer.goals, g.number, on) })}
              onDescribe={(text) => onChange({ goals: described(answer.goals, g.number, text) })} />
          ))}
        </ul>
        {errors.sdgs && <p className="field-error" role="alert">{errors.sdgs}</p>}
      </fieldset>
      <fieldset data-testid="principle-picks">
        <legend>{t("profile.goals.compact")}</legend>
        <p className="field-help">{t("profile.goals.compact_help")}</p>
        {compact.map((a) => (
          <fieldset className="pick-area" key={a.name}>
            <legend>{a.name}</legend>
            <ul role="list" className="pick-list">
              {a.principles.map((p) => (
                <Pick key={p.number} id={`${id}-principle-${p.number}`} kind="principle" pick={p} max={maxNote}
                  picked={answer.principles.find((c) => c.number === p.number)} error={errors[`principle-${p.number}`]}
                  onToggle={(on) => onChange({ principles: toggled(answer.principles, p.number, on) })}
                  onDescribe={(text) => onChange({ principles: described(answer.principles, p.number, text) })} />
              ))}
            </ul>
          </fieldset>
        ))}
        {errors.principles && <p className="field-error" role="alert">{errors.principles}</p>}
      </fieldset>
    </>
  );
}

interface PickProps {
  id: string;
  kind: "goal" | "principle";
  pick: WizardPick;
  picked: Commitment | undefined;
  max: number;
  error: string | undefined;
  onToggle: (on: boolean) => void;
  onDescribe: (text: string) => void;
}

/** Pick is one goal or principle: its box and, once ticked, what the company does for it. */
function Pick({ id, kind, pick, picked, max, error, onToggle, onDescribe }: PickProps) {
  return (
    <li className="pick" data-testid={`${kind}-${pick.number}`}>
      <label className="check sdg">
        <input type="checkbox" checked={!!picked} onChange={(ev) => onToggle(ev.target.checked)} />
        <span className="sdg-number" aria-hidden="true">{pick.number}</span>
        <span>
          {pick.name}
          {pick.text && <span className="pick-about">{pick.text}</span>}
        </span>
      </label>
      {picked && (
        <div className="pick-note field">
          <label htmlFor={id}>{t(`profile.goals.${kind}_note`, { N: pick.number })}</label>
          <textarea id={id} rows={2} maxLength={max} value={picked.description} onChange={(ev) => onDescribe(ev.target.value)}
            aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
          {error && <p className="field-error" id={`${id}-error`} role="alert">{error}</p>}
        </div>
      )}
    </li>
  );
}
