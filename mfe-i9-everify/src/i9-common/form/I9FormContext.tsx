import { createContext, useContext } from 'react';
import type { FormErrors } from '@attest/contracts';

export interface I9FormState {
  /** contracts' rule errors (contracts schema) of the values on screen, keyed by path ('preparers[0].zip'). */
  errors: FormErrors;
  /** What the server refused, shown until the field is edited. */
  serverErrors: Record<string, string>;
  clearServerError: (path: string) => void;
  today: string;
}

export const I9FormContext = createContext<I9FormState>({
  errors: {},
  serverErrors: {},
  clearServerError: () => undefined,
  today: '',
});

export const useI9Form = () => useContext(I9FormContext);
