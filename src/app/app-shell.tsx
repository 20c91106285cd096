import { Outlet } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { ensureCatalog, problemMessages, useLocale, useMessages } from '@/i18n';
import { RateLimitBanner } from '@/ui/rate-limit-banner';
import { useReplay } from '@/ui/replay-mode';
import { useWhenIdle } from '@/ui/use-when-idle';
import { TaxSummarySync } from '@/features/session/components/tax-summary-sync';
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
  const replaying = useReplay() !== null;
  // The problem words (errors, blocked controls) are no part of a first screen: fetched once the browser is idle.
  useWhenIdle(() => void ensureCatalog(problemMessages, locale).catch(() => undefined), [locale]);
  return (
    <ShareViewHost>
      <TaxSummarySync />
      <div className="shell">
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <AppHeader />
        <ReplayBanner />
        <RateLimitBanner />
        <main id="main" className="main" tabIndex={-1}>
          {/* A screen drawn from a replay is drawn again once it ends ("Continue in a world"): its queries were
              dropped with the replay, but a mounted screen keeps what it drew until it renders again, and a link on
              it (a payment link names the world it pays into) would still be the customer's. */}
          <Fragment key={replaying ? 'replay' : 'live'}>{children ?? <Outlet />}</Fragment>
        </main>
      </div>
    </ShareViewHost>
  );
}
