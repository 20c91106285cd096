import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { homeMessages } from '@/features/home/messages/catalog';

/** A new account's Home: what the panel is for and where to start, instead of empty lists. */
export function FirstRun() {
  const t = useMessages(homeMessages);
  return (
    <section className="home-first-run" aria-labelledby="home-first-run-heading">
      <h2 id="home-first-run-heading">{t('home.firstRun.heading')}</h2>
      <p>{t('home.firstRun.intro')}</p>
      <ul className="home-first-run__steps">
        <li className="home-card">
          <h3>{t('home.firstRun.catalog.title')}</h3>
          <p>{t('home.firstRun.catalog.text')}</p>
          <Link to="/catalog">{t('home.firstRun.catalog.link')}</Link>
        </li>
        <li className="home-card">
          <h3>{t('home.firstRun.domain.title')}</h3>
          <p>{t('home.firstRun.domain.text')}</p>
          <Link to="/domains/new">{t('home.firstRun.domain.link')}</Link>
        </li>
        <li className="home-card">
          <h3>{t('home.firstRun.ssh.title')}</h3>
          <p>{t('home.firstRun.ssh.text')}</p>
          <Link to="/vps">{t('home.firstRun.ssh.link')}</Link>
        </li>
        <li className="home-card">
          <h3>{t('home.firstRun.support.title')}</h3>
          <p>{t('home.firstRun.support.text')}</p>
          <Link to="/support/tickets/new">{t('home.firstRun.support.link')}</Link>
        </li>
      </ul>
    </section>
  );
}
