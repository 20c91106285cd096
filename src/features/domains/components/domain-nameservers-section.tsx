import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import { isApiError } from '@/api/client';
import type { FieldError } from '@/api/schemas/common';
import type { Domain } from '@/api/schemas/domains';
import { NAMESERVERS_MIN, nameserverErrors, type NameserverMode } from '@/api/schemas/domains-manage';
import { useMessages } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { Radio, RadioGroup } from '@/ui/fields';
import { DateTime } from '@/ui/format/date-time';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { StatusBadge } from '@/ui/status-badge';
import { useChangeNameservers } from '@/features/domains/api/domain-manage-mutations';
import { domainManageQueries } from '@/features/domains/api/domain-manage-queries';
import { domainsDetailMessages, domainsManageMessages } from '@/features/domains/messages/catalog';
import '@/features/domains/domains-manage.css';
import { NameserverRows, nameserverRow, rowsToInput, type NameserverRow } from './nameserver-rows';

/** Field errors by row and field (`host`, `addresses`), and the list's own error. */
function placeErrors(errors: readonly FieldError[]) {
  const rows = new Map<number, { host?: string; addresses?: string }>();
  let list: string | null = null;
  for (const error of errors) {
    const match = /^\/nameservers\/(\d+)\/(host|addresses)/.exec(error.pointer);
    if (!match) {
      if (error.pointer === '/nameservers' || error.pointer === '') list ??= error.code;
      continue;
    }
    const index = Number(match[1]);
    const field = match[2] === 'host' ? 'host' : 'addresses';
    const placed = rows.get(index) ?? {};
    placed[field] ??= error.code;
    rows.set(index, placed);
  }
  return { rows, list };
}

/**
 * The domain's nameservers (ours or custom, with the glue of hosts under the domain) and their change: ours, or
 * 2..13 custom hosts checked where they are typed by the contract's own rules (`nameserverErrors`), the server's
 * field errors placed the same way. Said to take effect within hours (`propagatesBy`). `openForm` (the URL's
 * `?open=nameservers`, the palette's "Change nameservers of …") arrives with the form open and in view when the gate
 * allows it; closing the form takes it off the URL.
 */
export function DomainNameserversSection({ domain, openForm = false }: { domain: Domain; openForm?: boolean }) {
  const t = useMessages(domainsManageMessages);
  const td = useMessages(domainsDetailMessages);
  const read = useQuery(domainManageQueries.nameservers(domain.id));
  const change = useChangeNameservers(domain.id);
  const gate = useScopeGate(domainRoutes.changeNameservers, domain.actions.canChangeNameservers);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(() => openForm && gate.allowed);
  const [saved, setSaved] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const arrivedOpen = useRef(editing);
  useEffect(() => {
    if (!arrivedOpen.current) return;
    arrivedOpen.current = false;
    const section = sectionRef.current;
    section?.scrollIntoView?.({ block: 'start' });
    section?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, []);
  const closeForm = () => {
    setEditing(false);
    if (openForm) void navigate({ to: '.', search: (prev) => ({ ...prev, open: undefined }), replace: true });
  };
  const view = read.data;
  const glueOf = (host: string) => view?.nameservers.find((ns) => ns.host === host)?.addresses ?? [];

  return (
    <section ref={sectionRef} className="domain-section" aria-labelledby="domain-ns-heading">
      <h2 id="domain-ns-heading">{t('domainsManage.ns.heading')}</h2>
      {view?.mode === 'ours' && <StatusBadge tone="neutral">{t('domainsManage.ns.ours')}</StatusBadge>}
      {domain.nameservers.length === 0 ? (
        <p className="muted">{t('domainsManage.ns.none')}</p>
      ) : (
        <ul className="domain-nameservers" aria-labelledby="domain-ns-heading">
          {domain.nameservers.map((ns) => (
            <li key={ns}>
              <code>{ns}</code>
              {glueOf(ns).length > 0 && (
                <span className="muted"> {t('domainsManage.ns.glue', { addresses: glueOf(ns).join(', ') })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/domains/$domainId/dns" params={{ domainId: domain.id }}>
          {td('domainsDetail.dns.open')}
        </Link>
      </p>
      {saved && !editing && (
        <Notice tone="success" role="status">
          {t('domainsManage.ns.saved')}
        </Notice>
      )}
      {view?.propagatesBy && view.changedAt && (
        <p className="muted">
          {t.rich('domainsManage.ns.propagating', {
            changed: <DateTime value={view.changedAt} />,
            by: <DateTime value={view.propagatesBy} />,
          })}
        </p>
      )}
      {editing ? (
        <NameserverForm
          domain={domain}
          initialMode={view?.mode === 'custom' ? 'custom' : 'ours'}
          initial={view?.nameservers ?? domain.nameservers.map((host) => ({ host, addresses: [] }))}
          ourHosts={view?.ourNameservers ?? []}
          change={change}
          onCancel={closeForm}
          onSaved={() => {
            closeForm();
            setSaved(true);
          }}
        />
      ) : (
        <GatedButton
          gate={gate}
          onClick={() => {
            change.reset();
            setSaved(false);
            setEditing(true);
          }}
        >
          {t('domainsManage.ns.change')}
        </GatedButton>
      )}
    </section>
  );
}

function NameserverForm({
  domain,
  initialMode,
  initial,
  ourHosts,
  change,
  onCancel,
  onSaved,
}: {
  domain: Domain;
  initialMode: NameserverMode;
  initial: readonly { host: string; addresses: readonly string[] }[];
  ourHosts: readonly string[];
  change: ReturnType<typeof useChangeNameservers>;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useMessages(domainsManageMessages);
  const id = useId();
  const [mode, setMode] = useState<NameserverMode>(initialMode);
  const [rows, setRows] = useState<NameserverRow[]>(() => {
    const given = initialMode === 'custom' ? initial.map((ns) => nameserverRow(ns.host, ns.addresses)) : [];
    while (given.length < NAMESERVERS_MIN) given.push(nameserverRow());
    return given;
  });
  const [checked, setChecked] = useState(false);

  const local = checked && mode === 'custom' ? nameserverErrors(rowsToInput(rows), [domain.name]) : [];
  const server = isApiError(change.error) ? change.error.errors : [];
  const placed = placeErrors(local.length > 0 ? local : server);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (mode === 'ours') {
      change.mutate({ mode: 'ours' }, { onSuccess: onSaved });
      return;
    }
    const nameservers = rowsToInput(rows);
    if (nameserverErrors(nameservers, [domain.name]).length > 0) return;
    change.mutate({ mode: 'custom', nameservers }, { onSuccess: onSaved });
  };
  const showProblem = change.error !== null && change.error !== undefined && placed.rows.size === 0 && !placed.list;

  return (
    <form className="domain-ns-form" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <RadioGroup legend={<span id={`${id}-legend`}>{t('domainsManage.ns.mode')}</span>}>
        <Radio
          name={`${id}-mode`}
          label={t('domainsManage.ns.mode.ours', { hosts: ourHosts.join(', ') })}
          checked={mode === 'ours'}
          onChange={() => setMode('ours')}
        />
        <Radio
          name={`${id}-mode`}
          label={t('domainsManage.ns.mode.custom')}
          checked={mode === 'custom'}
          onChange={() => setMode('custom')}
        />
      </RadioGroup>
      {mode === 'custom' && (
        <NameserverRows
          rows={rows}
          onRowsChange={setRows}
          domainNames={[domain.name]}
          legend={t('domainsManage.ns.mode.custom')}
          hostHint={t('domainsManage.ns.host.hint')}
          errors={{ at: (index, field) => placed.rows.get(index)?.[field], list: placed.list ?? undefined }}
        />
      )}
      {showProblem && <ProblemAlert error={change.error} />}
      <ButtonRow>
        <Button type="submit" variant="primary" guard={change}>
          {t('domainsManage.ns.save')}
        </Button>
        <Button onClick={onCancel}>{t('domainsManage.ns.cancel')}</Button>
      </ButtonRow>
    </form>
  );
}
