import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { NpsTimelinePoint } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { CHART_BOX } from './report-styles';
import { useChartWidth } from './useChartWidth';

const COLORS = { nps: '#1d4ed8', promoters: '#15803d', detractors: '#b91c1c' };

/**
 * The NPS timeline (recharts): NPS, percent promoters and percent detractors per period. The chart is one image
 * to assistive technology, named by a summary; the table next to it carries every value.
 */
export function NpsTimelineChart({ points }: { points: NpsTimelinePoint[] }) {
  const { t } = useT();
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const first = points[0];
  const last = points[points.length - 1];
  const summary = t('nps_chart_summary', 'NPS timeline: {{count}} periods, from {{first}} ({{firstPeriod}}) to {{last}} ({{lastPeriod}}).', {
    count: points.length,
    first: first?.nps ?? 0,
    firstPeriod: first?.period ?? '',
    last: last?.nps ?? 0,
    lastPeriod: last?.period ?? '',
  });
  return (
    <div ref={ref} style={CHART_BOX} role="img" aria-label={summary}>
      <LineChart width={width} height={260} data={points} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="period" tick={{ fontSize: 12 }} />
        <YAxis domain={[-100, 100]} tick={{ fontSize: 12 }} />
        <ReferenceLine y={0} stroke="#6b7280" />
        <Tooltip />
        <Legend />
        <Line type="monotone" dataKey="nps" name={t('nps', 'NPS')} stroke={COLORS.nps} strokeWidth={3} isAnimationActive={false} />
        <Line type="monotone" dataKey="percent_promoters" name={t('percent_promoters', '% promoters')} stroke={COLORS.promoters} isAnimationActive={false} />
        <Line type="monotone" dataKey="percent_detractors" name={t('percent_detractors', '% detractors')} stroke={COLORS.detractors} isAnimationActive={false} />
      </LineChart>
    </div>
  );
}

/** The timeline's values as a table: the chart's accessible alternative, and readable on a phone. */
export function NpsTimelineTable({ points }: { points: NpsTimelinePoint[] }) {
  const { t } = useT();
  return (
    <div className="aa-table-wrap">
      <table className="aa-table aa-stack">
        <caption className="at-visually-hidden">{t('nps_timeline_table', 'NPS per period')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('period', 'Period')}</th>
            <th scope="col">{t('answers', 'Answers')}</th>
            <th scope="col">{t('percent_promoters', '% promoters')}</th>
            <th scope="col">{t('percent_detractors', '% detractors')}</th>
            <th scope="col">{t('nps', 'NPS')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.period}>
              <td data-label={t('period', 'Period')}>{p.period}</td>
              <td data-label={t('answers', 'Answers')}>{p.count}</td>
              <td data-label={t('percent_promoters', '% promoters')}>{p.percent_promoters}</td>
              <td data-label={t('percent_detractors', '% detractors')}>{p.percent_detractors}</td>
              <td data-label={t('nps', 'NPS')}>{p.nps}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
