import { useCallback, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { apiRequestWithStatus } from '@/api/client';
import { pathOf, type Route } from '@/api/endpoints/route';
import { useGuardedMutation, type MutationGuard } from '@/api/guarded-mutation';
import { operationEnvelope, type OperationEnvelope } from '@/api/schemas/common';
import { useOperation, useOperationsStore, useTrackOperation, type TrackOptions } from './operations-provider';
import { isFollowed, type TrackedOperation } from './operations-store';

/** The write that starts the operation: an endpoint of the tables with its path parameters and body. */
export interface OperationRequest {
  endpoint: Route;
  params?: Readonly<Record<string, string>>;
  body?: unknown;
}

export interface OperationMutationOptions<TVars, TBody extends OperationEnvelope = OperationEnvelope> {
  /** The request that starts the operation. */
  request: (vars: TVars) => OperationRequest;
  /**
   * The answer's schema when it carries more than the envelope (a plan change's invoice): `onAccepted` gets it
   * parsed. Default: the bare operation envelope.
   */
  response?: z.ZodMiniType<TBody>;
  /**
   * What the tracker shows and refreshes: a label ("Restart web-01"), `href` to the resource's screen, and the
   * query keys (from key factories) invalidated when the job ends, and read again at once when the request's
   * outcome is unknown.
   */
  track: (vars: TVars) => TrackOptions;
  /** After the server accepted the request (200 or 202), e.g. to close a dialog. */
  onAccepted?: (envelope: TBody, vars: TVars) => void;
}

export interface OperationMutation<TVars> extends MutationGuard {
  /** Starts the operation, unless one from this hook is still being requested or still running. */
  mutate: (vars: TVars) => void;
  /** The tracked operation this hook started last: its status for progress shown in place. */
  operation: TrackedOperation | null;
  /** The request is on its way. */
  isPending: boolean;
  /** The request is on its way or its job still runs: controls that would start it again should say so. */
  isBusy: boolean;
  /** The request failed (Problem Details as ApiError). A job that ran and failed is `operation.error`. */
  error: unknown;
  /** Forgets the last request's error (e.g. when a dialog reopens). */
  reset: () => void;
}

/**
 * The asynchronous mutation every area uses, on the one guarded helper (`useGuardedMutation`: sent once, an
 * unknown outcome read again, a 429's wait). The server answers 202 with an operation envelope while the job
 * runs, or 200 with a terminal one when it finished inline. Either way the operation goes to the one tracker
 * (operations drawer, polling, invalidation at the end) and this hook hands back its live state for the
 * resource's own screen (`<OperationProgress operation={…} />`).
 *
 * Besides the guard on the request, a second call while its job is still running does nothing either (a second
 * tap on a slow phone after the 202 arrived).
 */
export function useOperationMutation<TVars = void, TBody extends OperationEnvelope = OperationEnvelope>(
  options: OperationMutationOptions<TVars, TBody>,
): OperationMutation<TVars> {
  const track = useTrackOperation();
  const store = useOperationsStore();
  const [jobId, setJobId] = useState<string | null>(null);
  const operation = useOperation(jobId);
  // A ref as well as state: a tap right after the 202 can land before React re-renders with the job.
  const lastJobId = useRef<string | null>(null);

  const mutation = useGuardedMutation({
    mutationFn: async (vars: TVars, { idempotencyKey }) => {
      // Before the request leaves: an answer that comes back after a sign-out is not this session's to track.
      const epoch = store.epoch();
      const request = options.request(vars);
      // Without `response`, TBody is its default, the bare envelope.
      const schema = options.response ?? (operationEnvelope as unknown as z.ZodMiniType<TBody>);
      // `params` names the route's parameters (pathOf throws, before anything is sent, when one is missing).
      const path = pathOf(request.endpoint, request.params ?? {});
      const { data } = await apiRequestWithStatus(schema, path, {
        method: request.endpoint.method,
        body: request.body,
        // A money write (a plan change with its invoice): a resend of the same submission is answered, not redone.
        ...(request.endpoint.idempotent ? { idempotencyKey } : {}),
      });
      // 200 (done inline) and 202 differ only in the envelope: a terminal status ends tracking at once, a running
      // one without a poll URL we may fetch is followed by refreshing its resource (the tracker decides).
      return { envelope: data, epoch };
    },
    // The same request again is the same submission, whatever else the inputs carry (an option's gates read anew).
    identify: (vars) => {
      const request = options.request(vars);
      return [request.endpoint.method, request.endpoint.path, request.params ?? null, request.body ?? null];
    },
    touches: (vars) => options.track(vars).invalidate,
    onSuccess: ({ envelope, epoch }, vars) => {
      if (!track(envelope.operation, options.track(vars), epoch)) return;
      lastJobId.current = envelope.operation.jobId;
      setJobId(envelope.operation.jobId);
      options.onAccepted?.(envelope, vars);
    },
  });
  const { mutate: send } = mutation;

  const mutate = useCallback(
    (vars: TVars) => {
      const last = lastJobId.current ? store.getSnapshot().find((op) => op.jobId === lastJobId.current) : undefined;
      if (last && isFollowed(last)) return;
      send(vars);
    },
    [send, store],
  );

  return {
    mutate,
    operation,
    isPending: mutation.isPending,
    retryAt: mutation.retryAt,
    isBusy: mutation.isPending || (operation !== null && isFollowed(operation)),
    error: mutation.error,
    reset: mutation.reset,
  };
}
