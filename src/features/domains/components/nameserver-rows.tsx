import type { Dispatch, SetStateAction } from 'react';
import {
  NAMESERVERS_MAX,
  NAMESERVERS_MIN,
  isHostUnderDomain,
  normaliseHost,
  type NameserverInput,
} from '@/api/schemas/domains-manage';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { Notice } from '@/ui/notice';
import { domainsManageMessages } from '@/features/domains/messages/catalog';
import '@/features/domains/domains-manage.css';

/** One custom nameserver as typed: its host and its glue addresses (comma- or space-separated). */
export interface NameserverRow {
  key: number;
  host: string;
  addresses: string;
}

let nextKey = 0;
export const nameserverRow = (host = '', addresses: readonly string[] = []): NameserverRow => ({
  key: nextKey++,
  host,
  addresses: addresses.join(', '),
});

/** The rows as a change sends them (addresses split at commas and spaces). */
export function rowsToInput(rows: readonly Pick<NameserverRow, 'host' | 'addresses'>[]): NameserverInput[] {
  return rows.map((row) => {
    const addresses = row.addresses
      .split(/[\s,]+/)
      .map((address) => address.trim())
      .filter(Boolean);
    return addresses.length > 0 ? { host: row.host, addresses } : { host: row.host };
  });
}

/** An error code at a row's field, or the list's own (`/nameservers`). */
export interface NameserverRowErrors {
  at: (index: number, field: 'host' | 'addresses') => string | undefined;
  list: string | undefined;
}

/**
 * The custom nameserver rows of a change, one domain's or the selected domains' (2..13 hosts): a host field each,
 * the glue addresses asked for when the host is under one of `domainNames` (or already typed, or refused), a
 * remove button above the minimum and an add button below the maximum. Errors are codes, said in words here.
 */
export function NameserverRows({
  rows,
  onRowsChange,
  domainNames,
  errors,
  legend,
  hostHint,
}: {
  rows: readonly NameserverRow[];
  onRowsChange: Dispatch<SetStateAction<NameserverRow[]>>;
  domainNames: readonly string[];
  errors: NameserverRowErrors;
  /** The group's name for screen readers (it is not shown). */
  legend: string;
  /** Shown under the first host. */
  hostHint?: string | undefined;
}) {
  const t = useMessages(domainsManageMessages);
  const errorText = (code: string | undefined) => (code ? t('domainsManage.ns.error', { code }) : undefined);
  const update = (key: number, patch: Partial<NameserverRow>) =>
    onRowsChange((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <fieldset className="domain-ns-form__rows">
      <legend className="visually-hidden">{legend}</legend>
      <p className="muted">{t('domainsManage.ns.count', { min: NAMESERVERS_MIN, max: NAMESERVERS_MAX })}</p>
      {errors.list && (
        <Notice tone="danger" role="alert">
          {errorText(errors.list)}
        </Notice>
      )}
      {rows.map((row, index) => {
        const n = index + 1;
        const host = normaliseHost(row.host);
        const under = host === '' ? undefined : domainNames.find((name) => isHostUnderDomain(host, name));
        const addressesError = errorText(errors.at(index, 'addresses'));
        return (
          <div key={row.key} className="domain-ns-form__row">
            <TextField
              label={t('domainsManage.ns.host', { n })}
              hint={index === 0 ? hostHint : undefined}
              mono
              autoComplete="off"
              spellCheck={false}
              value={row.host}
              error={errorText(errors.at(index, 'host'))}
              onChange={(event) => update(row.key, { host: event.target.value })}
            />
            {(under !== undefined || row.addresses !== '' || addressesError) && (
              <TextField
                label={t('domainsManage.ns.addresses', { n })}
                hint={t('domainsManage.ns.addresses.hint', { name: under ?? domainNames[0] ?? '' })}
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
                onClick={() => onRowsChange((current) => current.filter((r) => r.key !== row.key))}
              >
                {t('domainsManage.ns.remove', { n })}
              </Button>
            )}
          </div>
        );
      })}
      {rows.length < NAMESERVERS_MAX && (
        <Button size="small" onClick={() => onRowsChange((current) => [...current, nameserverRow()])}>
          {t('domainsManage.ns.add')}
        </Button>
      )}
    </fieldset>
  );
}
