import { useState } from 'react';
import { Button, formatDate, SelectField, useT } from '@attest/shared-ui';
import { apiErrorText } from '../../i9-common/i9-text';
import { useAcknowledgeRevocationMutation, type RevocationRow } from '../api/revocations-api';
import { employeeName } from '../revocation-labels';

/**
 * A row's acknowledgement: done (who, when), or the button (everify.manage). For an ambiguous row the person
 * first chooses which employee it is: that I-9 gets the reverification task.
 */
export function RevocationActions({ row, canManage, onChanged }: { row: RevocationRow; canManage: boolean; onChanged: () => void }) {
  const { t } = useT();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [acknowledge, { isLoading }] = useAcknowledgeRevocationMutation();
  if (row.acknowledged) {
    return (
      <span>
        {t('revocations_acknowledged_by', 'Acknowledged {{date}} by {{name}}', {
          date: formatDate(row.acknowledged_at),
          name: row.acknowledged_by_name ?? t('revocations_someone', 'a user'),
        })}
      </span>
    );
  }
  if (!canManage) {
    return <span className="i9-muted">{t('revocations_waiting', 'Waiting for acknowledgement')}</span>;
  }
  const ambiguous = row.match_kind === 'ambiguous' && row.candidates.length > 0;
  const submit = async () => {
    setError(null);
    try {
      await acknowledge({ id: row.id, ...(ambiguous && chosen ? { i9_record_id: Number(chosen) } : {}) }).unwrap();
      onChanged();
    } catch (cause) {
      setError(apiErrorText(t, cause));
    }
  };
  return (
    <div className="i9-actions">
      {ambiguous ? (
        <SelectField
          label={t('revocations_choose_employee', 'Which employee is it?')}
          placeholder={t('i9_choose', 'Choose…')}
          options={row.candidates.map((c) => ({ value: String(c.i9_record_id), label: employeeName(t, c) }))}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        />
      ) : null}
      <Button variant="secondary" loading={isLoading} disabled={ambiguous && !chosen} onClick={() => void submit()}>
        {ambiguous ? t('revocations_assign_acknowledge', 'Assign and acknowledge') : t('revocations_acknowledge', 'Acknowledge')}
      </Button>
      {error ? (
        <p className="i9-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
