import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useMessages } from '@/i18n';
import { SectionTabs, type SectionTabLinkProps } from '@/ui/section-tabs';
import { accountMessages } from '@/features/account/messages/catalog';

export const accountPages = ['profile', 'keys', 'team', 'sessions'] as const;
export type AccountPage = (typeof accountPages)[number];

/** The pages other areas draw (team members, sessions): named by their path, not by a route of this area. */
const otherPages = { team: '/account/team', sessions: '/account/sessions' } as const;

/**
 * The account's pages, side by side: profile and security (this page), API keys, team members and sessions. Each
 * is a link (shareable, the back button works, opens in a new tab with the usual keys).
 */
export function AccountNav({ current }: { current: AccountPage }) {
  const t = useMessages(accountMessages);
  return (
    <SectionTabs label={t('account.nav')} values={accountPages} current={current}>
      {(page, link) => {
        const words = t('account.nav.item', { page });
        if (page === 'profile') {
          return (
            <Link to="/account" {...link}>
              {words}
            </Link>
          );
        }
        if (page === 'keys') {
          return (
            <Link to="/account/keys" {...link}>
              {words}
            </Link>
          );
        }
        return (
          <PathLink href={otherPages[page]} link={link}>
            {words}
          </PathLink>
        );
      }}
    </SectionTabs>
  );
}

/** A link within the panel by its path: a plain click navigates in the app; a modified one is the browser's. */
function PathLink({ href, link, children }: { href: string; link: SectionTabLinkProps; children: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} className={link.className} aria-current={link['aria-current']} onClick={onClick}>
      {children}
    </a>
  );
}
