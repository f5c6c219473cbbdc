import { useEffect, useState } from 'react';
import { apiFetch, initI18n, isApiError, type CustomerContext } from '../light/ui';
import type { CustomerLookup } from '../routing/customer-redirect';

export type LoginPortal = CustomerLookup & { retry: () => void };

/**
 * The sign-in page's customer (GET /api/v1/customerContext/{code}) and its translations, with plain
 * fetches instead of the store: the page stays free of RTK Query and the rest of shared-ui. 'loading'
 * until both are there, so the page never shows English first.
 */
export function useLoginPortal(customerCode: string, locationCode: string): LoginPortal {
  const [lookup, setLookup] = useState<CustomerLookup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLookup({ status: 'loading' });
    const customer = apiFetch<CustomerContext>(
      `/api/v1/customerContext/${encodeURIComponent(customerCode)}`,
    ).then(
      (found): CustomerLookup => ({ status: 'found', customer: found }),
      (error: unknown): CustomerLookup =>
        isApiError(error) && error.httpStatusCode === 404
          ? { status: 'not-found' }
          : { status: 'error', messageKey: isApiError(error) ? error.messageKey : 'unexpected_error' },
    );
    // initI18n never rejects: without translations the English fallbacks show.
    void Promise.all([customer, initI18n({ customerCode, locationCode })]).then(
      ([result]) => live && setLookup(result),
    );
    return () => {
      live = false;
    };
  }, [customerCode, locationCode, attempt]);

  return { ...lookup, retry: () => setAttempt((n) => n + 1) };
}
