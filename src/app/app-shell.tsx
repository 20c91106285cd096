import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { RateLimitBanner } from '@/ui/rate-limit-banner';
import { AppHeader } from './app-header';
import './app-shell.css';

/**
 * The signed-in layout: skip link, header with navigation, the rate-limit notice, and the page (the matched
 * child route, or `children` for a page the route tree has no match for).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const t = useMessages();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <AppHeader />
      <RateLimitBanner />
      <main id="main" className="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
