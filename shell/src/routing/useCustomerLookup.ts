import { isApiError, useGetCustomerContextQuery } from '@attest/shared-ui';
import type { CustomerLookup } from './customer-redirect';

/** The customer of the URL through GET /api/v1/customerContext/{customerCode}, as a CustomerLookup. */
export function useCustomerLookup(customerCode: string): CustomerLookup & { retry: () => void } {
  const { data, error, isLoading, isFetching, refetch } = useGetCustomerContextQuery(customerCode);
  const retry = () => {
    void refetch();
  };
  if (data && !error) {
    return { status: 'found', customer: data, retry };
  }
  if (isLoading || (isFetching && !error)) {
    return { status: 'loading', retry };
  }
  if (error) {
    if (isApiError(error) && error.httpStatusCode === 404) {
      return { status: 'not-found', retry };
    }
    return { status: 'error', messageKey: isApiError(error) ? error.messageKey : 'unexpected_error', retry };
  }
  return { status: 'loading', retry };
}
