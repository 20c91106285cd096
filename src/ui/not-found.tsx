import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { usePageTitle } from './use-page-title';

/**
 * An address with nothing at it. `wayBack` is a link to a screen that exists (the shell passes the list the address
 * was under, or sign-in when signed out: `AppNotFound`); without it, the start page.
 */
export function NotFound({ wayBack }: { wayBack?: ReactNode }) {
  const t = useMessages();
  usePageTitle(t('notFound.heading'));
  return (
    <section className="page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p>{wayBack ?? <Link to="/">{t('notFound.home')}</Link>}</p>
    </section>
  );
}
