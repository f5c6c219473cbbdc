import { useEffect, useState } from 'react';
import type { SsoOptionsDto } from '@attest/contracts';
import { apiFetch } from '../../light/ui';

/** GET /api/v1/sso/{customerCode}/options (public); null while loading or when it fails (no SSO shown). */
export function useSsoOptions(customerCode: string): SsoOptionsDto | null {
  const [options, setOptions] = useState<SsoOptionsDto | null>(null);
  useEffect(() => {
    let live = true;
    apiFetch<SsoOptionsDto>(`/api/v1/sso/${encodeURIComponent(customerCode)}/options`).then(
      (value) => live && setOptions(value),
      () => live && setOptions(null),
    );
    return () => {
      live = false;
    };
  }, [customerCode]);
  return options;
}
