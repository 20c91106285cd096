import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import type { Domain } from '@/api/schemas/domains';
import type { ContactsUpdateResult } from '@/api/schemas/domains-manage';
import type { DomainContact, DomainContacts } from '@/api/schemas/domains-sections';
import { contactInput, type ContactInput } from '@/api/schemas/domains-manage';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import { useMessages } from '@/i18n';
import { useBlockedCover } from '@/ui/blocked-banner';
import { FactList } from '@/ui/fact-list';
import { GateReason, GatedButton, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { StatusBadge } from '@/ui/status-badge';
import { useUpdateContacts } from '@/features/domains/api/domain-manage-mutations';
import { domainSectionQueries } from '@/features/domains/api/domain-section-queries';
import { domainsDetailMessages, domainsManageMessages } from '@/features/domains/messages/catalog';
import { ContactUpdateNotice, DomainContactEdit } from './domain-contact-edit';
import { DomainContactVerification, IdentityVerificationResult } from './domain-contact-verification';

const roles = ['registrant', 'admin', 'tech', 'billing'] as const;
type Role = (typeof roles)[number];

/**
 * The four contacts of a domain. Read here rather than in the route: a domain no longer managed here answers 409,
 * which is this section's state (said with the server's words and a retry), not the page's.
 */
export function DomainContactsSection({
  domain,
  identityVerification,
}: {
  domain: Domain;
  /** Back from the e-ID page: the verification to report on. */
  identityVerification?: string | undefined;
}) {
  const t = useMessages(domainsDetailMessages);
  // The route prefetched it: a cached failure is shown, not asked again on mount (retry is the user's).
  const contacts = useQuery({ ...domainSectionQueries.contacts(domain.id), retryOnMount: false });

  return (
    <section className="domain-section" aria-labelledby="domain-contacts-heading" aria-busy={contacts.isFetching}>
      <h2 id="domain-contacts-heading">{t('domainsDetail.contacts.heading')}</h2>
      {identityVerification && (
        <IdentityVerificationResult domainId={domain.id} verificationId={identityVerification} />
      )}
      {contacts.isPending && !contacts.isError ? (
        <p className="muted" role="status">
          {t('domainsDetail.contacts.loading')}
        </p>
      ) : contacts.isError ? (
        <>
          {isApiError(contacts.error) && contacts.error.status === 409 && (
            <Notice className="domain-notice">{t('domainsDetail.contacts.unavailable', { name: domain.name })}</Notice>
          )}
          <ProblemAlert error={contacts.error} onRetry={() => void contacts.refetch()} />
        </>
      ) : (
        <ContactsBody domain={domain} data={contacts.data} />
      )}
    </section>
  );
}

function ContactsBody({ domain, data }: { domain: Domain; data: DomainContacts }) {
  const t = useMessages(domainsDetailMessages);
  const identity = data.actions.requiresIdentityVerification;
  const edit = data.actions.canEditContacts;
  const editCovered = useBlockedCover(edit) !== null;
  const tm = useMessages(domainsManageMessages);
  const editGate = useScopeGate(domainRoutes.updateContacts, edit);
  const [editing, setEditing] = useState<Role | null>(null);
  const [result, setResult] = useState<ContactsUpdateResult | null>(null);
  const copy = useUpdateContacts(domain.id);
  return (
    <>
      {data.draft && (
        <div className="domain-draft" role="note" aria-label={t('domainsDetail.contacts.draft.label')}>
          <StatusBadge tone="progress">{t('domainsDetail.contacts.draft.badge')}</StatusBadge>
          <p>{t('domainsDetail.contacts.draft.body')}</p>
        </div>
      )}
      <DomainContactVerification domainId={domain.id} state={data.contactDetailsVerification} />
      <div className="domain-identity" role="note" aria-label={t('domainsDetail.contacts.identity.label')}>
        <h3 className="h3">{t('domainsDetail.contacts.identity.heading')}</h3>
        {identity.allowed ? (
          <>
            <p>{t('domainsDetail.contacts.identity.required')}</p>
            {identity.code === 'gate_missing' ? (
              <p className="muted">{t('domainsDetail.contacts.identity.assumed')}</p>
            ) : (
              identity.reason && (
                <p className="domain-result__server">
                  <GateReason gate={identity} />
                </p>
              )
            )}
          </>
        ) : (
          <p>{t('domainsDetail.contacts.identity.notRequired')}</p>
        )}
      </div>
      {!edit.allowed && (
        <p className="domain-contacts__edit">
          <strong>{t('domainsDetail.contacts.edit')}</strong>{' '}
          {editCovered ? t('domainsDetail.blocked.seeAbove') : <GateReason gate={edit} />}
        </p>
      )}
      {result && <ContactUpdateNotice result={result} />}
      {copy.isSuccess && (
        <Notice tone="success" role="status">
          {tm('domainsManage.contacts.copied')}
        </Notice>
      )}
      {copy.error !== null && copy.error !== undefined && <ProblemAlert error={copy.error} />}
      <ul className="domain-contacts">
        {roles.map((role) => (
          <li key={role}>
            <ContactCard
              domainId={domain.id}
              role={role}
              contact={data[role]}
              draft={data.draft && role === 'registrant'}
              gate={editGate}
              numberNeedsEid={data.draft ? false : identity.allowed}
              editing={editing === role}
              onEdit={() => {
                setResult(null);
                copy.reset();
                setEditing(role);
              }}
              onCancel={() => setEditing(null)}
              onSaved={(answer) => {
                setEditing(null);
                setResult(answer);
              }}
              onCopy={(contact) => {
                setResult(null);
                const others = roles.filter((other) => other !== role);
                const input = contactInputOf(contact);
                if (input) copy.mutate(Object.fromEntries(others.map((other) => [other, input])));
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A stored contact as an edit sends it (a contact missing a required member cannot be copied as is). */
function contactInputOf(contact: DomainContact): ContactInput | null {
  const parsed = z.safeParse(contactInput, {
    ...contact,
    registrationIdentifier: contact.registrationIdentifier?.value ? contact.registrationIdentifier : null,
  });
  return parsed.success ? parsed.data : null;
}

function ContactCard({
  domainId,
  role,
  contact,
  draft,
  gate,
  numberNeedsEid,
  editing,
  onEdit,
  onCancel,
  onSaved,
  onCopy,
}: {
  domainId: string;
  role: Role;
  contact: DomainContact | null;
  draft: boolean;
  gate: Gate;
  numberNeedsEid: boolean;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSaved: (result: ContactsUpdateResult) => void;
  onCopy: (contact: DomainContact) => void;
}) {
  const t = useMessages(domainsDetailMessages);
  const tm = useMessages(domainsManageMessages);
  const headingId = `domain-contact-${role}`;
  return (
    <section className="domain-contact" aria-labelledby={headingId}>
      <h3 id={headingId} className="h3">
        {t('domainsDetail.contacts.role', { role })}
        {draft && (
          <>
            {' '}
            <StatusBadge tone="progress">{t('domainsDetail.contacts.draft.badge')}</StatusBadge>
          </>
        )}
      </h3>
      {editing ? (
        <DomainContactEdit
          domainId={domainId}
          role={role}
          contact={contact}
          numberNeedsEid={role === 'registrant' ? numberNeedsEid : null}
          onDone={onSaved}
          onCancel={onCancel}
        />
      ) : (
        <>
          {contact === null ? (
            <p className="domain-contact__empty">{t('domainsDetail.contacts.notSet')}</p>
          ) : (
            <ContactFacts contact={contact} />
          )}
          <div className="domain-contact__actions">
            <GatedButton gate={gate} size="small" onClick={onEdit}>
              {tm('domainsManage.contacts.edit', { role })}
            </GatedButton>
            {contact !== null && (
              <GatedButton gate={gate} size="small" variant="ghost" onClick={() => onCopy(contact)}>
                {tm('domainsManage.contacts.copy')}
              </GatedButton>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function ContactFacts({ contact }: { contact: DomainContact }) {
  const t = useMessages(domainsDetailMessages);
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const address = [
    contact.street,
    contact.address2,
    [contact.postalCode, contact.city].filter(Boolean).join(' '),
    contact.state,
    contact.countryCode,
  ].filter((line): line is string => Boolean(line));
  const id = contact.registrationIdentifier;
  const notSet = <span className="muted">{t('domainsDetail.contacts.fieldNotSet')}</span>;
  const facts = [
    { term: t('domainsDetail.contacts.name'), value: name || notSet },
    { term: t('domainsDetail.contacts.company'), value: contact.companyName ?? notSet },
    { term: t('domainsDetail.contacts.email'), value: contact.email ?? notSet },
    { term: t('domainsDetail.contacts.phone'), value: contact.phoneNumber ?? notSet },
    {
      term: t('domainsDetail.contacts.address'),
      value:
        address.length > 0 ? (
          <span className="domain-contact__address">
            {address.map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </span>
        ) : (
          notSet
        ),
    },
    {
      term: id?.type
        ? t('domainsDetail.contacts.identifierType', { type: id.type })
        : t('domainsDetail.contacts.identifier'),
      value: id?.value ? (
        <>
          <code>{id.value}</code>
          {id.countryCode && <span className="muted"> ({id.countryCode})</span>}
        </>
      ) : (
        notSet
      ),
    },
  ];
  return <FactList facts={facts} />;
}
