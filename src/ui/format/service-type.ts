import type { CoreMessages, Translate } from '@/i18n';

/**
 * Service types as the API names them (ticket `linkedServices[].serviceType`, job `target.type`, invoice
 * items...) mapped to one kind per area of the panel, and the name people read. Spellings differ between
 * endpoints (`hosting` and `shared_hosting`), so everything goes through `serviceKind` first.
 */
export type ServiceKind = 'vps' | 'domain' | 'hosting' | 'order' | 'invoice' | 'ticket';

const kinds: Record<string, ServiceKind> = {
  vps: 'vps',
  server: 'vps',
  domain: 'domain',
  hosting: 'hosting',
  shared_hosting: 'hosting',
  order: 'order',
  invoice: 'invoice',
  ticket: 'ticket',
};

/** The area a service type belongs to, or null for a type the panel does not know. */
export function serviceKind(type: string): ServiceKind | null {
  return kinds[type.trim().toLowerCase()] ?? null;
}

/**
 * The readable name of a service type in the active language (`t` from `useMessages()`); a type the panel
 * does not know is shown as sent, made readable ("ssl_certificate" → "Ssl certificate").
 */
export function serviceTypeLabel(type: string, t: Translate<CoreMessages>): string {
  const kind = serviceKind(type);
  if (kind) return t('serviceType.kind', { kind });
  const words = type.trim().replace(/[_-]+/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : t('serviceType.unknown');
}
