import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/useT';

/** Spec, "Field display": advances by itself to 97% in steps every 100 ms. */
export const LOADING_BAR_STEP_MS = 100;
export const LOADING_BAR_CEILING = 97;
const HIDE_AFTER_COMPLETE_MS = 300;

/** Big steps first, smaller near the ceiling, never less than 1 point so it does reach 97. */
export function nextLoadingValue(value: number): number {
  const step = Math.max(1, (LOADING_BAR_CEILING - value) * 0.1);
  return Math.min(LOADING_BAR_CEILING, value + step);
}

export interface LoadingBarProps {
  active: boolean;
}

/** Top-of-page bar while something loads; completes to 100% and hides when `active` turns off. */
export function LoadingBar({ active }: LoadingBarProps) {
  const { t } = useT();
  const [value, setValue] = useState(0);
  const [visible, setVisible] = useState(active);
  const wasActive = useRef(active);
  const climbing = active && value < LOADING_BAR_CEILING;

  useEffect(() => {
    if (!climbing) {
      return undefined;
    }
    const timer = setInterval(() => setValue(nextLoadingValue), LOADING_BAR_STEP_MS);
    return () => clearInterval(timer);
  }, [climbing]);

  useEffect(() => {
    if (active) {
      wasActive.current = true;
      setVisible(true);
      setValue(0);
      return undefined;
    }
    if (!wasActive.current) {
      return undefined;
    }
    wasActive.current = false;
    setValue(100);
    const hide = setTimeout(() => setVisible(false), HIDE_AFTER_COMPLETE_MS);
    return () => clearTimeout(hide);
  }, [active]);

  if (!visible) {
    return null;
  }
  const rounded = Math.round(value);
  return (
    <div
      className="at-loading-bar"
      role="progressbar"
      aria-label={t('loading', 'Loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
    >
      <div className="at-loading-bar__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
