import { Card, useT } from '@attest/shared-ui';

const AREAS: [string, string][] = [
  ['i9_area_section2', 'Section 2: review the new hire’s documents, capture document images and sign.'],
  ['i9_area_section3', 'Section 3: re-verify or rehire, with the re-verification reasons.'],
  ['i9_area_submissions', 'Submissions: every I-9 with counts, expirations, revisions and downloads.'],
  ['i9_area_corrections', 'Corrections to Section 1 or Section 2.'],
  ['i9_area_everify', 'E-Verify cases, further action notices and EAD revocations.'],
];

/** `admin/i9`: the staff landing of the I-9 and E-Verify area. */
export function I9AdminLanding() {
  const { t } = useT();
  return (
    <Card title={t('i9_everify', 'I-9 and E-Verify')}>
      <p>{t('i9_landing_intro', 'Employment eligibility verification for your new hires.')}</p>
      <ul>
        {AREAS.map(([key, text]) => (
          <li key={key}>{t(key, text)}</li>
        ))}
      </ul>
    </Card>
  );
}
