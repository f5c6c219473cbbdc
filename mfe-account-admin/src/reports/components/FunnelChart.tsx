import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelStep } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { CHART_BOX } from './report-styles';
import { useChartWidth } from './useChartWidth';

const BAR_HEIGHT = 22;

/**
 * The funnel as horizontal bars (recharts), one per step, long labels on their own axis; one image to assistive
 * technology, named by a summary (the table beside it has every value).
 */
export function FunnelChart({ steps, summary, labelOf }: { steps: FunnelStep[]; summary: string; labelOf: (s: FunnelStep) => string }) {
  const { t } = useT();
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const data = steps.map((s) => ({ name: labelOf(s), reached: s.reached }));
  const axis = Math.min(150, Math.round(width * 0.42));
  return (
    <div ref={ref} style={CHART_BOX} role="img" aria-label={summary}>
      <BarChart layout="vertical" width={width} height={steps.length * (BAR_HEIGHT + 8) + 40} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" width={axis} tick={{ fontSize: 11 }} interval={0} />
        <Tooltip />
        <Bar dataKey="reached" name={t('funnel_reached', 'Reached')} fill="#1d4ed8" barSize={BAR_HEIGHT} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
