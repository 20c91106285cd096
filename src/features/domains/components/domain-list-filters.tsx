import { useEffect, useState } from 'react';
import type { DomainListSort } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { SelectField, TextField } from '@/ui/fields';
import {
  domainSortValues,
  domainStatusFilters,
  type DomainListFilter,
  type DomainStatusFilter,
} from '@/features/domains/domain-route-params';
import { domainsMessages } from '@/features/domains/messages/catalog';

const TLD = /^[a-z0-9-]{2,63}$/;

function isStatus(value: string): value is DomainStatusFilter {
  return (domainStatusFilters as readonly string[]).includes(value);
}
function isSort(value: string): value is DomainListSort {
  return (domainSortValues as readonly string[]).includes(value);
}
/** The sort's words are a select message (placeholders cannot start with `-`). */
const sortWords = {
  name: 'name',
  '-name': 'minusName',
  expiresAt: 'expiresAt',
  '-expiresAt': 'minusExpiresAt',
} as const satisfies Record<DomainListSort, string>;

/** `.SE ` → `se`; null when it cannot be a TLD (the filter then waits for a valid one). */
export function normalizeTld(text: string): string | undefined | null {
  const value = text.trim().replace(/^\./, '').toLowerCase();
  if (value === '') return undefined;
  return TLD.test(value) ? value : null;
}

/**
 * The list's own filters, in the kit toolbar's search form beside the text (`ListToolbar` fields). Every change
 * applies at once (no submit): the TLD once it is one. They come from the URL.
 */
export function DomainListFields({
  filter,
  onChange,
}: {
  filter: DomainListFilter;
  onChange: (next: Pick<DomainListFilter, 'status' | 'tld' | 'sort'>) => void;
}) {
  const t = useMessages(domainsMessages);
  const [tldText, setTldText] = useState(filter.tld ?? '');
  // A TLD set from outside (back button, "clear") shows in the field; a half-typed one stays as typed.
  useEffect(() => {
    setTldText((typed) => (normalizeTld(typed) === filter.tld ? typed : (filter.tld ?? '')));
  }, [filter.tld]);
  const tldInvalid = normalizeTld(tldText) === null;

  return (
    <>
      <SelectField
        label={t('domains.filter.status')}
        value={filter.status ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ status: isStatus(value) ? value : undefined, tld: filter.tld, sort: filter.sort });
        }}
      >
        <option value="">{t('domains.filter.anyStatus')}</option>
        {domainStatusFilters.map((value) => (
          <option key={value} value={value}>
            {t('domains.status', { status: value })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('domains.filter.tld')}
        hint={tldInvalid ? undefined : t('domains.filter.tldHint')}
        error={tldInvalid ? t('domains.filter.tldInvalid') : undefined}
        value={tldText}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setTldText(event.target.value);
          const tld = normalizeTld(event.target.value);
          if (tld !== null && tld !== filter.tld) onChange({ status: filter.status, tld, sort: filter.sort });
        }}
      />
      <SelectField
        label={t('domains.filter.sort')}
        value={filter.sort ?? 'name'}
        onChange={(event) => {
          const value = event.target.value;
          onChange({
            status: filter.status,
            tld: filter.tld,
            sort: isSort(value) && value !== 'name' ? value : undefined,
          });
        }}
      >
        {domainSortValues.map((value) => (
          <option key={value} value={value}>
            {t('domains.filter.sortValue', { sort: sortWords[value] })}
          </option>
        ))}
      </SelectField>
    </>
  );
}
