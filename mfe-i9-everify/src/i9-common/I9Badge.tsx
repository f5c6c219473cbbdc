import type { Badge } from './i9-labels';

/** A labelled badge (never a raw code). */
export function I9Badge({ badge }: { badge: Badge | null }) {
  return badge ? <span className={`i9-badge i9-badge--${badge.tone}`}>{badge.label}</span> : null;
}
