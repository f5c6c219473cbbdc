import { createContext, useContext } from 'react';
import type { StaffRemotes } from './useStaffRemotes';

export const StaffNavContext = createContext<StaffRemotes | null>(null);

/** The staff remotes' navigation entries, from the StaffNavProvider of the portal. */
export function useStaffNav(): StaffRemotes {
  const value = useContext(StaffNavContext);
  if (!value) {
    throw new Error('useStaffNav() used outside <StaffNavProvider>');
  }
  return value;
}
