import { Link, useRouterState } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { activeNavArea, visibleNavAreas } from './nav-areas';

/**
 * One entry per area the key can read (every area while the key's scopes are unknown): a row of links under
 * the header's top row. On a phone the row is a menu behind a button (the areas do not fit beside each other),
 * which closes again when a link is followed.
 */
export function MainNav({ scopes }: { scopes: readonly string[] | null }) {
  const t = useMessages();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const areas = visibleNavAreas(scopes);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeNavArea(pathname, areas);
  if (areas.length === 0) return null;
  return (
    <nav aria-label={t('shell.nav.label')} className={open ? 'nav header__nav nav--open' : 'nav header__nav'}>
      <Button
        className="nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="nav__toggle-icon" />
        {t('shell.nav.menu')}
      </Button>
      <ul id={listId}>
        {areas.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              // The area of the screen, not the router's match: the order form (/orders/new) is the catalog's.
              className={area === active ? 'nav__link nav__link--active' : 'nav__link'}
              aria-current={area === active ? 'page' : undefined}
              activeOptions={{ exact: true }}
              activeProps={{}}
              onClick={() => setOpen(false)}
            >
              {t(area.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
