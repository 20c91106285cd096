import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { ButtonLink } from '@/ui/button';
import { ThemeSwitch } from '@/ui/theme-switch';

/** The layout of a public page (the plan catalog) for a visitor who is not signed in: brand, language, sign-in. */
export function PublicShell({ children }: { children: ReactNode }) {
  const t = useMessages();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="header header--public">
        <Link to="/sign-in" className="brand header__brand">
          <span className="brand__mark" aria-hidden="true" />
          {t('shell.brand')}
        </Link>
        <LanguageSwitch className="header__language" short />
        <ThemeSwitch className="header__theme" />
        <div className="header__end">
          <ButtonLink to="/sign-in" variant="ghost">
            {t('public.signIn')}
          </ButtonLink>
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
