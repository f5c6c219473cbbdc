import { formatDate, useT } from '@attest/shared-ui';
import { I9Badge } from '../../i9-common/I9Badge';
import { i9MessageText } from '../../i9-common/i9-text';
import type { EverifyCase } from '../api/everify-cases-api';
import { closureText, countdownBadge, photoAnswerText, reasonText, statusBadge, waitingBadge, when } from '../everify-labels';

/** The case's status, whether it waits for E-Verify, its running deadlines as countdowns, and its facts. */
export function CaseSummary({ c }: { c: EverifyCase }) {
  const { t } = useT();
  const notSet = t('i9_not_set', 'Not set');
  const rows: [string, string][] = [
    [t('everify_col_case_number', 'Case number'), c.case_number ?? t('everify_no_case_number', 'Not opened yet')],
    [t('i9_col_first_day', 'First day of employment'), formatDate(c.first_day_of_employment, notSet)],
    [t('everify_case_due', 'Case due (3rd business day)'), formatDate(c.case_due, notSet)],
    [t('everify_submitted_at', 'Sent to E-Verify'), when(c.submitted_at) || notSet],
    [t('everify_opened_at', 'Opened by E-Verify'), when(c.opened_at) || notSet],
  ];
  if (c.reason_for_delay) {
    const auto = c.reason_for_delay_auto ? ` (${i9MessageText(t, 'everify_delay_auto')})` : '';
    rows.push([t('everify_reason_for_delay', 'Reason for delay'), `${reasonText(t, c.reason_for_delay)}${c.reason_for_delay_description ? `: ${c.reason_for_delay_description}` : ''}${auto}`]);
  }
  if (c.tnc_agency) {
    rows.push(
      [t('everify_agency', 'Agency of the mismatch'), c.tnc_agency],
      [t('everify_tnc_issued', 'Mismatch issued'), when(c.tnc_issued_at)],
      [t('everify_notify_due', 'Notify the employee by'), formatDate(c.notify_due, notSet)],
      [t('everify_employee_notified', 'Employee notified'), when(c.employee_notified_at) || t('everify_not_yet', 'Not yet')],
    );
  }
  if (c.referred_at) {
    rows.push([t('everify_referred_at', 'Referred'), when(c.referred_at)], [t('everify_contact_due', 'Employee to contact the agency by'), formatDate(c.contact_due, notSet)]);
  }
  if (c.photo_answer) {
    rows.push([t('everify_photo_answer', 'Photo matching answer'), photoAnswerText(t, c.photo_answer as never)]);
  }
  if (c.closure_statement) {
    rows.push([t('everify_closure_statement', 'Closure statement'), closureText(t, c.closure_statement)], [t('everify_closed_at', 'Closed'), when(c.closed_at)]);
  }
  const countdowns = [countdownBadge(t, 'case', c.case_days_left), countdownBadge(t, 'notify', c.notify_days_left), countdownBadge(t, 'contact', c.contact_days_left)];
  return (
    <>
      <div data-testid="case-status">
        <I9Badge badge={statusBadge(t, c.status)} />
        {c.awaiting_service ? <I9Badge badge={waitingBadge(t)} /> : null}
        {countdowns.map((b) => (b ? <I9Badge key={b.label} badge={b} /> : null))}
      </div>
      {c.awaiting_service && c.last_error ? <p className="i9-warn" role="status">{i9MessageText(t, c.last_error)}</p> : null}
      {c.adverse_action_forbidden ? (
        <p className="i9-note">{t('everify_no_adverse_action', 'While this case is open, take no adverse action against the employee (no firing, suspension, delayed start or withheld pay) because of E-Verify.')}</p>
      ) : null}
      <dl className="i9-values">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
