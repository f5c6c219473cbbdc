import { StatusBadge, useT } from '@attest/shared-ui';
import { reasonText, STATUS_BADGES, type ChangeStatusWord } from '../transfer-texts';

export interface ChangeRow {
  key: string;
  name: string;
  detail?: string | null;
  status: ChangeStatusWord;
  reason?: string;
}

export interface ChangeTableProps {
  caption: string;
  rows: ChangeRow[];
  detailLabel?: string;
  /** With these, each row has a checkbox (only new and changed rows can be chosen). */
  chosen?: string[];
  onToggle?: (key: string) => void;
}

/** A preview list: name, detail, state and the reason of a conflict. A table on a wide screen, cards on a phone (ca-table). */
export function ChangeTable({ caption, rows, detailLabel, chosen, onToggle }: ChangeTableProps) {
  const { t } = useT();
  const choosing = Boolean(chosen && onToggle);
  if (!rows.length) {
    return (
      <p>
        <strong>{caption}</strong>: {t('transfer_nothing_listed', 'nothing here.')}
      </p>
    );
  }
  return (
    <div className="ca-table-wrap">
      <table className="ca-table">
        <caption className="bt-caption">{caption}</caption>
        <thead>
          <tr>
            {choosing ? <th scope="col">{t('transfer_choose', 'Choose')}</th> : null}
            <th scope="col">{t('transfer_col_name', 'Name')}</th>
            {detailLabel ? <th scope="col">{detailLabel}</th> : null}
            <th scope="col">{t('transfer_col_state', 'State')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [key, english, tone] = STATUS_BADGES[row.status];
            const choosable = row.status === 'new' || row.status === 'changed';
            return (
              <tr key={row.key} data-status={row.status}>
                {choosing ? (
                  <td>
                    <input
                      type="checkbox"
                      disabled={!choosable}
                      checked={chosen!.includes(row.key)}
                      onChange={() => onToggle!(row.key)}
                      aria-label={t('transfer_choose_item', 'Choose {{name}}', { name: row.name })}
                    />
                  </td>
                ) : null}
                <td data-label={t('transfer_col_name', 'Name')}>{row.name}</td>
                {detailLabel ? <td data-label={detailLabel}>{row.detail ?? '—'}</td> : null}
                <td data-label={t('transfer_col_state', 'State')}>
                  <StatusBadge tone={tone} status={row.status}>
                    {t(key, english)}
                  </StatusBadge>
                  {row.reason ? <span className="bt-reason">{reasonText(t, row.reason)}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
