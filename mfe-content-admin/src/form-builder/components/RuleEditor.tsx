import { DATATYPE, TRIGGER_ACTIONS, type TriggerActionKind } from '@attest/contracts';
import { Button, useT } from '@attest/shared-ui';
import type { TriggerOperator, TriggerRule } from '../api/builder-types';
import { ACTION_TEXTS, OPERATOR_TEXTS } from '../builder-texts';
import { fieldOrder, type BuilderAction, type BuilderState } from '../state/builder-reducer';

/** "When [field] [is] [value] then [show] [field]", one line per rule; "is not" offers show and hide only. */
export function RuleEditor({ state, dispatch, readOnly }: { state: BuilderState; dispatch: (a: BuilderAction) => void; readOnly: boolean }) {
  const { t } = useT();
  const keys = fieldOrder(state);
  const labelOf = (k: string) => state.fields[k]?.label || state.fields[k]?.name || k;
  const multi = (k: string) => state.fields[k]?.datatype_id === DATATYPE.CHECKBOX_GROUP || state.fields[k]?.params.isMultiSelect === true;
  const first = keys[0];
  const add = () => {
    if (keys.length < 2) {
      return;
    }
    const source = state.selected && keys.includes(state.selected) ? state.selected : first;
    const target = keys.find((k) => k !== source)!;
    dispatch({ type: 'addRule', rule: { source, op: multi(source) ? 'contains' : 'is', value: state.fields[source].codes[0]?.code ?? '', action: 'show', target } });
  };
  return (
    <div className="fb-rules" role="group" aria-label={t('builder_rules', 'Rules')}>
      <h3>{t('builder_rules', 'Rules')}</h3>
      {state.rules.length === 0 && <p className="fb-hint">{t('builder_rules_none', 'No rules: every field shows as set.')}</p>}
      {state.rules.map((rule, i) => {
        const set = (patch: Partial<TriggerRule>) => {
          const next = { ...rule, ...patch };
          if (next.op === 'is_not' && next.action !== 'show' && next.action !== 'hide') {
            next.action = 'show';
          }
          dispatch({ type: 'updateRule', index: i, rule: next });
        };
        const codes = state.fields[rule.source]?.codes ?? [];
        const actions = rule.op === 'is_not' ? (['show', 'hide'] as TriggerActionKind[]) : [...TRIGGER_ACTIONS];
        return (
          <div className="fb-rule" key={i} data-testid={`fb-rule-${i}`}>
            <span>{t('builder_rule_when', 'When')}</span>
            <select aria-label={t('builder_rule_source', 'Field the rule watches')} value={rule.source} disabled={readOnly} onChange={(e) => set({ source: e.target.value, value: state.fields[e.target.value]?.codes[0]?.code ?? '' })}>
              {keys.map((k) => <option key={k} value={k}>{labelOf(k)}</option>)}
            </select>
            <select aria-label={t('builder_rule_op', 'Comparison')} value={rule.op} disabled={readOnly} onChange={(e) => set({ op: e.target.value as TriggerOperator })}>
              {(['is', 'is_not', 'contains'] as const).map((op) => <option key={op} value={op}>{t(...OPERATOR_TEXTS[op])}</option>)}
            </select>
            {codes.length ? (
              <select aria-label={t('builder_rule_value', 'Value')} value={rule.value} disabled={readOnly} onChange={(e) => set({ value: e.target.value })}>
                {codes.map((c) => <option key={c.code} value={c.code}>{c.value}</option>)}
              </select>
            ) : (
              <input aria-label={t('builder_rule_value', 'Value')} value={rule.value} readOnly={readOnly} onChange={(e) => set({ value: e.target.value })} aria-invalid={!rule.value} />
            )}
            <span>{t('builder_rule_then', 'then')}</span>
            <select aria-label={t('builder_rule_action', 'Action')} value={rule.action} disabled={readOnly} onChange={(e) => set({ action: e.target.value as TriggerActionKind })}>
              {actions.map((a) => <option key={a} value={a}>{t(...ACTION_TEXTS[a])}</option>)}
            </select>
            <select aria-label={t('builder_rule_target', 'Field it acts on')} value={rule.target} disabled={readOnly} onChange={(e) => set({ target: e.target.value })}>
              {keys.filter((k) => k !== rule.source).map((k) => <option key={k} value={k}>{labelOf(k)}</option>)}
            </select>
            {!readOnly && <Button variant="link" aria-label={t('builder_rule_remove', 'Remove rule {{n}}', { n: i + 1 })} onClick={() => dispatch({ type: 'removeRule', index: i })}>✕</Button>}
          </div>
        );
      })}
      {!readOnly && <Button variant="secondary" disabled={keys.length < 2} onClick={add}>{t('builder_rule_add', 'Add a rule')}</Button>}
    </div>
  );
}
