import { Link } from 'react-router-dom';
import { surveyTypeOfAlert } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, StatusBadge, useT, useToast, whenText } from '@attest/shared-ui';
import { TalentStyles } from '../../home/components/TalentStyles';
import { useGetAlertsQuery, useLazyGetSurveyLinkQuery, useMarkAlertsReadMutation } from '../../talent-api/talent-api';
import { alertText } from '../alert-text';
import { usePortalPath } from '../../home/usePortalPath';

/** `alerts`: the applicant's alerts, unread first; mark one or all read (the nav badge follows). */
export function AlertsPage() {
  const { t, i18n } = useT();
  const path = usePortalPath();
  const toast = useToast();
  const { data, isLoading, isError } = useGetAlertsQuery();
  const [markRead, marking] = useMarkAlertsReadMutation();
  const [surveyLink, linking] = useLazyGetSurveyLinkQuery();
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (isError || !data) {
    return <ErrorPanel message={t('alerts_load_error', 'Your alerts could not be loaded.')} />;
  }
  const mark = async (body: { alertIds: number[] } | { all: true }) => {
    try {
      await markRead(body).unwrap();
    } catch {
      toast.danger(t('alerts_mark_error', 'The alerts could not be marked read. Please try again.'));
    }
  };
  // A check-up or rate-me alert leads to its survey: the link is signed for her and that placement or interview.
  const openSurvey = async (surveyType: number, entityId: number) => {
    try {
      const { url } = await surveyLink({ survey_type: surveyType, entity_id: entityId }).unwrap();
      window.location.assign(url);
    } catch {
      toast.danger(t('alerts_survey_error', 'The survey could not be opened. Please try again.'));
    }
  };
  return (
    <>
      <TalentStyles />
      <Card title={t('alerts_title', 'Alerts')}>
        <div className="tp-actions">
          <p aria-live="polite" style={{ margin: 0 }}>
            {t('alerts_unread_count', '{{unread}} unread', { unread: data.unread })}
          </p>
          {data.unread > 0 ? (
            <Button variant="secondary" disabled={marking.isLoading} onClick={() => void mark({ all: true })}>
              {t('alerts_mark_all_read', 'Mark all read')}
            </Button>
          ) : null}
        </div>
        {data.items.length === 0 ? <p>{t('alerts_empty', 'You have no alerts. Reminders about your placements and interviews show here.')}</p> : null}
        <ul className="tp-alerts">
          {data.items.map((a) => {
            const text = alertText(a.type, a.subject, t);
            return (
              <li key={a.alert_id} className={a.read ? 'tp-alert' : 'tp-alert tp-alert--unread'}>
                <div className="tp-alert__text">
                  {a.read ? null : (
                    <StatusBadge tone="info" status="unread">
                      {t('alerts_unread', 'Unread')}
                    </StatusBadge>
                  )}{' '}
                  {a.kind === 'referral' ? text : <Link to={path('my-jobs')}>{text}</Link>}
                  <div className="tp-job__meta">{whenText(a.date_created, i18n.language)}</div>
                </div>
                {surveyTypeOfAlert(a.type) !== null ? (
                  <Button variant="secondary" disabled={linking.isFetching} onClick={() => void openSurvey(surveyTypeOfAlert(a.type) ?? 0, a.entity_id)}>
                    {t('alerts_answer_survey', 'Answer the survey')}
                    <span className="at-visually-hidden">: {text}</span>
                  </Button>
                ) : null}
                {a.read ? null : (
                  <Button variant="secondary" disabled={marking.isLoading} onClick={() => void mark({ alertIds: [a.alert_id] })}>
                    {t('alerts_mark_read', 'Mark read')}
                    <span className="at-visually-hidden">: {text}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </Card>
    </>
  );
}
