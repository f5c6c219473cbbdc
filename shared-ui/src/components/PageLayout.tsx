import type { ReactNode } from 'react';

export interface PageLayoutProps {
  /** The page's h1. */
  title?: ReactNode;
  /** Top bar content (logo, navigation, user menu). */
  header?: ReactNode;
  children: ReactNode;
}

export function PageLayout({ title, header, children }: PageLayoutProps) {
  return (
    <div className="at-page at-root">
      {header ? <header className="at-page__header">{header}</header> : null}
      <main className="at-page__main">
        {title ? <h1 className="at-page__title">{title}</h1> : null}
        {children}
      </main>
    </div>
  );
}
