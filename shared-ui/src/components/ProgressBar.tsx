import type { ReactNode } from 'react';

export interface ProgressBarProps {
  /** 0..100; values outside are clamped. */
  value: number;
  label?: ReactNode;
}

export function ProgressBar({ value, label }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  const rounded = Math.round(clamped);
  return (
    <div>
      {label ? <div className="at-progress__label">{label}</div> : null}
      <div
        className="at-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
        aria-label={typeof label === 'string' ? label : undefined}
      >
        <div className="at-progress__fill" style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
