import { useEffect, useRef } from 'react';

/**
 * After a submit that validation refused, scrolls to and focuses the first field marked invalid, so on a
 * phone the reason a Save did nothing is on screen (long forms hide it). It takes the form's state as
 * props, not from Formik's context: shared-ui is a federation singleton and a remote's Formik context is
 * not the one shared-ui's copy of formik would read.
 */
export function FocusFirstError({ submitCount, isSubmitting, isValid }: { submitCount: number; isSubmitting: boolean; isValid: boolean }) {
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === 0 || submitCount === handled.current || isSubmitting || isValid) {
      return;
    }
    handled.current = submitCount;
    // After paint, so the error markup of this submit is in the document.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
      first?.scrollIntoView?.({ block: 'center' });
      first?.focus({ preventScroll: true });
    });
  }, [submitCount, isSubmitting, isValid]);
  return null;
}
