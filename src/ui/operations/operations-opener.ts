/**
 * Opens the header's operations drawer from anywhere on the page (a banner's "Follow the job" button): the drawer
 * subscribes while it is mounted; with no drawer on the page, `openOperations` does nothing and says so (false).
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onOpenOperations(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function openOperations(): boolean {
  for (const listener of listeners) listener();
  return listeners.size > 0;
}
