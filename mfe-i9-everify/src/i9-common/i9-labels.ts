import type { Countdown } from '@attest/contracts';
import type { Translate } from './i9-text';

export type BadgeTone = 'ok' | 'info' | 'warn' | 'alert' | 'muted';
export interface Badge {
  tone: BadgeTone;
  label: string;
}

/** An I-9's status (compliance's I9Status) as words; a status this screen does not know is never shown raw. */
export function i9StatusBadge(t: Translate, status: string): Badge {
  switch (status) {
    case 'section1_pending':
      return { tone: 'warn', label: t('i9_status_section1_pending', 'Section 1 pending') };
    case 'section1_signed':
      return { tone: 'info', label: t('i9_status_section1_signed', 'Section 1 signed') };
    case 'section2_pending_review':
      return { tone: 'info', label: t('i9_status_section2_pending_review', 'Section 2 waiting for review') };
    case 'complete':
      return { tone: 'ok', label: t('i9_status_complete', 'Complete') };
    default:
      return { tone: 'muted', label: t('i9_status_other', 'In progress') };
  }
}

/** The Section 2 countdown in business days (deadlineCountdown from contracts, computed by the server). */
export function section2CountdownBadge(t: Translate, countdown: Countdown | null): Badge | null {
  if (!countdown) {
    return null;
  }
  switch (countdown.status) {
    case 'due_today':
      return { tone: 'warn', label: t('i9_s2_due_today', 'Section 2 due today') };
    case 'overdue':
      return countdown.overdueBusinessDays === 1
        ? { tone: 'alert', label: t('i9_s2_overdue_one', 'Section 2 overdue by 1 business day') }
        : {
            tone: 'alert',
            label: t('i9_s2_overdue', 'Section 2 overdue by {{count}} business days', {
              count: countdown.overdueBusinessDays,
            }),
          };
    case 'upcoming':
      return countdown.businessDaysLeft === 1
        ? { tone: 'info', label: t('i9_s2_left_one', 'Section 2 due in 1 business day') }
        : {
            tone: 'info',
            label: t('i9_s2_left', 'Section 2 due in {{count}} business days', {
              count: countdown.businessDaysLeft,
            }),
          };
  }
}

/** Reverification, by the dashboard's buckets (reverifyBucket from contracts). */
export function reverifyBadge(t: Translate, bucket: string | null): Badge | null {
  switch (bucket ?? '') {
    case 'overdue':
      return { tone: 'alert', label: t('i9_reverify_overdue', 'Reverification overdue') };
    case 'due_30':
      return { tone: 'warn', label: t('i9_reverify_due_30', 'Reverify within 30 days') };
    case 'due_60':
      return { tone: 'info', label: t('i9_reverify_due_60', 'Reverify within 60 days') };
    case 'due_90':
      return { tone: 'info', label: t('i9_reverify_due_90', 'Reverify within 90 days') };
    default:
      return null;
  }
}

/** The dashboard's cards, in the order staff work them. */
export const COUNT_CARDS = [
  'section1_pending',
  'section2_due_today',
  'section2_overdue',
  'reverify_due_30',
  'reverify_due_60',
  'reverify_due_90',
  'reverify_overdue',
  'corrections',
] as const;
export type CountCard = (typeof COUNT_CARDS)[number];

export function countCardLabel(t: Translate, state: CountCard): string {
  switch (state) {
    case 'section1_pending':
      return t('i9_count_section1_pending', 'Section 1 pending');
    case 'section2_due_today':
      return t('i9_count_section2_due_today', 'Section 2 due today');
    case 'section2_overdue':
      return t('i9_count_section2_overdue', 'Section 2 overdue');
    case 'reverify_due_30':
      return t('i9_count_reverify_due_30', 'Reverification due in 30 days');
    case 'reverify_due_60':
      return t('i9_count_reverify_due_60', 'Reverification due in 31–60 days');
    case 'reverify_due_90':
      return t('i9_count_reverify_due_90', 'Reverification due in 61–90 days');
    case 'reverify_overdue':
      return t('i9_count_reverify_overdue', 'Reverification overdue');
    case 'corrections':
      return t('i9_count_corrections', 'Corrections waiting');
  }
}
