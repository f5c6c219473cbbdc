import type { useT } from '@attest/shared-ui';
import type { TalentJob } from '../talent-api/talent-api';

export type Translate = ReturnType<typeof useT>['t'];
type Money = { format: (amount: number) => string };

export const jobTitle = (job: Pick<TalentJob, 'name' | 'job_id'>) => job.name || `#${job.job_id}`;

/**
 * "$42.00–$55.00 an hour", "$19.50 an hour" or "$41,000.00 a year"; empty when the posting names no pay or the
 * customer's display settings hide that kind of pay (`show`).
 */
export function payText(
  job: Pick<TalentJob, 'pay_low' | 'pay_high' | 'pay_rate' | 'salary'>,
  money: Money,
  t: Translate,
  show: { hourly: boolean; salary: boolean } = { hourly: true, salary: true },
): string {
  if (!show.hourly) {
    return show.salary && job.salary !== null ? t('job_pay_salary', '{{salary}} a year', { salary: money.format(job.salary) }) : '';
  }
  if (job.pay_low !== null && job.pay_high !== null && job.pay_low !== job.pay_high) {
    return t('job_pay_hourly_range', '{{low}}–{{high}} an hour', { low: money.format(job.pay_low), high: money.format(job.pay_high) });
  }
  const hourly = job.pay_rate ?? job.pay_low ?? job.pay_high;
  if (hourly !== null) {
    return t('job_pay_hourly', '{{rate}} an hour', { rate: money.format(hourly) });
  }
  if (show.salary && job.salary !== null) {
    return t('job_pay_salary', '{{salary}} a year', { salary: money.format(job.salary) });
  }
  return '';
}

/** "Helena, MT 59601". */
export const cityLine = (job: Pick<TalentJob, 'job_city' | 'job_state' | 'job_zip'>) =>
  [job.job_city, [job.job_state, job.job_zip].filter((p) => p !== null && p !== '').join(' ')].filter(Boolean).join(', ');
