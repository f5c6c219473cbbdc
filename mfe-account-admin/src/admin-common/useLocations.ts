import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGetCustomerContextQuery, type SelectOption } from '@attest/shared-ui';

/** The customer's locations from the customer context the shell already loaded (there is no /locations route). */
export function useLocations() {
  const { customerCode = '' } = useParams();
  const { data: customer } = useGetCustomerContextQuery(customerCode, { skip: !customerCode });
  return useMemo(() => {
    const locations = customer?.locations ?? [];
    const options: SelectOption[] = locations.map((l) => ({ value: String(l.location_id), label: l.name }));
    const names = new Map(locations.map((l) => [String(l.location_id), l.name]));
    const nameOf = (id: number | string | null | undefined): string | null =>
      id == null ? null : (names.get(String(id)) ?? `#${String(id)}`);
    return { options, nameOf };
  }, [customer]);
}

/** '' (no choice) → null; otherwise the number. */
export function idOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}
