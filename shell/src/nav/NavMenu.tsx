import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Icon, useT, type IconName } from '@attest/shared-ui';
import { isCurrentPath } from './nav-current';

export interface NavMenuEntry {
  /** Absolute portal path, e.g. /acme/hq/documents. */
  href: string;
  label: string;
  icon?: IconName;
  /** Other absolute path prefixes on which this entry is the current one. */
  alsoCurrentOn?: string[];
  /** Shown after the label inside the link (e.g. an unread count). */
  badge?: ReactNode;
}

interface Props {
  /** The landmark's name ("Main navigation", "Staff navigation"). */
  label: string;
  entries: NavMenuEntry[];
  /** `bar`: a row above the page (applicant); `side`: a column beside it (staff). Both are a menu on phones. */
  variant: 'bar' | 'side';
}

/**
 * A navigation landmark whose links are a list on wide screens and a menu on phones (below 768px): the
 * Menu button says whether it is open (aria-expanded), opening moves focus to the first link, Escape
 * closes it and gives focus back to the button, and choosing a page closes it. The current page's link
 * carries aria-current="page".
 */
export function NavMenu({ label, entries, variant }: Props) {
  const { t } = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) {
      list.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <nav className={`shell-nav shell-nav--${variant}`} aria-label={label} onKeyDown={onKeyDown}>
      <Button
        ref={toggle}
        variant="secondary"
        className="shell-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'menu'} />
        {t('menu', 'Menu')}
      </Button>
      <ul id={listId} ref={list} className={open ? 'shell-nav__list is-open' : 'shell-nav__list'}>
        {entries.map((entry) => {
          const current = isCurrentPath(pathname, entry.href, entry.alsoCurrentOn);
          return (
            <li key={entry.href}>
              <Link to={entry.href} aria-current={current ? 'page' : undefined}>
                {entry.icon ? <Icon name={entry.icon} /> : null}
                <span>{entry.label}</span>
                {entry.badge}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
