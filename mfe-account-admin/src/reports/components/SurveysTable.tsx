import { useState } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, ErrorPanel, LoadingBar, StatusBadge, useCan, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { Pagination } from '../../applicants/components/Pagination';
import { reportQuery, useNpsSurveysQuery, useSetSurveyHiddenMutation, type ReportFilter } from '../api/reports-api';

const PAGE_SIZE = 20;

/** The survey answers of the report's range, newest first; account managers hide one from the figures or show it again. */
export function SurveysTable({ filter, onChanged }: { filter: ReportFilter; onChanged: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const canHide = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const [page, setPage] = useState(0);
  const { data, error, isFetching, refetch } = useNpsSurveysQuery({ ...filter, page: page + 1, take: PAGE_SIZE });
  const [setHidden] = useSetSurveyHiddenMutation();
  const toggle = (id: number, hidden: boolean) =>
    void setHidden({ id, hidden })
      .unwrap()
      .then(() => {
        toast.success(hidden ? t('survey_hidden', 'Survey hidden from the report') : t('survey_shown', 'Survey counted in the report again'));
        void refetch();
        onChanged();
      })
      .catch((err: unknown) => toast.danger(apiErrorText(t, err)));
  return (
    <>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('surveys_unavailable', 'The surveys could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data && !data.items.length ? <p>{t('no_surveys', 'No survey answers in this range.')}</p> : null}
      {data?.items.length ? (
        <>
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <thead>
                <tr>
                  <th scope="col">{t('date', 'Date')}</th>
                  <th scope="col">{t('applicant', 'Applicant')}</th>
                  <th scope="col">{t('survey_score', 'Score')}</th>
                  <th scope="col">{t('survey_comment', 'Comment')}</th>
                  <th scope="col">{t('status', 'Status')}</th>
                  {canHide ? (
                    <th scope="col">
                      <span className="at-visually-hidden">{t('actions', 'Actions')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {data.items.map((s) => (
                  <tr key={s.id}>
                    <td data-label={t('date', 'Date')}>{s.created_at.slice(0, 10)}</td>
                    <td data-label={t('applicant', 'Applicant')}>{s.applicant_name || `#${s.applicant_id}`}</td>
                    <td data-label={t('survey_score', 'Score')}>{s.score}</td>
                    <td data-label={t('survey_comment', 'Comment')} className="aa-break">
                      {s.comment ?? ''}
                    </td>
                    <td data-label={t('status', 'Status')}>
                      <StatusBadge tone={s.hidden ? 'neutral' : 'success'} status={s.hidden ? 'hidden' : 'counted'}>
                        {s.hidden ? t('survey_status_hidden', 'Hidden') : t('survey_status_counted', 'Counted')}
                      </StatusBadge>
                    </td>
                    {canHide ? (
                      <td>
                        <Button variant="secondary" onClick={() => toggle(s.id, !s.hidden)}>
                          {s.hidden ? t('survey_show', 'Show') : t('survey_hide', 'Hide')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label={(p) => t('surveys_page_of', 'Page {{page}} of {{pages}} ({{total}} answers)', p)} />
        </>
      ) : null}
    </>
  );
}

/** The surveys list's CSV path for the same filter. */
export const surveysCsvPath = (filter: ReportFilter) => `/api/v1/reports/nps/surveys/csv${reportQuery(filter)}`;
