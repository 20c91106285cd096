import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { visibleNavAreas } from './nav-areas';

/** One entry per area the key can read (every area while the key's scopes are unknown). */
export function MainNav({ scopes }: { scopes: readonly string[] | null }) {
  const t = useMessages();
  const areas = visibleNavAreas(scopes);
  if (areas.length === 0) return null;
  return (
    <nav aria-label={t('shell.nav.label')} className="nav header__nav">
      <ul>
        {areas.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className="nav__link"
              activeProps={{ className: 'nav__link nav__link--active', 'aria-current': 'page' }}
            >
              {t(area.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
