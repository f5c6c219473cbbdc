import { StatusBadge, type Tone } from '@attest/shared-ui';
import type { Badge } from './i9-labels';

const TONES: Record<Badge['tone'], Tone> = { ok: 'success', info: 'info', warn: 'warning', alert: 'danger', muted: 'neutral' };

/** A labelled badge (never a raw code), in the design system's tones (the i9-badge classes stay for this remote's layout). */
export function I9Badge({ badge }: { badge: Badge | null }) {
  return badge ? (
    <StatusBadge tone={TONES[badge.tone]} className={`i9-badge i9-badge--${badge.tone}`}>
      {badge.label}
    </StatusBadge>
  ) : null;
}
