import type { FunnelStep } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

/** Every step of the funnel: reached, share of the registered, drop-off and median wait. */
export function FunnelTable({ steps, labelOf }: { steps: FunnelStep[]; labelOf: (s: FunnelStep) => string }) {
  const { t } = useT();
  const hours = (h: number | null) => (h === null ? '—' : t('hours_value', '{{count}} h', { count: h }));
  return (
    <div className="aa-table-wrap">
      <table className="aa-table aa-stack">
        <caption className="at-visually-hidden">{t('funnel_table', 'Onboarding funnel steps')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('funnel_step', 'Step')}</th>
            <th scope="col">{t('funnel_reached', 'Reached')}</th>
            <th scope="col">{t('funnel_percent', '% of registered')}</th>
            <th scope="col">{t('funnel_drop_off', 'Drop-off')}</th>
            <th scope="col">{t('funnel_median', 'Median time to reach')}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((s) => (
            <tr key={`${s.kind}-${s.step}`}>
              <td data-label={t('funnel_step', 'Step')}>
                {labelOf(s)}
              </td>
              <td data-label={t('funnel_reached', 'Reached')}>{s.reached}</td>
              <td data-label={t('funnel_percent', '% of registered')}>{s.percent_of_registered}%</td>
              <td data-label={t('funnel_drop_off', 'Drop-off')}>
                {s.drop_off} ({s.drop_off_percent}%)
              </td>
              <td data-label={t('funnel_median', 'Median time to reach')}>{hours(s.median_hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
