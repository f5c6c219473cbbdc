import { countCardLabel, type CountCard } from '../i9-common/i9-labels';
import type { Translate } from '../i9-common/i9-text';

/**
 * The I-9 dashboard's cards, in the order staff work them (issue 12): Section 1 pending, Section 2 due today
 * and overdue, Section 2 waiting for review, reverification due within 30 / 31–60 / 61–90 days and overdue,
 * corrections waiting. Each is a state of POST /api/v1/submissions/counts and /query.
 */
export const DASHBOARD_CARDS = [
  'section1_pending',
  'section2_due_today',
  'section2_overdue',
  'section2_pending_review',
  'reverify_due_30',
  'reverify_due_60',
  'reverify_due_90',
  'reverify_overdue',
  'corrections',
] as const satisfies readonly (CountCard | 'section2_pending_review')[];
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/** The cards whose count is a problem (shown in red when not zero). */
export const ALERT_CARDS: readonly DashboardCard[] = ['section2_overdue', 'reverify_overdue'];

export function dashboardCardLabel(t: Translate, card: DashboardCard): string {
  return card === 'section2_pending_review'
    ? t('i9_count_section2_pending_review', 'Section 2 waiting for review')
    : countCardLabel(t, card);
}
