import { useId, useState } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import {
  NAMESERVERS_MAX,
  NAMESERVERS_MIN,
  isHostUnderDomain,
  nameserverErrors,
  normaliseHost,
  type NameserverMode,
} from '@/api/schemas/domains-manage';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Radio, RadioGroup, TextField } from '@/ui/fields';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import type { NameserverParams } from '@/features/domains/api/domain-bulk';
import { sendNameservers } from '@/features/domains/api/domain-bulk-mutations';
import { domainsBulkMessages, domainsManageMessages } from '@/features/domains/messages/catalog';
import { rowsToInput } from '@/features/domains/components/domain-nameservers-section';
import { useFlowRun, type FlowProps } from './bulk-flow';
import { BulkOutcomes } from './bulk-outcomes';
import { BulkSummary } from './bulk-summary';

interface Row {
  key: number;
  host: string;
  addresses: string;
}
let nextKey = 0;
const emptyRow = (): Row => ({ key: nextKey++, host: '', addresses: '' });

/**
 * The nameservers of the selected domains in one go (`bulkNameservers`): ours, or 2..13 custom hosts checked by the
 * contract's rules against every selected domain (glue for a host under one of them). The job's outcome per domain
 * follows (changed, or not with the reason).
 */
export function NameserversFlow({ domains, onSendingChange, onSent }: FlowProps) {
  const t = useMessages(domainsBulkMessages);
  const tm = useMessages(domainsManageMessages);
  const id = useId();
  const gate = useScopeGate(domainRoutes.bulkNameservers);
  const [mode, setMode] = useState<NameserverMode>('custom');
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(), emptyRow()]);
  const [checked, setChecked] = useState(false);
  const run = useFlowRun<NameserverParams>({
    action: 'nameservers',
    kind: 'manage',
    send: sendNameservers,
    onSendingChange,
    onSent,
  });
  if (run.started) return <BulkOutcomes run={run} action="nameservers" />;

  const names = domains.map((d) => d.name);
  const errors = checked && mode === 'custom' ? nameserverErrors(rowsToInput(rows), names) : [];
  const errorAt = (pointer: string) => {
    const found = errors.find((e) => e.pointer === pointer || e.pointer.startsWith(`${pointer}/`));
    return found ? tm('domainsManage.ns.error', { code: found.code }) : undefined;
  };
  const listError = errors.find((e) => e.pointer === '/nameservers');
  const update = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = () => {
    if (!gate.allowed || run.sending) return;
    setChecked(true);
    if (mode === 'ours') {
      run.start(domains, { mode: 'ours' });
      return;
    }
    const nameservers = rowsToInput(rows);
    if (nameserverErrors(nameservers, names).length > 0) return;
    run.start(domains, { mode: 'custom', nameservers });
  };

  return (
    <>
      <BulkSummary domains={domains}>{t('domainsBulk.summary.nameservers', { count: domains.length })}</BulkSummary>
      <RadioGroup className="domains-bulk__fieldset" legend={tm('domainsManage.ns.mode')}>
        <Radio
          name={`${id}-mode`}
          label={tm('domainsManage.ns.mode.custom')}
          checked={mode === 'custom'}
          onChange={() => setMode('custom')}
        />
        <Radio
          name={`${id}-mode`}
          label={tm('domainsManage.ns.ours')}
          checked={mode === 'ours'}
          onChange={() => setMode('ours')}
        />
      </RadioGroup>
      {mode === 'custom' && (
        <div className="domains-bulk__fieldset">
          <p className="domains-bulk__hint">
            {tm('domainsManage.ns.count', { min: NAMESERVERS_MIN, max: NAMESERVERS_MAX })}
          </p>
          {listError && (
            <Notice tone="danger" role="alert">
              {tm('domainsManage.ns.error', { code: listError.code })}
            </Notice>
          )}
          {rows.map((row, index) => {
            const n = index + 1;
            const host = normaliseHost(row.host);
            const under = host === '' ? undefined : names.find((name) => isHostUnderDomain(host, name));
            const addressesError = errorAt(`/nameservers/${index}/addresses`);
            return (
              <div key={row.key} className="domain-ns-form__row">
                <TextField
                  label={tm('domainsManage.ns.host', { n })}
                  mono
                  autoComplete="off"
                  spellCheck={false}
                  value={row.host}
                  error={errorAt(`/nameservers/${index}/host`)}
                  onChange={(event) => update(row.key, { host: event.target.value })}
                />
                {(under !== undefined || row.addresses !== '' || addressesError) && (
                  <TextField
                    label={tm('domainsManage.ns.addresses', { n })}
                    hint={tm('domainsManage.ns.addresses.hint', { name: under ?? '' })}
                    mono
                    autoComplete="off"
                    spellCheck={false}
                    value={row.addresses}
                    error={addressesError}
                    onChange={(event) => update(row.key, { addresses: event.target.value })}
                  />
                )}
                {rows.length > NAMESERVERS_MIN && (
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    {tm('domainsManage.ns.remove', { n })}
                  </Button>
                )}
              </div>
            );
          })}
          {rows.length < NAMESERVERS_MAX && (
            <Button size="small" onClick={() => setRows((current) => [...current, emptyRow()])}>
              {tm('domainsManage.ns.add')}
            </Button>
          )}
        </div>
      )}
      <div className="domains-bulk__submit">
        <GatedButton gate={gate} variant="primary" disabled={run.sending} onClick={submit}>
          {t('domainsBulk.confirm.nameservers')}
        </GatedButton>
      </div>
    </>
  );
}
