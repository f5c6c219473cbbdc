import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, formatDate, useCan, useT } from '@attest/shared-ui';
import type { I9RecordView } from '../../i9-common/i9-record';
import { Section1Summary } from '../../section1/components/Section1Summary';

/**
 * Section 1 as the employee entered it. Numbers are masked; a user with pii.ssn.reveal may ask the server to
 * show them (the server writes the reveal to the I-9's trail and the audit log).
 */
export function Section1Panel({
  record,
  revealing,
  onReveal,
}: {
  record: I9RecordView;
  revealing: boolean;
  onReveal: (reveal: boolean) => void;
}) {
  const { t } = useT();
  const canReveal = useCan(PERMISSIONS.PII_SSN_REVEAL);
  const revision = record.section1.current ?? record.section1.draft;
  return (
    <Card title={t('i9_section1_heading', 'Section 1: Employee Information and Attestation')}>
      {record.section1.current ? (
        <p className="i9-ok">
          {t('i9_signed_on', 'Signed on {{date}}', { date: formatDate(record.section1.current.signed_at) })}
          {record.section1.current.signed_by_name ? ` — ${record.section1.current.signed_by_name}` : ''}
        </p>
      ) : (
        <p className="i9-muted">
          {t('i9_section1_not_signed', 'The employee has not signed Section 1 yet.')}
        </p>
      )}
      {record.section1.current && record.section1.draft ? (
        <p className="i9-note">
          {t('i9_section1_correction_waiting', 'A correction of Section 1 is waiting for the signature.')}
        </p>
      ) : null}
      {canReveal && revision ? (
        <div className="i9-actions" style={{ marginBottom: '0.75rem' }}>
          {record.revealed ? (
            <Button variant="secondary" onClick={() => onReveal(false)}>
              {t('i9_hide_numbers', 'Hide numbers')}
            </Button>
          ) : (
            <Button variant="secondary" loading={revealing} onClick={() => onReveal(true)}>
              {t('i9_reveal_numbers', 'Reveal numbers')}
            </Button>
          )}
          <span className="i9-muted">{t('i9_reveal_note', 'Revealing is recorded in the audit trail.')}</span>
        </div>
      ) : null}
      {revision ? (
        <Section1Summary data={revision.value} />
      ) : (
        <p>{t('i9_section1_empty', 'The employee has not started Section 1.')}</p>
      )}
    </Card>
  );
}
