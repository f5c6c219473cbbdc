import { useT } from '@attest/shared-ui';
import type { StatusCounts, TransferModel } from '../api/bulk-transfer-api';
import { STATUS_BADGES } from '../transfer-texts';
import { ChangeTable } from './ChangeTable';

/** The counts of one list: "2 new · 1 changed · 0 conflicting · 3 same". */
export function SummaryLine({ label, counts }: { label: string; counts: StatusCounts }) {
  const { t } = useT();
  return (
    <p className="bt-summary">
      <strong>{label}</strong>
      {(['new', 'changed', 'conflict', 'same'] as const).map((s) => (
        <span key={s} data-count={s}>
          {t('transfer_count', '{{n}} {{state}}', { n: counts[s] ?? 0, state: t(STATUS_BADGES[s][0], STATUS_BADGES[s][1]).toLowerCase() })}
        </span>
      ))}
    </p>
  );
}

/** What the transfer would do to this customer (getTransferModelForTransferView): each template and package with its state. */
export function TransferPreview({ model }: { model: TransferModel }) {
  const { t } = useT();
  const from = model.source.customer_name ?? String(model.source.customer_id);
  return (
    <section aria-label={t('transfer_preview', 'Preview')}>
      <p>{t('transfer_preview_from', 'From {{customer}} ({{environment}}):', { customer: from, environment: model.source.environment })}</p>
      <SummaryLine label={t('transfer_templates', 'Templates')} counts={model.summary.templates} />
      <SummaryLine label={t('transfer_packages', 'Packages')} counts={model.summary.packages} />
      {!model.changes ? <p role="status">{t('transfer_preview_nothing', 'Everything chosen is already the same here: running it changes nothing.')}</p> : null}
      <ChangeTable
        caption={t('transfer_templates', 'Templates')}
        detailLabel={t('transfer_col_external_id', 'External id')}
        rows={model.templates.map((i) => ({ key: i.key, name: i.name, detail: i.external_id, status: i.status, reason: i.reason }))}
      />
      <ChangeTable caption={t('transfer_packages', 'Packages')} rows={model.packages.map((i) => ({ key: i.key, name: i.name, status: i.status, reason: i.reason }))} />
    </section>
  );
}
