import { Link } from '@tanstack/react-router';
import { memo, useEffect, useRef } from 'react';
import type { DomainSummary } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { StatusBadge } from '@/ui/status-badge';
import { domainRefOf, type DomainRef } from '@/features/domains/api/domain-selection';
import { domainStatusTones } from '@/features/domains/domain-labels';
import { domainsMessages } from '@/features/domains/messages/catalog';

const onOff = (value: boolean | null) => (value === true ? 'on' : value === false ? 'off' : 'unknown');

export interface DomainRowProps {
  index: number;
  /** Offset from the top of the body when the row is placed by the virtualizer; undefined: in the flow. */
  top?: number | undefined;
  measure?: ((element: HTMLElement | null) => void) | undefined;
  domain: DomainSummary;
  selected: boolean;
  onToggle: (ref: DomainRef, selected: boolean) => void;
}

/** One domain: a real row (aria-rowindex counts the header as row 1), every value in words. */
export const DomainRow = memo(function DomainRow({ index, top, measure, domain, selected, onToggle }: DomainRowProps) {
  const t = useMessages(domainsMessages);
  const format = useFormat();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      ref={measure}
      className={top === undefined ? 'domain-table__row domain-table__row--flow' : 'domain-table__row'}
      style={top === undefined ? undefined : { transform: `translateY(${top}px)` }}
    >
      <div role="cell" className="domain-table__select">
        <input
          type="checkbox"
          aria-label={t('domains.list.selectRow', { name: domain.name })}
          checked={selected}
          onChange={(event) => onToggle(domainRefOf(domain), event.target.checked)}
        />
      </div>
      <div role="cell" className="domain-table__name">
        <Link
          to="/domains/$domainId"
          params={{ domainId: domain.id }}
          className="domain-table__link"
          title={domain.name}
        >
          {domain.name}
        </Link>
      </div>
      <div role="cell" data-label={t('domains.list.column.status')}>
        <StatusBadge tone={domainStatusTones[domain.serviceStatus]}>
          {t('domains.status', { status: domain.serviceStatus })}
        </StatusBadge>
      </div>
      <div role="cell" data-label={t('domains.list.column.expires')}>
        {domain.expiresAt ? (
          <time dateTime={domain.expiresAt}>{format.date(domain.expiresAt)}</time>
        ) : (
          <span className="muted">{t('domains.expiry.none')}</span>
        )}
      </div>
      <div role="cell" data-label={t('domains.list.column.autoRenew')}>
        {t('domains.autoRenew', { state: onOff(domain.lifecycle.autoRenewEnabled) })}
      </div>
      <div role="cell" data-label={t('domains.list.column.registrarLock')}>
        {t('domains.registrarLock', { state: onOff(domain.lifecycle.registrarLockEnabled) })}
      </div>
    </div>
  );
});

/** The header's checkbox: every loaded row selected (checked), some (mixed) or none. */
export function HeaderCheckbox({
  label,
  state,
  disabled,
  onToggle,
}: {
  label: string;
  state: 'all' | 'some' | 'none';
  disabled: boolean;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="domain-table__check">
      <input ref={ref} type="checkbox" checked={state === 'all'} disabled={disabled} onChange={onToggle} />
      <span className="domain-table__check-label">{label}</span>
    </label>
  );
}
