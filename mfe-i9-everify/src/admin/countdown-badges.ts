import type { Countdown } from '@attest/contracts';
import { reverifyBadge, type Badge } from '../i9-common/i9-labels';
import type { Translate } from '../i9-common/i9-text';

/**
 * Reverification as a countdown in calendar days (the authorization ends on a calendar date): "Reverify in 12
 * days", "Reverification due today", "Reverification overdue by 3 days". Without a countdown, the bucket's badge.
 */
export function reverifyCountdownBadge(
  t: Translate,
  countdown: Countdown | null | undefined,
  bucket: string | null,
): Badge | null {
  if (!countdown) {
    return reverifyBadge(t, bucket);
  }
  const days = Math.abs(countdown.calendarDaysLeft);
  switch (countdown.status) {
    case 'due_today':
      return { tone: 'alert', label: t('i9_reverify_due_today', 'Reverification due today') };
    case 'overdue':
      return days === 1
        ? { tone: 'alert', label: t('i9_reverify_overdue_one', 'Reverification overdue by 1 day') }
        : {
            tone: 'alert',
            label: t('i9_reverify_overdue_by', 'Reverification overdue by {{count}} days', { count: days }),
          };
    case 'upcoming':
      return {
        tone: days <= 30 ? 'warn' : 'info',
        label:
          days === 1
            ? t('i9_reverify_in_one', 'Reverify in 1 day')
            : t('i9_reverify_in', 'Reverify in {{count}} days', { count: days }),
      };
  }
}
