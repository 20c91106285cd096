import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/page-header';
import { navAreas } from './nav-areas';

/** The landing page of a key that can read no area: which scope each area needs, instead of an empty shell. */
export function NoReadableArea() {
  const t = useMessages();
  return (
    <section className="page" aria-labelledby="no-area-heading">
      <PageHeader headingId="no-area-heading" title={t('noArea.heading')} />
      <p>{t('noArea.intro')}</p>
      <ul>
        {navAreas.map((area) => (
          <li key={area.to}>{t.rich('noArea.item', { area: t(area.label), scope: <code>{area.scope}</code> })}</li>
        ))}
      </ul>
      <p>{t('noArea.outro')}</p>
    </section>
  );
}
