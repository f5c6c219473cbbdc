import { createContext, useContext } from 'react';
import type { CustomerContext } from '@attest/shared-ui';

export interface Portal {
  customerCode: string;
  locationCode: string;
  /** Null while unknown (loading) or when the customer does not exist. */
  customer: CustomerContext | null;
}

export const PortalContext = createContext<Portal | null>(null);

/** Customer and location of the current `/{customerCode}/{locationCode}/` URL. */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) {
    throw new Error('usePortal() used outside the /{customerCode}/{locationCode}/ routes');
  }
  return portal;
}
