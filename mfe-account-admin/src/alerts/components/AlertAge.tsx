import { alertAge } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

/** An alert's age as staff-side §9 shows it (seconds, minutes, hours up to 24, then days). */
export function AlertAge({ createdAt, now }: { createdAt: string; now?: Date }) {
  const { t } = useT();
  const age = alertAge(createdAt, now);
  const text = {
    seconds: () => t('alert_age_seconds', '{{count}} s ago', { count: age.value }),
    minutes: () => t('alert_age_minutes', '{{count}} min ago', { count: age.value }),
    hours: () => t('alert_age_hours', '{{count}} h ago', { count: age.value }),
    days: () => t('alert_age_days', '{{count}} d ago', { count: age.value }),
  }[age.unit]();
  return <time dateTime={createdAt}>{text}</time>;
}
