import { lazy, Suspense } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import type { DomainSelection } from '@/features/domains/api/domain-selection';
import { domainsMessages } from '@/features/domains/messages/catalog';

/** The bulk operations load when the bar first appears: none of their code is in the list's first screen. */
const DomainBulkActions = lazy(() =>
  import('./domain-bulk-actions').then((module) => ({ default: module.DomainBulkActions })),
);

/**
 * The sticky bar under the list while something is selected: how many (in words; "all matching" when the server
 * did not count them), a way to clear, and the bulk actions for exactly that selection.
 */
export function DomainListSelectionBar({
  selection,
  except,
  onClear,
  onDone,
}: {
  selection: DomainSelection;
  /** Rows unticked from a `matching` selection. */
  except: number;
  onClear: () => void;
  onDone: () => void;
}) {
  const t = useMessages(domainsMessages);
  const summary =
    selection.kind === 'some'
      ? t('domains.selection.some', { count: selection.domains.length })
      : selection.count === null
        ? t('domains.selection.matchingUnknown', { except })
        : t('domains.selection.matching', { count: selection.count });
  return (
    <div role="region" aria-label={t('domains.selection.label')} className="domain-selection-bar">
      <div className="domain-selection-bar__summary">
        <p className="domain-selection-bar__count" aria-live="polite" aria-atomic="true">
          {summary}
        </p>
        <Button variant="ghost" size="small" onClick={onClear}>
          {t('domains.selection.clear')}
        </Button>
      </div>
      <div className="domain-selection-bar__actions">
        <Suspense
          fallback={
            <span className="muted" role="status">
              {t('domains.selection.loadingActions')}
            </span>
          }
        >
          <DomainBulkActions selection={selection} onDone={onDone} />
        </Suspense>
      </div>
    </div>
  );
}
