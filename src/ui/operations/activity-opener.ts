/**
 * Opens the header's activity drawer from anywhere on the page (a banner's "Follow the job" button): the drawer
 * subscribes while it is mounted; with no drawer on the page, `openActivity` does nothing and says so (false).
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onOpenActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function openActivity(): boolean {
  for (const listener of listeners) listener();
  return listeners.size > 0;
}
