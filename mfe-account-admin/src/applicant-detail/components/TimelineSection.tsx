import { Card, useT } from '@attest/shared-ui';
import { useApplicantTimelineQuery } from '../api/applicant-detail-api';

const KIND_LABELS: Record<string, string> = {
  registration: 'Registered',
  sign_in: 'Sign-in',
  status: 'Application status',
  document: 'Document',
  note: 'Note',
  staff_action: 'Staff action',
  applicant_action: 'Applicant action',
};

/** The applicant's activity, newest first, from the audit log. */
export function TimelineSection({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const timeline = useApplicantTimelineQuery(applicantId);
  return (
    <Card title={t('activity', 'Activity')}>
      <ol className="ad-list ad-timeline">
        {(timeline.data ?? []).map((e, i) => {
          const kind = t(`timeline_${e.kind}`, KIND_LABELS[e.kind] ?? e.kind);
          const action = t(`timeline_action_${e.action}`, e.action.replace(/_/g, ' '));
          return (
            <li key={`${e.at}-${i}`} className="ad-row">
              <span>
                <strong>{kind}</strong>
                {/* "Registered · registered" says it once. */}
                {action.toLowerCase() === kind.toLowerCase() ? null : ` · ${action}`}
                {e.acting_user_id
                  ? ` · ${t('timeline_by_staff_as_applicant', 'by staff as the applicant')}`
                  : ''}
                {e.fields.length ? <small> ({e.fields.join(', ')})</small> : null}
              </span>
              <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
