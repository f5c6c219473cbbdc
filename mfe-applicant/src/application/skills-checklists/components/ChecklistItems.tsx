import { SKILL_PROFICIENCY_LEVELS, type SkillChecklistItem } from '@attest/contracts';
import { useContentText, useT } from '@attest/shared-ui';

interface ChecklistItemsProps {
  items: readonly SkillChecklistItem[];
  answers: Record<string, number>;
  onAnswer: (itemId: string, level: number) => void;
  readOnly: boolean;
  /** item_id → translated error. */
  errors: Record<string, string>;
}

/** Items in their order, grouped by section (first appearance), each with a proficiency 1–4 radio group. */
function bySection(items: readonly SkillChecklistItem[]): { section: string; items: SkillChecklistItem[] }[] {
  const groups: { section: string; items: SkillChecklistItem[] }[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.section === item.section);
    if (group) {
      group.items.push(item);
    } else {
      groups.push({ section: item.section, items: [item] });
    }
  }
  return groups;
}

export function ChecklistItems({ items, answers, onAnswer, readOnly, errors }: ChecklistItemsProps) {
  const { t } = useT();
  const text = useContentText();
  return (
    <>
      {bySection(items).map((group) => (
        <section key={group.section} className="at-dyn-section" aria-label={text.content('checklistSection', group.section)}>
          <h3 className="at-dyn-section__title">{text.content('checklistSection', group.section)}</h3>
          {group.items.map((item) => {
            const error = errors[item.item_id];
            const errorId = `checklist-item-${item.item_id}-error`;
            return (
              <fieldset key={item.item_id} className="at-field at-dyn-group" data-item={item.item_id} aria-describedby={error ? errorId : undefined}>
                <legend className="at-field__label">{text.content('checklistSkill', item.skill)}</legend>
                <div className="at-dyn-choices" role="radiogroup" aria-invalid={error ? true : undefined}>
                  {SKILL_PROFICIENCY_LEVELS.map((level) => (
                    <label key={level.value} className="at-dyn-choice">
                      <input
                        type="radio"
                        name={`item-${item.item_id}`}
                        value={level.value}
                        checked={answers[item.item_id] === level.value}
                        disabled={readOnly}
                        onChange={() => onAnswer(item.item_id, level.value)}
                      />
                      <span>{t(level.key, level.label)}</span>
                    </label>
                  ))}
                </div>
                {error ? (
                  <span className="at-field__error" id={errorId}>
                    {error}
                  </span>
                ) : null}
              </fieldset>
            );
          })}
        </section>
      ))}
    </>
  );
}
