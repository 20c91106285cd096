import { useRouter, type RegisteredRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { scopesAllow } from '@/api/endpoints/route';
import { scopeMessages, useMessages, useMessagesWhen, type MessageParams } from '@/i18n';
import type scopeEn from '@/i18n/scope/en';
import type { Gate } from './gated-button';
import { REPLAY_READ_ONLY, useReplay } from './replay-mode';

/*
 * What the signed-in key may send, known before the click (ledger "Key scopes before the click"). Each write's scope
 * sets are its endpoint's, in `src/api/endpoints` (the mock checks the same sets): a gate is given the route, or a
 * route's `scopeVariants` entry with the words that variant needs.
 */

/** The jobs a key's scopes can block, as the scope gate's words name them (`scope.readOnly`, src/i18n/scope). */
export type ScopedAction = MessageParams<(typeof scopeEn)['scope.readOnly']>['action'];
export type ScopeSets = readonly (readonly string[])[];

/**
 * What a gate needs to know of a write: its scope sets and the words of the job. An endpoint's route from
 * `src/api/endpoints` is one (its `gate` is checked against the catalog's options here, where the words are); so is
 * one of its `scopeVariants` with the words that variant needs.
 */
export interface GatedWrite {
  readonly scopes: ScopeSets | null;
  readonly gate: ScopedAction;
}

type SessionSource = Pick<RegisteredRouter['options']['context']['session'], 'subscribe' | 'get'>;

/** Without a router (a component rendered on its own) nothing is known of the key. */
const noSession: SessionSource = { subscribe: () => () => {}, get: () => null };

/** The signed-in key's scopes from the router's session (null: not known, the server decides). */
export function useKeyScopes(): readonly string[] | null {
  // The router's type says it is always there; a component rendered alone has none (useRouter gives null).
  const router = useRouter({ warn: false }) as RegisteredRouter | null;
  const store: SessionSource = router?.options.context.session ?? noSession;
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);
  return session?.scopes ?? null;
}

/** True when the key's scopes are known and no set of `needs` is complete in them. Unknown scopes: never. */
export function lacksScopes(scopes: readonly string[] | null, needs: ScopeSets | null): boolean {
  if (scopes === null || needs === null) return false;
  return !scopesAllow(scopes, needs);
}

/** A key whose every scope is a `read:` one (the "read-only key" of the header). */
export function isReadOnlyKey(scopes: readonly string[] | null): boolean {
  return scopes !== null && scopes.length > 0 && scopes.every((scope) => scope.startsWith('read:'));
}

/** The gate code of a control the key's scopes block (never shown; `data-gate-code` for tests and support). */
export const MISSING_SCOPE = 'missing_scope';

const allowed: Gate = { allowed: true, reason: null };

/**
 * The key's scopes as a gate for `action`: blocked, in the customer's words ("Your API key can only read
 * servers, so it cannot restart them."), when the session's scopes are known to lack every set the action
 * accepts; allowed while they are unknown (null), so the server decides as before.
 *
 * With `serverGate` (the resource's `actions.<name>`) the two are one gate: the scope's reason wins, since no
 * change on the server lifts it; otherwise the server's gate as it is. In a replay of a customer's view that gate
 * stands when it is blocked (what the customer read), and an open one is blocked by the replay.
 */
export function useScopeGate(write: GatedWrite, serverGate?: Gate): Gate {
  const t = useMessages();
  const scopes = useKeyScopes();
  const replay = useReplay();
  const action = write.gate;
  const lacking = lacksScopes(scopes, write.scopes);
  // Loaded before the first render for a key that lacks a scope (the `_app` layout: `scopeWordsNeeded`); a gate
  // that finds them missing (scopes that changed since) waits for them rather than saying something vaguer.
  const words = useMessagesWhen(scopeMessages, lacking);
  const customers: Gate =
    !lacking || !words
      ? (serverGate ?? allowed)
      : {
          allowed: false,
          reason: isReadOnlyKey(scopes) ? words('scope.readOnly', { action }) : words('scope.notAllowed', { action }),
          code: MISSING_SCOPE,
        };
  // A replay of a customer's view changes nothing (src/ui/replay-mode.ts). A control the customer could not use says
  // why, as it did to them (their key's scopes are the bundle's, the server's gate its answer's): that is what support
  // is looking for; one they could use is blocked by the replay.
  if (replay && customers.allowed) return { allowed: false, reason: t('replay.readOnly'), code: REPLAY_READ_ONLY };
  return customers;
}

/** `scopeGate` (from `useScopeGate(action)`) in front of a server's gate: the scope's reason wins when blocked. */
export function withScopeGate(scopeGate: Gate, serverGate: Gate): Gate {
  if (scopeGate.allowed) return serverGate;
  // A replay's block (the customer's key could do it): a server gate that blocked the customer says why, as it did.
  if (scopeGate.code === REPLAY_READ_ONLY && !serverGate.allowed) return serverGate;
  return scopeGate;
}
