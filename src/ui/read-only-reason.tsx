import { createContext, useContext, useId, type ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { SharedReasonProvider, type Gate } from './gated-button';
import { MISSING_SCOPE, isReadOnlyKey, useKeyScopes } from './key-scopes';
import { REPLAY_READ_ONLY, useReplay } from './replay-mode';

/** The toolbar's read-only reason, when its list opted in and the key is read-only: the element's id and words. */
const ToolbarReason = createContext<{ id: string; text: string } | null>(null);

/**
 * Says a read-only key's reason once for a whole list (issue 40, "Less noise"): a read-only key (or a replay of a
 * customer's view) is blocked from every change of the list, each button for its own action ("…so it cannot renew
 * them", "…so it cannot change their name servers"), which said five times over read as noise. Inside this scope the
 * list's toolbar (`ListToolbar`) says it once ("Your API key can only read, so it cannot change anything here."), and
 * every `GatedButton` of the list blocked by the key's scopes (or the replay) stays disabled, pointing at that
 * sentence (`aria-describedby`) instead of saying its own. A button blocked for another reason (a server's gate)
 * still says its own. A key that may change some things keeps each button's own reason. `KitList` opts in with
 * `sayReadOnlyOnce`; a page whose write buttons sit outside the list (its header's "Create", a `SharedGateReason`
 * around the list) wraps the page in this too: the list's toolbar then says it for them as well (one scope).
 */
export function ReadOnlyReasonScope({ children }: { children: ReactNode }) {
  const t = useMessages();
  const id = useId();
  const scopes = useKeyScopes();
  const replay = useReplay();
  const outer = useContext(ToolbarReason);
  const readOnly = isReadOnlyKey(scopes);
  // Inside a page's own scope (its header's buttons point at the same toolbar reason): that one says it.
  if (outer || (!replay && !readOnly)) return children;
  // A replay of a read-only key's view says what the customer saw (their key's reason); a replay of any other view
  // says the replay's own.
  const code = readOnly ? MISSING_SCOPE : REPLAY_READ_ONLY;
  const covers = (gate: Gate) => !gate.allowed && gate.code === code;
  const text = readOnly ? t('kit.readOnly') : t('replay.readOnly');
  return (
    <SharedReasonProvider entry={{ id, covers }}>
      <ToolbarReason.Provider value={{ id, text }}>{children}</ToolbarReason.Provider>
    </SharedReasonProvider>
  );
}

/** The reason in the toolbar (`ListToolbar` shows it), inside a `ReadOnlyReasonScope` that applies; else nothing. */
export function ToolbarReadOnlyReason() {
  const reason = useContext(ToolbarReason);
  if (!reason) return null;
  return (
    <p id={reason.id} className="gated__reason gated__reason--shared list-toolbar__read-only">
      {reason.text}
    </p>
  );
}
