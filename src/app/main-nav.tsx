import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '@/i18n';
import { buttonClass } from '@/ui/button';
import { useAnsweredTickets } from './answered-tickets';
import { activeNavArea, visibleNavAreas } from './nav-areas';

/**
 * One entry per area the key can read (every area while the key's scopes are unknown): a row of links in the header's
 * one row. Where they do not fit beside each other (below 75rem: a phone, a narrow window) the row is a list behind a
 * "Menu" button, dropped over the page, which closes again when a link is followed, on Escape (focus back on the
 * button) or on a click elsewhere.
 */
export function MainNav({ scopes }: { scopes: readonly string[] | null }) {
  const t = useMessages();
  const listId = useId();
  const badgeId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  const areas = visibleNavAreas(scopes);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeNavArea(pathname, areas);
  const support = areas.find((area) => area.to === '/support/tickets');
  // Only for a key known to read tickets: with unknown scopes (a server without /me) a refused read would be an error
  // for nothing, so there is no badge.
  const answered = useAnsweredTickets(scopes !== null && scopes.includes('read:support'));
  if (areas.length === 0) return null;
  const waiting = support !== undefined && answered !== null && answered.count > 0 ? answered.count : null;
  return (
    <nav
      ref={root}
      aria-label={t('shell.nav.label')}
      className={open ? 'nav header__nav nav--open' : 'nav header__nav'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={buttonClass('secondary', undefined, 'nav__toggle')}
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={waiting === null ? undefined : badgeId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="nav__toggle-icon" />
        {t('shell.nav.menu')}
        {/* On a phone the areas are behind the menu: the count shows on it too. */}
        {waiting !== null && (
          <span className="nav__badge" aria-hidden="true">
            {waiting}
          </span>
        )}
      </button>
      <ul id={listId}>
        {areas.map((area) => {
          const badge = area === support ? waiting : null;
          return (
            <li key={area.to}>
              <Link
                to={area.to}
                // The area of the screen, not the router's match: the order form (/orders/new) is the catalog's.
                className={area === active ? 'nav__link nav__link--active' : 'nav__link'}
                aria-current={area === active ? 'page' : undefined}
                aria-describedby={badge === null ? undefined : badgeId}
                activeOptions={{ exact: true }}
                activeProps={{}}
                onClick={() => setOpen(false)}
              >
                {t(area.label)}
                {badge !== null && (
                  <span className="nav__badge" aria-hidden="true">
                    {badge}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {waiting !== null && (
        <span id={badgeId} className="visually-hidden">
          {t('shell.nav.answered', { count: waiting })}
        </span>
      )}
      {/* Said once when an answer arrives while the page is open (the badge says how many wait). */}
      <p className="visually-hidden" role="status">
        {answered !== null && answered.arrived > 0 ? t('shell.nav.answeredArrived', { count: answered.arrived }) : ''}
      </p>
    </nav>
  );
}
