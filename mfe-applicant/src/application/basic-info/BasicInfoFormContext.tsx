import { createContext, useContext } from 'react';
import type { FormErrors } from '@attest/contracts';

export interface BasicInfoFormState {
  /** Client errors (contracts' rules) with the server's field errors on top, keyed by Formik path. */
  errors: FormErrors;
  /** A field the person edits drops its server error. */
  clearServerError: (name: string) => void;
  today: string;
}

export const BasicInfoFormContext = createContext<BasicInfoFormState>({ errors: {}, clearServerError: () => undefined, today: '' });

export const useBasicInfoForm = () => useContext(BasicInfoFormContext);
