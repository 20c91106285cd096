import type { ReactNode } from 'react';
import './section-tabs.css';

/** What each section's `<Link>` spreads: the look, the open one marked, and no router "active" styling of its own. */
export interface SectionTabLinkProps {
  className: string;
  'aria-current': 'page' | undefined;
  // The router marks a link active only on an exact match; `aria-current` (from the validated URL) decides instead,
  // so a bad `tab` in the URL still marks the default section.
  activeOptions: { exact: true };
  activeProps: { className: string };
}

/**
 * A screen's sections (a server's, an account's, a domain's) as links that set a search param (`tab`) in the URL:
 * shareable, the back button works, preloaded on hover. A navigation with the open one marked `aria-current`,
 * rather than an ARIA tablist whose panels would all have to be in the page. The area renders each link, since
 * only it knows its route:
 *
 *   <SectionTabs label={t('vps.tabs.label')} values={vpsTabValues} current={tab}>
 *     {(value, link) => <Link to="/vps/$vpsId" params={{ vpsId }} search={{ tab: value }} {...link}>…</Link>}
 *   </SectionTabs>
 */
export function SectionTabs<T extends string>({
  label,
  values,
  current,
  children,
}: {
  label: string;
  values: readonly T[];
  current: T;
  children: (value: T, link: SectionTabLinkProps) => ReactNode;
}) {
  return (
    <nav aria-label={label} className="section-tabs">
      <ul>
        {values.map((value) => (
          <li key={value}>
            {children(value, {
              className: 'section-tabs__link',
              'aria-current': value === current ? 'page' : undefined,
              activeOptions: { exact: true },
              activeProps: { className: 'section-tabs__link' },
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
