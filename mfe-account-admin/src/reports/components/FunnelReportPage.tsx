import { useCallback, useState } from 'react';
import type { FunnelStep } from '@attest/contracts';
import { applicationStatusLabel, Card, ErrorPanel, LoadingBar, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { reportQuery, useFunnelReportQuery, type ReportFilter } from '../api/reports-api';
import { FunnelChart } from './FunnelChart';
import { FunnelTable } from './FunnelTable';
import { ReportCsvButton } from './ReportCsvButton';
import { ReportFilters } from './ReportFilters';
import { SECTION } from './report-styles';

/**
 * `admin/reports/funnel`: of the applicants registered in the range, how many reached each application step and
 * each document state, the drop-off between steps and the median time to reach each; as a chart, a table and CSV.
 */
export function FunnelReportPage() {
  const { t } = useT();
  const [filter, setFilter] = useState<ReportFilter>({});
  const { data, error, isFetching, refetch } = useFunnelReportQuery(filter);
  const labelOf = useCallback(
    (s: FunnelStep): string => {
      if (s.kind === 'application') {
        return applicationStatusLabel(t, s.step);
      }
      switch (s.step) {
        case 'SENT':
          return t('funnel_doc_sent', 'Documents sent');
        case 'OPENED':
          return t('funnel_doc_opened', 'Documents opened');
        case 'VIEWED':
          return t('funnel_doc_viewed', 'Signing viewed');
        case 'SIGNED':
          return t('funnel_doc_signed', 'Documents signed');
        default:
          return t('funnel_doc_complete', 'Documents complete');
      }
    },
    [t],
  );
  const byKind = (kind: FunnelStep['kind']) => data?.steps.filter((s) => s.kind === kind) ?? [];
  /** The chart's name for assistive technology: how many started and how many got to the end of the chain. */
  const summary = (kind: FunnelStep['kind']) => {
    const steps = byKind(kind);
    return t('funnel_chart_summary', '{{first}}: {{firstCount}} applicants; {{last}}: {{lastCount}}.', {
      first: steps.length ? labelOf(steps[0]) : '',
      firstCount: steps[0]?.reached ?? 0,
      last: steps.length ? labelOf(steps[steps.length - 1]) : '',
      lastCount: steps[steps.length - 1]?.reached ?? 0,
    });
  };
  return (
    <Card title={t('funnel_report', 'Onboarding funnel')}>
      <AccountAdminStyles />
      <ReportFilters value={filter} onApply={setFilter} />
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('funnel_unavailable', 'The funnel could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          <p className="aa-muted">
            {t('funnel_registered', '{{count}} applicants registered from {{from}} to {{to}}.', { count: data.registered, from: data.from, to: data.to })}
          </p>
          <div className="aa-actions">
            <ReportCsvButton path={`/api/v1/reports/funnel/csv${reportQuery(filter)}`} label={t('funnel_download', 'Download funnel (CSV)')} />
          </div>
          {data.registered ? (
            <>
              <section style={SECTION} aria-label={t('funnel_application_steps', 'Application steps')}>
                <h3>{t('funnel_application_steps', 'Application steps')}</h3>
                <FunnelChart steps={byKind('application')} summary={summary('application')} labelOf={labelOf} />
              </section>
              <section style={SECTION} aria-label={t('funnel_document_steps', 'Documents')}>
                <h3>{t('funnel_document_steps', 'Documents')}</h3>
                <FunnelChart steps={byKind('document')} summary={summary('document')} labelOf={labelOf} />
              </section>
              <section style={SECTION} aria-label={t('funnel_all_steps', 'Every step')}>
                <h3>{t('funnel_all_steps', 'Every step')}</h3>
                <FunnelTable steps={data.steps} labelOf={labelOf} />
              </section>
            </>
          ) : (
            <p>{t('funnel_empty', 'No applicants registered in this range.')}</p>
          )}
        </>
      ) : null}
    </Card>
  );
}
