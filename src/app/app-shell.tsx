import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ensureCatalog, problemMessages, useLocale, useMessages } from '@/i18n';
import { RateLimitBanner } from '@/ui/rate-limit-banner';
import { useWhenIdle } from '@/ui/use-when-idle';
import { AppHeader } from './app-header';
import { ReplayBanner } from './replay-banner';
import { ShareViewHost } from './share-view-host';

/**
 * The signed-in layout: skip link, header with navigation, the rate-limit notice, and the page (the matched
 * child route, or `children` for a page the route tree has no match for).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const t = useMessages();
  const locale = useLocale();
  // The problem words (errors, blocked controls) are no part of a first screen: fetched once the browser is idle.
  useWhenIdle(() => void ensureCatalog(problemMessages, locale).catch(() => undefined), [locale]);
  return (
    <ShareViewHost>
      <div className="shell">
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <AppHeader />
        <ReplayBanner />
        <RateLimitBanner />
        <main id="main" className="main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
    </ShareViewHost>
  );
}
