import { useId, type ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled section; the title names the region for screen readers. */
export function Card({ title, children, className }: CardProps) {
  const titleId = useId();
  return (
    <section className={['at-card', className].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 className="at-card__title" id={titleId}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
