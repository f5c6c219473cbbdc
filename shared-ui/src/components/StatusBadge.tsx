import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/icons';
import type { Tone } from '../styles/tokens';

export interface StatusBadgeProps {
  tone?: Tone;
  /** A decorative icon before the word. */
  icon?: IconName;
  /** The machine value behind the badge, for tests and styling (`data-status`); never shown. */
  status?: string;
  className?: string;
  /** The word people read (a translated label, never a raw code). */
  children: ReactNode;
}

/** A status as a labelled badge: a tone, an optional icon and always a word (the one visual language for statuses). */
export function StatusBadge({ tone = 'neutral', icon, status, className, children }: StatusBadgeProps) {
  return (
    <span className={['at-badge', `at-badge--${tone}`, className].filter(Boolean).join(' ')} data-status={status}>
      {icon ? <Icon name={icon} size={14} /> : null}
      {children}
    </span>
  );
}
