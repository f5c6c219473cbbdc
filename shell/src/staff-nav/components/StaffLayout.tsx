import type { ReactNode } from 'react';
import { StaffNav } from './StaffNav';

/** A staff page: the side navigation and the page (one column on phones, the menu above the page). */
export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell-staff">
      <StaffNav />
      <div className="shell-staff__content">{children}</div>
    </div>
  );
}
