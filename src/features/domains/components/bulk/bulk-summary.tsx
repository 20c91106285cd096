import { useId, useState, type ReactNode } from 'react';
import { bulkDomainLimit } from '@/api/schemas/domains-bulk';
import { useMessages } from '@/i18n';
import type { DomainRef } from '@/features/domains/api/domain-selection';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';

const INLINE_NAMES = 5;

/** The selected names: listed when few, behind a disclosure (rendered only when opened) when many. */
export function DomainNames({ domains }: { domains: readonly DomainRef[] }) {
  const t = useMessages(domainsBulkMessages);
  const [open, setOpen] = useState(false);
  const list = (
    <ul className="domains-bulk__names" aria-label={t('domainsBulk.names.label')}>
      {domains.map((d) => (
        <li key={d.id}>{d.name}</li>
      ))}
    </ul>
  );
  if (domains.length <= INLINE_NAMES) return list;
  return (
    <details className="domains-bulk__disclosure" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('domainsBulk.names.show', { count: domains.length })}</summary>
      {open && list}
    </details>
  );
}

/** What will happen, to how many domains (named), and how it is sent: shown before anything is sent. */
export function BulkSummary({ domains, children }: { domains: readonly DomainRef[]; children: ReactNode }) {
  const t = useMessages(domainsBulkMessages);
  const id = useId();
  const chunks = Math.ceil(domains.length / bulkDomainLimit);
  return (
    <section className="domains-bulk__summary" aria-labelledby={`${id}-count`}>
      <p id={`${id}-count`} className="domains-bulk__count">
        {t('domainsBulk.names.count', { count: domains.length })}
      </p>
      <p>{children}</p>
      <DomainNames domains={domains} />
      {chunks > 1 && (
        <p className="domains-bulk__hint">{t('domainsBulk.chunks', { chunks, limit: bulkDomainLimit })}</p>
      )}
    </section>
  );
}
