import { useMessages } from '@/i18n';
import { areaAccessOf, scopeAreas } from '@/ui/key-scopes';
import { apiKeysMessages } from '@/features/api-keys/messages/catalog';

const knownAreaScopes = new Set<string>(scopeAreas.flatMap((area) => [...area.read, ...area.write]));

/**
 * What a key may do, by area and read or change ("Servers: read and change"), never a scope name. Scopes the panel
 * does not know (a newer server's) are counted, not named.
 */
export function ApiKeyAccess({ scopes }: { scopes: readonly string[] }) {
  const t = useMessages(apiKeysMessages);
  const items = scopeAreas.flatMap((area) => {
    const level = areaAccessOf(scopes, area);
    return level === 'none'
      ? []
      : [
          t('apiKeys.access.item', {
            area: t('apiKeys.access.area', { area: area.area }),
            level: t('apiKeys.access.level', { level }),
          }),
        ];
  });
  const unknown = scopes.filter((scope) => !knownAreaScopes.has(scope)).length;
  if (items.length === 0 && unknown === 0) return <span className="muted">{t('apiKeys.access.none')}</span>;
  return (
    <ul className="api-keys-access">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
      {unknown > 0 && <li>{t('apiKeys.access.other', { count: unknown })}</li>}
    </ul>
  );
}
