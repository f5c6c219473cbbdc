import { useState } from 'react';
import { Button, LoadingBar, ModalResponse, useConfirm, useT } from '@attest/shared-ui';
import { ChangeTable } from '../../bulk-transfer/components/ChangeTable';
import { SummaryLine } from '../../bulk-transfer/components/TransferPreview';
import { transferErrorText } from '../../bulk-transfer/transfer-texts';
import {
  useGetPromotionCodeMapsQuery, useGetPromotionCodeValuesQuery, useGetPromotionTemplatesQuery, usePromoteMutation,
  type BlueprintView, type CodeMapItem, type CodeValueItem, type PromotionResult,
} from '../api/blueprints-api';

const SEP = '\u0001';
const mapKey = (m: Pick<CodeMapItem, 'category' | 'code' | 'external_code'>) => ['m', m.category, m.code, m.external_code].join(SEP);
const valueKey = (v: Pick<CodeValueItem, 'category' | 'code'>) => ['v', v.category, v.code].join(SEP);
const templateKey = (id: number) => `t${SEP}${id}`;

/** The blueprint's templates, external code maps and code values with their state here; choose, promote, see the result. */
export function PromotionPanel({ blueprint }: { blueprint: BlueprintView }) {
  const { t } = useT();
  const confirm = useConfirm();
  const o = blueprint.options;
  const templates = useGetPromotionTemplatesQuery(blueprint.id, { skip: !o.templates });
  const maps = useGetPromotionCodeMapsQuery(blueprint.id, { skip: !o.external_code_maps });
  const values = useGetPromotionCodeValuesQuery(blueprint.id, { skip: !o.code_values });
  const [promote, promoting] = usePromoteMutation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [result, setResult] = useState<PromotionResult | null>(null);
  const toggle = (key: string) => setChosen((c) => (c.includes(key) ? c.filter((k) => k !== key) : [...c, key]));
  const loadError = templates.error ?? maps.error ?? values.error;

  const rows = {
    templates: (templates.data ?? []).map((i) => ({ key: templateKey(i.template_id), name: i.name, detail: i.external_id, status: i.status, reason: i.reason })),
    maps: (maps.data ?? []).map((m) => ({ key: mapKey(m), name: `${m.category} · ${m.code}`, detail: m.external_code, status: m.status })),
    values: (values.data ?? []).map((v) => ({ key: valueKey(v), name: `${v.category} · ${v.code}`, detail: v.value, status: v.status })),
  };
  const choosable = [...rows.templates, ...rows.maps, ...rows.values].filter((r) => r.status === 'new' || r.status === 'changed').map((r) => r.key);
  const picked = {
    template_ids: (templates.data ?? []).filter((i) => chosen.includes(templateKey(i.template_id))).map((i) => i.template_id),
    external_code_maps: (maps.data ?? []).filter((m) => chosen.includes(mapKey(m))).map(({ category, code, external_code }) => ({ category, code, external_code })),
    code_values: (values.data ?? []).filter((v) => chosen.includes(valueKey(v))).map(({ category, code }) => ({ category, code })),
  };

  const run = async () => {
    const question = t('blueprint_confirm_body', 'Promote {{templates}} templates, {{maps}} external code maps and {{values}} code values into this customer?', {
      templates: picked.template_ids.length,
      maps: picked.external_code_maps.length,
      values: picked.code_values.length,
    });
    if ((await confirm({ title: t('blueprint_confirm_title', 'Promote from {{name}}?', { name: blueprint.name }), body: question, confirmLabel: t('blueprint_promote', 'Promote') })) !== ModalResponse.CONFIRM) {
      return;
    }
    setResult(null);
    try {
      setResult(await promote({ blueprint_id: blueprint.id, ...picked }).unwrap());
      setChosen([]);
    } catch {
      // Shown from promoting.error; the choice is kept.
    }
  };

  return (
    <section aria-label={t('blueprint_promotion', 'Promotion')}>
      <LoadingBar active={templates.isFetching || maps.isFetching || values.isFetching || promoting.isLoading} />
      {loadError ? <div className="bt-error" role="alert">{transferErrorText(t, loadError, 'blueprint_lists_unavailable', 'What the blueprint holds could not be loaded.')}</div> : null}
      <div className="ca-row">
        <Button variant="secondary" disabled={!choosable.length} onClick={() => setChosen(choosable)}>
          {t('blueprint_choose_all', 'Choose everything new or changed')}
        </Button>
        <Button disabled={!chosen.length || promoting.isLoading} onClick={() => void run()}>
          {t('blueprint_promote_n', 'Promote {{n}} chosen', { n: chosen.length })}
        </Button>
      </div>
      {promoting.isError ? <div className="bt-error" role="alert">{transferErrorText(t, promoting.error, 'blueprint_promote_failed', 'The promotion failed.')}</div> : null}
      {result ? (
        <div className="bt-result" role="status" data-changes={String(result.changes)}>
          <strong>{result.changes ? t('blueprint_promoted', 'Promoted.') : t('blueprint_no_changes', 'No changes: everything chosen was already the same.')}</strong>
          <SummaryLine label={t('blueprint_kind_templates', 'Templates')} counts={result.summary.templates} />
          <SummaryLine label={t('blueprint_kind_code_maps', 'External code maps')} counts={result.summary.external_code_maps} />
          <SummaryLine label={t('blueprint_kind_code_values', 'Code values')} counts={result.summary.code_values} />
        </div>
      ) : null}
      {o.templates && templates.data ? (
        <ChangeTable caption={t('blueprint_kind_templates', 'Templates')} detailLabel={t('transfer_col_external_id', 'External id')} rows={rows.templates} chosen={chosen} onToggle={toggle} />
      ) : null}
      {o.external_code_maps && maps.data ? (
        <ChangeTable caption={t('blueprint_kind_code_maps', 'External code maps')} detailLabel={t('blueprint_col_external_code', 'External code')} rows={rows.maps} chosen={chosen} onToggle={toggle} />
      ) : null}
      {o.code_values && values.data ? (
        <ChangeTable caption={t('blueprint_kind_code_values', 'Code values')} detailLabel={t('blueprint_col_value', 'Value')} rows={rows.values} chosen={chosen} onToggle={toggle} />
      ) : null}
    </section>
  );
}
