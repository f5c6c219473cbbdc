import { useState } from 'react';
import type { EverifyCaseStatus } from '@attest/contracts';
import { Button, SelectField, formatDate, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { apiErrorText } from '../../i9-common/i9-text';
import { usePushSimulatorCaseMutation, type SimulatorCase } from '../api/simulator-api';
import { pushableStatuses, statusText } from '../status-text';

/** The simulator's cases; an open case can be pushed to a result E-Verify could give from where it is. */
export function SimulatorCasesTable({ cases, onPushed }: { cases: SimulatorCase[]; onPushed: () => void }) {
  const { t } = useT();
  if (cases.length === 0) {
    return <p>{t('everify_sim_no_cases', 'No case has been sent to E-Verify yet.')}</p>;
  }
  const cols = {
    number: t('everify_sim_col_case', 'Case number'),
    ssn: t('everify_sim_col_ssn', 'SSN'),
    status: t('everify_sim_col_status', 'Result'),
    push: t('everify_sim_col_push', 'Push to'),
  };
  return (
    <div className="i9-table-wrap">
      <table className="i9-table i9-stack">
        <thead>
          <tr>
            <th scope="col">{cols.number}</th>
            <th scope="col">{cols.ssn}</th>
            <th scope="col">{cols.status}</th>
            <th scope="col">{cols.push}</th>
          </tr>
        </thead>
        <tbody>
          {cases.map((c) => (
            <tr key={c.id} data-case={c.case_number}>
              <td data-label={cols.number}>
                {c.case_number}
                <span className="i9-muted"> {formatDate(c.created_at, '')}</span>
              </td>
              <td data-label={cols.ssn}>{c.ssn}</td>
              <td data-label={cols.status}>
                {statusText(t, c.status)}
                {c.closed ? ` (${t('everify_sim_closed', 'closed')})` : null}
                {c.next_status && !c.closed ? (
                  <span className="i9-muted">
                    {' '}
                    {t('everify_sim_next', 'next: {{result}}', { result: statusText(t, c.next_status) })}
                  </span>
                ) : null}
              </td>
              <td data-label={cols.push}>
                <PushControl c={c} onPushed={onPushed} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PushControl({ c, onPushed }: { c: SimulatorCase; onPushed: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const [push, pushing] = usePushSimulatorCaseMutation();
  const options = pushableStatuses(c.status, c.tnc_agency, c.closed);
  const [choice, setChoice] = useState<EverifyCaseStatus | ''>('');
  const [error, setError] = useState<string | null>(null);
  if (options.length === 0) {
    return <span className="i9-muted">{t('everify_sim_no_push', 'No result to give')}</span>;
  }
  const submit = async () => {
    if (!choice) {
      return;
    }
    setError(null);
    try {
      await push({ caseNumber: c.case_number, status: choice }).unwrap();
      toast.success(t('everify_sim_pushed', 'E-Verify gave the new result. The case picks it up on its next status refresh.'));
      setChoice('');
      onPushed();
    } catch (err) {
      setError(apiErrorText(t, err));
    }
  };
  return (
    <div className="i9-toolbar">
      <SelectField
        label={t('everify_sim_push_label', 'Result for case {{number}}', { number: c.case_number })}
        placeholder={t('everify_sim_push_choose', 'Choose a result')}
        options={options.map((s) => ({ value: s, label: statusText(t, s) }))}
        value={choice}
        onChange={(e) => setChoice(e.target.value as EverifyCaseStatus | '')}
      />
      <Button variant="secondary" disabled={!choice || pushing.isLoading} onClick={() => void submit()}>
        {t('everify_sim_push', 'Push')}
      </Button>
      <ErrorAlert message={error} />
    </div>
  );
}
