import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getApiConfig, isApiError } from './client';
import { newIdempotencyKey, submissionFingerprint } from './idempotency-key';

/**
 * The one way the panel sends a request that changes something. Every area's mutations are built on it, so no
 * control can forget what it guarantees:
 *
 * - **Sent once.** A second call while the first is on its way is dropped, also within the same tick (a double
 *   click lands before React re-renders with `isPending`, so the guard is a ref, not state). Never retried.
 * - **Unknown is said as unknown.** When a write left and no readable answer came back (`ApiError.outcomeUnknown`:
 *   network error, timeout, a 2xx that broke the contract), what it touches is read again *before* the failure is
 *   shown, so the screen already says what the server now has when the alert says "may have been applied".
 * - **A 429 waits.** The server's `Retry-After` becomes `retryAt`; until then a call is dropped and controls show
 *   the wait (`guard` on Button, GatedButton, ConfirmDialog).
 * - **A session's answer stays in its session.** An answer that arrives after sign-out (or after another key
 *   signed in) is dropped: nothing of it reaches the next session's cache, drawer or screen.
 * - **A submission has one idempotency key.** Each send gets `idempotencyKey` (pass it to `call` for a money write,
 *   ledger "Idempotency keys"): a new one per submission, the same one when the same inputs are sent again after
 *   an answer that did not settle it (unknown outcome, 5xx, 429, a duplicate still in progress), so the server
 *   answers the first request's answer instead of doing it twice. An answer that settled it (success, a refusal)
 *   or changed inputs make a new key.
 */

/** What a control needs to know to refuse a second send: pass the mutation itself as a control's `guard`. */
export interface MutationGuard {
  /** The request is on its way (and, for an unknown outcome, its resource is being read again). */
  isPending: boolean;
  /** Epoch ms until which the server asked us not to send (429 `Retry-After`), or null. */
  retryAt: number | null;
  /** The request or the job it started is still running (operation mutations): the control waits for both. */
  isBusy?: boolean;
}

/** What one send of a submission carries besides its inputs. */
export interface SendContext {
  /** The submission's `Idempotency-Key`: the same on a resend of the same inputs while its outcome is unsettled. */
  idempotencyKey: string;
}

export interface GuardedMutationOptions<TData, TVars> {
  mutationFn: (vars: TVars, send: SendContext) => Promise<TData>;
  /**
   * The queries (keys from key factories) the change touches. Read again when the outcome is unknown, before the
   * failure is shown. Success handling stays with `onSuccess` (it may know better: a response to put in the cache).
   */
  touches: (vars: TVars) => readonly QueryKey[];
  /**
   * What makes two sends the same submission (its idempotency key reused after an unsettled answer): by default the
   * inputs; a helper whose inputs carry more than the request (a plan option with its gates) names the request.
   */
  identify?: (vars: TVars) => unknown;
  /** Cache updates after success: run even when the screen that sent it is gone, never after a sign-out. */
  onSuccess?: (data: TData, vars: TVars) => void;
  onError?: (error: unknown, vars: TVars) => void;
}

/** Per-send callbacks of the screen that sent it (close a dialog, navigate); not run once it unmounted. */
export interface SendCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

export interface GuardedMutation<TData, TVars> extends MutationGuard {
  /** Sends, unless a send is on its way or the server asked to wait; returns whether it was sent. */
  mutate: (vars: TVars, callbacks?: SendCallbacks<TData>) => boolean;
  isSuccess: boolean;
  data: TData | undefined;
  error: unknown;
  /** What the last send sent (e.g. to show which row a failure belongs to). */
  variables: TVars | undefined;
  /** Forgets the last answer (e.g. when a dialog reopens); a running send is not affected. */
  reset: () => void;
}

/** Seconds to wait after a 429 that named no `Retry-After`. */
const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 5;

interface Sent<TVars> {
  vars: TVars;
  /** The key that signed the request: the session it belongs to. */
  key: string | null;
  idempotencyKey: string;
}

const sameSession = (sent: { key: string | null }) => getApiConfig().getKey() === sent.key;

/** A submission whose answer did not settle it: sending the same inputs again reuses its idempotency key. */
interface Unsettled {
  session: string | null;
  fingerprint: string;
  idempotencyKey: string;
}

/**
 * Whether an answer settled the submission: the server answered it (a success, or a refusal of the request itself).
 * Not settled: no readable answer (outcome unknown), a server failure (5xx: it may have been applied), a rate limit
 * (429: never reached the route) or a duplicate still in progress.
 */
function settles(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.outcomeUnknown || error.status >= 500 || error.status === 429) return false;
  return error.code !== 'idempotency_request_in_progress';
}

export function useGuardedMutation<TData, TVars = void>(
  options: GuardedMutationOptions<TData, TVars>,
): GuardedMutation<TData, TVars> {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const retryAtRef = useRef<number | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const unsettled = useRef<Unsettled | null>(null);
  // Read at send time (a click), so `mutate` keeps its identity across renders.
  const identify = useRef(options.identify);
  useEffect(() => {
    identify.current = options.identify;
  });

  const mutation = useMutation<TData, unknown, Sent<TVars>>({
    mutationFn: async ({ vars, key, idempotencyKey }) => {
      try {
        return await options.mutationFn(vars, { idempotencyKey });
      } catch (error) {
        if (isApiError(error) && error.outcomeUnknown && sameSession({ key })) {
          // Read again before the failure shows, so "may have been applied" stands beside what the server now has.
          await Promise.allSettled(
            options.touches(vars).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          );
        }
        throw error;
      }
    },
    retry: false,
    onSuccess: (data, sent) => {
      if (sameSession(sent)) options.onSuccess?.(data, sent.vars);
    },
    onError: (error, sent) => {
      if (!sameSession(sent)) return;
      if (isApiError(error) && error.status === 429) {
        const seconds = Math.max(1, error.retryAfterSeconds ?? DEFAULT_RATE_LIMIT_WAIT_SECONDS);
        retryAtRef.current = Date.now() + seconds * 1000;
        setRetryAt(retryAtRef.current);
      }
      options.onError?.(error, sent.vars);
    },
    onSettled: (_data, error, sent) => {
      inFlight.current = false;
      // Settled: the next send is a new submission. Unsettled: the same inputs again are this one, resent.
      if (error === null || settles(error)) {
        if (unsettled.current?.idempotencyKey === sent.idempotencyKey) unsettled.current = null;
      }
    },
  });

  // The wait ends by itself: the control comes back without a click.
  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(
      () => {
        retryAtRef.current = null;
        setRetryAt(null);
      },
      Math.max(0, retryAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [retryAt]);

  const { mutate: send, reset } = mutation;
  const mutate = useCallback(
    (vars: TVars, callbacks?: SendCallbacks<TData>): boolean => {
      if (inFlight.current) return false;
      if (retryAtRef.current !== null && retryAtRef.current > Date.now()) return false;
      inFlight.current = true;
      const session = getApiConfig().getKey();
      const fingerprint = submissionFingerprint(identify.current ? identify.current(vars) : vars);
      const last = unsettled.current;
      const resend = fingerprint !== null && last?.session === session && last.fingerprint === fingerprint;
      const idempotencyKey = resend ? last.idempotencyKey : newIdempotencyKey();
      // Kept until an answer settles it (onSettled): a resend of the same inputs reuses the key.
      unsettled.current = fingerprint === null ? null : { session, fingerprint, idempotencyKey };
      const sent: Sent<TVars> = { vars, key: session, idempotencyKey };
      send(sent, {
        onSuccess: (data) => {
          if (sameSession(sent)) callbacks?.onSuccess?.(data);
        },
        onError: (error) => {
          if (sameSession(sent)) callbacks?.onError?.(error);
        },
        onSettled: () => {
          if (sameSession(sent)) callbacks?.onSettled?.();
        },
      });
      return true;
    },
    [send],
  );

  const current = mutation.variables ? sameSession(mutation.variables) : true;
  return {
    mutate,
    // An answer from an earlier session is not shown (the screen is usually gone by then anyway).
    isPending: mutation.isPending,
    isSuccess: current && mutation.isSuccess,
    data: current ? mutation.data : undefined,
    error: current ? mutation.error : null,
    variables: current ? mutation.variables?.vars : undefined,
    retryAt,
    reset,
  };
}
