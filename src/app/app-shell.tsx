import { Outlet } from '@tanstack/react-router';
import { RateLimitBanner } from '@/ui/rate-limit-banner';
import { AppHeader } from './app-header';
import './app-shell.css';

/** The signed-in layout: skip link, header with navigation, the rate-limit notice, and the page. */
export function AppShell() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader />
      <RateLimitBanner />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
