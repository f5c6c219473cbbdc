import { useState } from 'react';
import { NPS_INTERVALS, type NpsInterval } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, SelectField, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { reportQuery, useNpsPercentsQuery, useNpsTimelineQuery, type ReportFilter } from '../api/reports-api';
import { NpsTimelineChart, NpsTimelineTable } from './NpsTimelineChart';
import { ReportCsvButton } from './ReportCsvButton';
import { ReportFilters } from './ReportFilters';
import { FIGURE, FIGURE_VALUE, FIGURES, SECTION } from './report-styles';
import { SurveysTable, surveysCsvPath } from './SurveysTable';

/**
 * `admin/reports/nps`: the NPS of the range (percent promoters − percent detractors, staff-side §9), its timeline
 * per week or month as a chart and a table, and the survey answers behind it; each as CSV.
 */
export function NpsReportPage() {
  const { t } = useT();
  const [filter, setFilter] = useState<ReportFilter>({});
  const [interval, setTimelineInterval] = useState<NpsInterval>('month');
  const percents = useNpsPercentsQuery(filter);
  const timeline = useNpsTimelineQuery({ ...filter, interval });
  const reload = () => {
    void percents.refetch();
    void timeline.refetch();
  };
  const p = percents.data;
  return (
    <Card title={t('nps_report', 'NPS survey report')}>
      <AccountAdminStyles />
      <ReportFilters value={filter} onApply={setFilter}>
        <SelectField
          label={t('nps_interval', 'Timeline by')}
          value={interval}
          options={NPS_INTERVALS.map((i) => ({ value: i, label: i === 'week' ? t('nps_by_week', 'Week') : t('nps_by_month', 'Month') }))}
          onChange={(e) => setTimelineInterval(e.target.value as NpsInterval)}
        />
      </ReportFilters>
      <LoadingBar active={percents.isFetching || timeline.isFetching} />
      {percents.error || timeline.error ? <ErrorPanel title={t('nps_unavailable', 'The NPS report could not be loaded')} onRetry={reload} /> : null}
      {p ? (
        <>
          <p className="aa-muted">{t('report_range', '{{from}} to {{to}}', { from: p.from, to: p.to })}</p>
          <ul style={FIGURES} aria-label={t('nps_figures', 'NPS figures')}>
            <li style={FIGURE}>
              <strong style={FIGURE_VALUE}>{p.nps}</strong>
              {t('nps', 'NPS')}
            </li>
            <li style={FIGURE}>
              <strong style={FIGURE_VALUE}>{p.percent_promoters}%</strong>
              {t('promoters_9_10', 'Promoters (9–10)')}
            </li>
            <li style={FIGURE}>
              <strong style={FIGURE_VALUE}>{p.percent_detractors}%</strong>
              {t('detractors_0_6', 'Detractors (0–6)')}
            </li>
            <li style={FIGURE}>
              <strong style={FIGURE_VALUE}>{p.count}</strong>
              {t('answers', 'Answers')}
            </li>
          </ul>
          <div className="aa-actions">
            <ReportCsvButton path={`/api/v1/reports/nps/percents/csv${reportQuery(filter)}`} label={t('nps_download_percents', 'Download NPS (CSV)')} />
            <ReportCsvButton path={`/api/v1/reports/nps/timeline/csv${reportQuery({ ...filter, interval })}`} label={t('nps_download_timeline', 'Download timeline (CSV)')} />
            <ReportCsvButton path={surveysCsvPath(filter)} label={t('nps_download_surveys', 'Download surveys (CSV)')} />
          </div>
        </>
      ) : null}
      {timeline.data && !timeline.data.points.length ? <p>{t('nps_no_answers', 'No survey answers in this range yet.')}</p> : null}
      {timeline.data?.points.length ? (
        <section style={SECTION} aria-label={t('nps_timeline', 'NPS timeline')}>
          <h3>{t('nps_timeline', 'NPS timeline')}</h3>
          <NpsTimelineChart points={timeline.data.points} />
          <NpsTimelineTable points={timeline.data.points} />
        </section>
      ) : null}
      <section style={SECTION} aria-label={t('nps_surveys', 'Survey answers')}>
        <h3>{t('nps_surveys', 'Survey answers')}</h3>
        <SurveysTable key={reportQuery(filter)} filter={filter} onChanged={reload} />
      </section>
    </Card>
  );
}
