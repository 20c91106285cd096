import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/page-header';
import { areaScopes, navAreas } from './nav-areas';

/** The landing page of a key that can read no area: which scope each area needs, instead of an empty shell. */
export function NoReadableArea() {
  const t = useMessages();
  return (
    <section className="page" aria-labelledby="no-area-heading">
      <PageHeader headingId="no-area-heading" title={t('noArea.heading')} />
      <p>{t('noArea.intro')}</p>
      <ul>
        {navAreas
          .filter((area) => area.scope !== null)
          .map((area) => (
            <li key={area.to}>
              {t.rich('noArea.item', {
                area: t(area.label),
                scope: (
                  <>
                    {areaScopes(area).map((scope, i) => (
                      <span key={scope}>
                        {i > 0 && ' / '}
                        <code>{scope}</code>
                      </span>
                    ))}
                  </>
                ),
              })}
            </li>
          ))}
      </ul>
      <p>{t('noArea.outro')}</p>
    </section>
  );
}
