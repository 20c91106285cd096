import type { DomainSelection } from '@/features/domains/api/domain-selection';

export interface DomainBulkActionsProps {
  /** What is selected on the list (never empty when shown). */
  selection: DomainSelection;
  /** Called after an operation was sent, so the list can clear its selection or refresh. */
  onDone?: (() => void) | undefined;
}

/** SCAFFOLD (replaced by the bulk branch): the bulk operations of the selection bar. */
export function DomainBulkActions(props: DomainBulkActionsProps) {
  void props;
  return null;
}
