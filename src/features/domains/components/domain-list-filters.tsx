import { useEffect, useId, useState } from 'react';
import type { DomainListSort } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
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
 * The list's filter. Every change applies at once (no submit): the text as it is typed, the TLD once it is one.
 * The parent holds the text (it drives the query before the URL catches up); the rest comes from the URL.
 */
export function DomainListFilters({
  text,
  onText,
  filter,
  onChange,
}: {
  text: string;
  onText: (text: string) => void;
  filter: DomainListFilter;
  onChange: (next: Pick<DomainListFilter, 'status' | 'tld' | 'sort'>) => void;
}) {
  const t = useMessages(domainsMessages);
  const id = useId();
  const [tldText, setTldText] = useState(filter.tld ?? '');
  // A TLD set from outside (back button, "clear") shows in the field; a half-typed one stays as typed.
  useEffect(() => {
    setTldText((typed) => (normalizeTld(typed) === filter.tld ? typed : (filter.tld ?? '')));
  }, [filter.tld]);
  const tldInvalid = normalizeTld(tldText) === null;

  return (
    <form
      role="search"
      aria-label={t('domains.filter.label')}
      className="domain-filters"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="field domain-filters__q">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('domains.filter.q')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="input"
          value={text}
          maxLength={253}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('domains.filter.status')}
        </label>
        <select
          id={`${id}-status`}
          className="input"
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
        </select>
      </div>
      <div className="field domain-filters__tld">
        <label className="field__label" htmlFor={`${id}-tld`}>
          {t('domains.filter.tld')}
        </label>
        <input
          id={`${id}-tld`}
          className="input"
          value={tldText}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={tldInvalid || undefined}
          aria-describedby={`${id}-tld-hint`}
          onChange={(event) => {
            setTldText(event.target.value);
            const tld = normalizeTld(event.target.value);
            if (tld !== null && tld !== filter.tld) onChange({ status: filter.status, tld, sort: filter.sort });
          }}
        />
        <span id={`${id}-tld-hint`} className={tldInvalid ? 'field__error' : 'field__hint'}>
          {tldInvalid ? t('domains.filter.tldInvalid') : t('domains.filter.tldHint')}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          {t('domains.filter.sort')}
        </label>
        <select
          id={`${id}-sort`}
          className="input"
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
        </select>
      </div>
    </form>
  );
}
