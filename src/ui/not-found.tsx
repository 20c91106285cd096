import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { usePageTitle } from './use-page-title';

export function NotFound() {
  const t = useMessages();
  usePageTitle(t('notFound.heading'));
  return (
    <section className="page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
