import type { ReactNode } from 'react';
import { Card, formatDate, useT } from '@attest/shared-ui';
import { useApplicantEducationQuery, useApplicantReferencesQuery, useApplicantWorkHistoryQuery, type RecordCustomField } from '../api/background-api';

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');
const day = (value: string | null) => (value ? formatDate(value) : '');

function Block({ title, empty, children, count }: { title: string; empty: string; count: number | undefined; children: ReactNode }) {
  return (
    <section className="ad-background" aria-label={title}>
      <h3>{title}</h3>
      {count === 0 ? <p>{empty}</p> : <ul className="ad-list">{children}</ul>}
    </section>
  );
}

/** The customer's own fields on a record (entitycustomfield values), those with an answer. */
function CustomFieldLines({ fields }: { fields: RecordCustomField[] | undefined }) {
  const { t } = useT();
  const answered = (fields ?? []).filter((f) => f.value !== null && f.value.trim() !== '');
  if (!answered.length) {
    return null;
  }
  const shown = (value: string) => (value === 'true' ? t('yes', 'Yes') : value === 'false' ? t('no', 'No') : value);
  return (
    <dl className="ad-custom-fields">
      {answered.map((f) => (
        <div key={f.entity_custom_field_id}>
          <dt>{f.name}</dt>
          <dd>{shown(f.value as string)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** References, work history and education as the applicant entered them (the entity manager's records). */
export function BackgroundSection({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const references = useApplicantReferencesQuery(applicantId);
  const jobs = useApplicantWorkHistoryQuery(applicantId);
  const schools = useApplicantEducationQuery(applicantId);
  return (
    <Card title={t('background', 'References, work history and education')}>
      <div className="ad-columns ad-columns--three">
        <Block title={t('work_history', 'Work history')} empty={t('no_work_history', 'No work history yet.')} count={jobs.data?.length}>
          {(jobs.data ?? []).map((j) => (
            <li key={j.work_history_id} className="ad-note">
              <strong>{joined(j.title, j.employer)}</strong>
              <div>{joined(j.city, j.state)}</div>
              <div>
                {day(j.start_date)} – {j.current ? t('present', 'Present') : day(j.end_date)}
              </div>
              {j.reason_for_leaving ? <p className="ad-note__body">{j.reason_for_leaving}</p> : null}
              <CustomFieldLines fields={j.custom_fields} />
            </li>
          ))}
        </Block>
        <Block title={t('education', 'Education')} empty={t('no_education', 'No education yet.')} count={schools.data?.length}>
          {(schools.data ?? []).map((s) => (
            <li key={s.education_id} className="ad-note">
              <strong>{s.school}</strong>
              <div>{joined(s.degree ? t(`degree_${s.degree}`, s.degree) : null, s.major, s.grad_year)}</div>
              <div>{joined(s.city, s.state)}</div>
              <CustomFieldLines fields={s.custom_fields} />
            </li>
          ))}
        </Block>
        <Block title={t('references', 'References')} empty={t('no_references', 'No references yet.')} count={references.data?.length}>
          {(references.data ?? []).map((r) => (
            <li key={r.ref_id} className="ad-note">
              <strong>{joined(`${r.first_name} ${r.last_name}`, r.company)}</strong>
              <div className="ad-break">{joined(r.email, r.phone)}</div>
              <div>{joined(r.city, r.state)}</div>
              {r.comment ? <p className="ad-note__body">{r.comment}</p> : null}
            </li>
          ))}
        </Block>
      </div>
    </Card>
  );
}
