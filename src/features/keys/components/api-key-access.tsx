import { useMessages, type Translate } from '@/i18n';
import { areaAccessOf, scopeAreas } from '@/ui/scope-areas';
import { keysMessages } from '@/features/keys/messages/catalog';
import type en from '@/features/keys/messages/en';

const knownAreaScopes = new Set<string>(scopeAreas.flatMap((area) => [...area.read, ...area.write]));

/**
 * What a key may do, by area and read or change ("Servers: read and change"), never a scope name. Scopes the panel
 * does not know (a newer server's) are counted, not named.
 */
export function ApiKeyAccess({ scopes }: { scopes: readonly string[] }) {
  const t = useMessages(keysMessages);
  const items = accessWords(t, scopes);
  if (items.length === 0) return <span className="muted">{t('keys.access.none')}</span>;
  return (
    <ul className="keys-access">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** What a key may do as lines of words ("Servers: read and change", "2 other permissions"); none: empty. */
export function accessWords(t: Translate<typeof en>, scopes: readonly string[]): string[] {
  const items = scopeAreas.flatMap((area) => {
    const level = areaAccessOf(scopes, area);
    return level === 'none'
      ? []
      : [
          t('keys.access.item', {
            area: t('keys.access.area', { area: area.area }),
            level: t('keys.access.level', { level }),
          }),
        ];
  });
  const unknown = scopes.filter((scope) => !knownAreaScopes.has(scope)).length;
  return unknown > 0 ? [...items, t('keys.access.other', { count: unknown })] : items;
}
