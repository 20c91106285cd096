import { useState } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import { contactRoleValues, type ContactRole } from '@/api/schemas/domains-manage';
import { useMessages } from '@/i18n';
import { Checkbox, RadioGroup, SelectField } from '@/ui/fields';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import type { ContactsCopyParams } from '@/features/domains/api/domain-bulk';
import { sendContactsCopy } from '@/features/domains/api/domain-bulk-mutations';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import { useFlowRun, type FlowProps } from './bulk-flow';
import { BulkOutcomes } from './bulk-outcomes';
import { BulkSummary } from './bulk-summary';

/**
 * Copies one selected domain's contacts (the roles chosen) to the other selected domains (`bulkContacts`), as a job
 * with an outcome per domain; a .se/.nu registrant number is held back (it changes only through that domain's e-ID).
 */
export function ContactsCopyFlow({ domains, onSendingChange, onSent }: FlowProps) {
  const t = useMessages(domainsBulkMessages);
  const gate = useScopeGate(domainRoutes.bulkContacts);
  const [sourceId, setSourceId] = useState(domains[0]?.id ?? '');
  const [roles, setRoles] = useState<ReadonlySet<ContactRole>>(new Set(['admin', 'tech', 'billing']));
  const [noRole, setNoRole] = useState(false);
  const run = useFlowRun<ContactsCopyParams>({
    action: 'contactsCopy',
    kind: 'manage',
    send: sendContactsCopy,
    onSendingChange,
    onSent,
  });
  if (run.started) return <BulkOutcomes run={run} action="contactsCopy" />;
  if (domains.length < 2) return <p>{t('domainsBulk.contacts.needTwo')}</p>;

  const source = domains.find((d) => d.id === sourceId) ?? domains[0];
  const targets = domains.filter((d) => d.id !== source?.id);
  const toggle = (role: ContactRole) => {
    setNoRole(false);
    const next = new Set(roles);
    if (next.has(role)) next.delete(role);
    else next.add(role);
    setRoles(next);
  };
  const submit = () => {
    if (!gate.allowed || run.sending || !source) return;
    if (roles.size === 0) {
      setNoRole(true);
      return;
    }
    run.start(targets, { sourceDomainId: source.id, roles: contactRoleValues.filter((role) => roles.has(role)) });
  };

  return (
    <>
      <SelectField
        label={t('domainsBulk.contacts.source')}
        hint={t('domainsBulk.contacts.source.hint')}
        value={source?.id ?? ''}
        onChange={(event) => setSourceId(event.target.value)}
      >
        {domains.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <RadioGroup
        className="domains-bulk__fieldset"
        legend={t('domainsBulk.contacts.roles')}
        error={noRole ? t('domainsBulk.contacts.noRole') : undefined}
      >
        {contactRoleValues.map((role) => (
          <Checkbox
            key={role}
            label={t('domainsBulk.contacts.role', { role })}
            checked={roles.has(role)}
            onChange={() => toggle(role)}
          />
        ))}
      </RadioGroup>
      <BulkSummary domains={targets}>
        {t('domainsBulk.summary.contactsCopy', { count: targets.length, source: source?.name ?? '' })}
      </BulkSummary>
      <div className="domains-bulk__submit">
        <GatedButton gate={gate} variant="primary" disabled={run.sending} onClick={submit}>
          {t('domainsBulk.confirm.contactsCopy')}
        </GatedButton>
      </div>
    </>
  );
}
