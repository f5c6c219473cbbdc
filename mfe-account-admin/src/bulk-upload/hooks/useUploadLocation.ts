import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetCustomerContextQuery, type SelectOption } from '@attest/shared-ui';

/**
 * The location the new applicants join: the one the page was opened in (the URL's location code) until the user
 * picks another ('' for none). A location-limited user's upload must name one of their locations (else a 404).
 */
export function useUploadLocation(): { options: SelectOption[]; value: string; setValue: (value: string) => void } {
  const { customerCode = '', locationCode = '' } = useParams();
  const { data: customer } = useGetCustomerContextQuery(customerCode, { skip: !customerCode });
  const locations = customer?.locations ?? [];
  const [chosen, setValue] = useState<string | null>(null);
  const current = locations.find((l) => l.location_code === locationCode);
  const value = chosen ?? (current ? String(current.location_id) : '');
  return { options: locations.map((l) => ({ value: String(l.location_id), label: l.name })), value, setValue };
}
