import type { ReactNode } from 'react';
import { Card } from '../../light/ui';

/** The narrow centred card every guest page sits in. */
export function GuestCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="shell-guest">
      <Card title={title}>{children}</Card>
    </div>
  );
}
