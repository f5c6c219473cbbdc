import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, useCan, useT, useToast } from '@attest/shared-ui';
import { applicantActions, useApplicantFactsQuery, type ApplicantRecord } from '../api/applicant-detail-api';
import { PaySummaryFact } from './PaySummaryFact';
import { TermsOfServiceFact } from './TermsOfServiceFact';

/** Location code, terms of service, alternate ids, pay summary, EEO (gated), debug info. */
export function FactsSection({ record, onChanged }: { record: ApplicantRecord; onChanged: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const applicantId = String(record.applicant_id);
  const facts = useApplicantFactsQuery(applicantId);
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const canEeo = useCan(PERMISSIONS.APPLICANTS_EEO_READ);
  const deleteAltId = async (altId: number) => {
    try {
      await applicantActions.deleteAltId(applicantId, altId);
      onChanged();
    } catch {
      toast.danger(t('toast_save_error', 'An Error Occurred'));
    }
  };
  const f = facts.data;
  // Never an endless "…": a failed read says so and offers a retry.
  const pending = facts.isError ? t('not_available', 'Not available') : '…';
  return (
    <Card title={t('applicant_details', 'Details')}>
      {facts.isError ? (
        <p role="alert" className="ad-row">
          {t('applicant_details_failed', 'Some details could not be loaded.')}{' '}
          <Button variant="link" onClick={() => void facts.refetch()}>
            {t('try_again', 'Try again')}
          </Button>
        </p>
      ) : null}
      <dl className="ad-facts">
        <dt>{t('location_code', 'Location code')}</dt>
        <dd>{f?.location.location_code ?? pending}</dd>
        <dt>{t('terms_of_service', 'Terms of service')}</dt>
        <dd>{f ? <TermsOfServiceFact tos={f.tos} /> : pending}</dd>
        <dt>{t('pay_summary', 'Pay summary')}</dt>
        <dd>{f ? <PaySummaryFact pay={f.pay} /> : pending}</dd>
        <dt>{t('alternate_ids', 'Alternate IDs')}</dt>
        <dd>
          {record.alt_ids.length === 0 ? t('none', 'None') : null}
          <ul className="ad-list">
            {record.alt_ids.map((a) => (
              <li key={a.id} className="ad-row">
                <span>{a.alt_id_value}</span>
                {canWrite ? (
                  <Button variant="link" onClick={() => void deleteAltId(a.id)}>
                    {t('delete', 'Delete')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </dd>
        {canEeo ? (
          <>
            <dt>{t('eeo', 'EEO')}</dt>
            <dd>{record.eeoc ? Object.entries(record.eeoc).filter(([k, v]) => k !== 'applicant_id' && v).map(([k, v]) => `${t(k, k)}: ${v}`).join(', ') || t('none', 'None') : t('none', 'None')}</dd>
            <dt>{t('self_admission', 'Self-admission')}</dt>
            <dd>{record.admission?.convicted ? t(`answer_${record.admission.convicted}`, record.admission.convicted) : t('none', 'None')}</dd>
          </>
        ) : null}
      </dl>
      <details className="ad-debug">
        <summary>{t('debug_info', 'Debug info')}</summary>
        <pre>{f ? JSON.stringify(f.debug, null, 2) : ''}</pre>
      </details>
    </Card>
  );
}
