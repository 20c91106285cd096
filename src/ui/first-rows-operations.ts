import { terminalOperationStatuses } from '@/api/schemas/common';
import { OPERATIONS_STORAGE_KEY } from '@/api/storage-keys';

/**
 * What a boot-drawn screen (src/boot/first-rows.ts) needs to know of this tab's operations, which the app keeps in
 * the tab's storage (src/ui/operations/operations-store.ts) and shows on the screens they concern: Home lists the
 * running ones, a server's screen the progress or outcome of its own. The boot draws neither, so it draws nothing
 * while there are any (the app then draws the screen).
 */

function storedStatuses(): unknown[] | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(OPERATIONS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return null;
    return stored.map((op: unknown) =>
      typeof op === 'object' && op !== null ? (op as Record<string, unknown>).status : null,
    );
  } catch {
    return null;
  }
}

/** Whether this tab follows an operation that has not ended (unreadable storage: assumed so). */
export function followsRunningOperation(): boolean {
  const statuses = storedStatuses();
  return (
    statuses === null ||
    statuses.some(
      (status) => typeof status !== 'string' || !(terminalOperationStatuses as readonly string[]).includes(status),
    )
  );
}

/** Whether this tab keeps any operation at all, running or ended (unreadable storage: assumed so). */
export function followsAnyOperation(): boolean {
  const statuses = storedStatuses();
  return statuses === null || statuses.length > 0;
}
