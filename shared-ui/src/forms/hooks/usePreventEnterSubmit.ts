import { useCallback, type KeyboardEvent } from 'react';

const TYPING_INPUTS = new Set(['text', 'tel', 'email', 'number', 'password', 'search', 'url', 'date', 'time', 'datetime-local']);

/**
 * Enter inside an input does not submit (spec §2 "Dynamic workflow"). Textareas keep their new lines
 * and buttons keep working; attach the handler on a wrapper in the capture phase.
 */
export function usePreventEnterSubmit() {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && TYPING_INPUTS.has(target.type)) {
      event.preventDefault();
    }
  }, []);
}
