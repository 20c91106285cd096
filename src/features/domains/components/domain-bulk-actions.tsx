import { lazy, Suspense, useState } from 'react';
import { domainRoutes } from '@/api/endpoints/domains';
import { useMessages } from '@/i18n';
import { GatedButton } from '@/ui/gated-button';
import type { BulkAction } from '@/features/domains/api/domain-bulk';
import type { DomainSelection } from '@/features/domains/api/domain-selection';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import { useScopeGate } from '@/ui/key-scopes';
import './bulk/domains-bulk.css';

export interface DomainBulkActionsProps {
  /** What is selected on the list (never empty when shown). */
  selection: DomainSelection;
  /** Called after an operation was sent, so the list can clear its selection or refresh. */
  onDone?: (() => void) | undefined;
}

/** The dialogs (forms, outcome tables) are a chunk of their own, fetched when the pointer or focus reaches the bar. */
const loadDialog = () => import('./bulk/bulk-dialog');
const BulkDialog = lazy(() => loadDialog().then((module) => ({ default: module.BulkDialog })));

const actions: readonly BulkAction[] = [
  'redirectCreate',
  'redirectDelete',
  'autoRenewOn',
  'autoRenewOff',
  'renew',
  'nameservers',
  'contactsCopy',
];

/**
 * The bulk operations of the selection bar (the list loads this module lazily): one button per action, each gated by
 * the key's scopes with the missing scope named, opening the action's dialog. `onDone` is called when a dialog that
 * sent something closes (clearing the selection while it is open would unmount it).
 */
export function DomainBulkActions(props: DomainBulkActionsProps) {
  // The bulk words load with this chunk; until they are there the bar shows its count alone.
  return (
    <Suspense fallback={null}>
      <BulkActions {...props} />
    </Suspense>
  );
}

function BulkActions({ selection, onDone }: DomainBulkActionsProps) {
  const t = useMessages(domainsBulkMessages);
  const [open, setOpen] = useState<BulkAction | null>(null);
  const gates = {
    redirects: useScopeGate(domainRoutes.bulkRedirects),
    autoRenew: useScopeGate(domainRoutes.bulkAutoRenew),
    renew: useScopeGate(domainRoutes.bulkRenew),
    nameservers: useScopeGate(domainRoutes.bulkNameservers),
    contacts: useScopeGate(domainRoutes.bulkContacts),
  };
  const gateOf = (action: BulkAction) =>
    action === 'nameservers'
      ? gates.nameservers
      : action === 'contactsCopy'
        ? gates.contacts
        : action === 'renew'
          ? gates.renew
          : action === 'autoRenewOn' || action === 'autoRenewOff'
            ? gates.autoRenew
            : gates.redirects;
  const label = (action: BulkAction) =>
    action === 'nameservers' || action === 'contactsCopy'
      ? t('domainsBulk.action.manage', { action })
      : action === 'redirectCreate'
        ? t('domainsBulk.action.redirectCreate')
        : action === 'redirectDelete'
          ? t('domainsBulk.action.redirectDelete')
          : action === 'autoRenewOn'
            ? t('domainsBulk.action.autoRenewOn')
            : action === 'autoRenewOff'
              ? t('domainsBulk.action.autoRenewOff')
              : t('domainsBulk.action.renew');
  return (
    <div
      className="domains-bulk-actions"
      role="group"
      aria-label={t('domainsBulk.actions.label')}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      {actions.map((action) => (
        <GatedButton
          key={action}
          gate={gateOf(action)}
          size="small"
          aria-haspopup="dialog"
          aria-expanded={open === action}
          onClick={() => setOpen(action)}
        >
          {label(action)}
        </GatedButton>
      ))}
      {open && (
        <Suspense fallback={null}>
          <BulkDialog
            action={open}
            selection={selection}
            onClose={(sent) => {
              setOpen(null);
              if (sent) onDone?.();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
