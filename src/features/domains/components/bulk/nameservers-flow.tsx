import { useId, useState } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import { nameserverErrors, type NameserverMode } from '@/api/schemas/domains-manage';
import { useMessages } from '@/i18n';
import { Radio, RadioGroup } from '@/ui/fields';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import type { NameserverParams } from '@/features/domains/api/domain-bulk';
import { sendNameservers } from '@/features/domains/api/domain-bulk-mutations';
import { domainsBulkMessages, domainsManageMessages } from '@/features/domains/messages/catalog';
import {
  NameserverRows,
  nameserverRow,
  rowsToInput,
  type NameserverRow,
} from '@/features/domains/components/nameserver-rows';
import { useFlowRun, type FlowProps } from './bulk-flow';
import { BulkOutcomes } from './bulk-outcomes';
import { BulkSummary } from './bulk-summary';

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
  const [rows, setRows] = useState<NameserverRow[]>(() => [nameserverRow(), nameserverRow()]);
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
  const errorAt = (pointer: string) =>
    errors.find((e) => e.pointer === pointer || e.pointer.startsWith(`${pointer}/`))?.code;

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
          <NameserverRows
            rows={rows}
            onRowsChange={setRows}
            domainNames={names}
            legend={tm('domainsManage.ns.mode.custom')}
            errors={{
              at: (index, field) => errorAt(`/nameservers/${index}/${field}`),
              list: errors.find((e) => e.pointer === '/nameservers')?.code,
            }}
          />
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
