import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { apiRequestWithStatus, type RequestOptions } from '@/api/client';
import { operationEnvelope, type OperationEnvelope } from '@/api/schemas/common';
import { useOperation, useOperationsStore, useTrackOperation, type TrackOptions } from './operations-provider';
import { isFollowed, type TrackedOperation } from './operations-store';

export interface OperationRequest {
  path: string;
  method?: Exclude<RequestOptions['method'], 'GET'>;
  body?: unknown;
}

export interface OperationMutationOptions<TVars> {
  /** The request that starts the operation. */
  request: (vars: TVars) => OperationRequest;
  /**
   * What the tracker shows and refreshes: a label ("Restart web-01"), `href` to the resource's screen, and the
   * query keys (from key factories) invalidated when the job ends. Called with the accepted envelope, so a
   * label can use `operation.result`.
   */
  track: (vars: TVars, envelope: OperationEnvelope) => TrackOptions;
  /** After the server accepted the request (200 or 202), e.g. to close a dialog. */
  onAccepted?: (envelope: OperationEnvelope, vars: TVars) => void;
}

export interface OperationMutation<TVars> {
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
 * The asynchronous mutation every area uses. The server answers 202 with an operation envelope while the job
 * runs, or 200 with a terminal one when it finished inline. Either way the operation goes to the one tracker
 * (activity drawer, polling, invalidation at the end) and this hook hands back its live state for the
 * resource's own screen (`<OperationProgress operation={…} />`).
 *
 * Never sends twice: mutations are not retried, and a second call while the request is pending or its job is
 * running does nothing (a double click, a second tap on a slow phone).
 */
export function useOperationMutation<TVars = void>(options: OperationMutationOptions<TVars>): OperationMutation<TVars> {
  const track = useTrackOperation();
  const store = useOperationsStore();
  const [jobId, setJobId] = useState<string | null>(null);
  const operation = useOperation(jobId);
  // Refs, not state: a second click can land before React re-renders with isPending.
  const inFlight = useRef(false);
  const lastJobId = useRef<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (vars: TVars) => {
      // Before the request leaves: an answer that comes back after a sign-out is not this session's to track.
      const epoch = store.epoch();
      const { path, method = 'POST', body } = options.request(vars);
      const { data } = await apiRequestWithStatus(operationEnvelope, path, { method, body });
      // 200 (done inline) and 202 differ only in the envelope: a terminal status ends tracking at once, a running
      // one without a poll URL we may fetch is followed by refreshing its resource (the tracker decides).
      return { envelope: data, epoch };
    },
    retry: false,
    onSuccess: ({ envelope, epoch }, vars) => {
      if (!track(envelope.operation, options.track(vars, envelope), epoch)) return;
      lastJobId.current = envelope.operation.jobId;
      setJobId(envelope.operation.jobId);
      options.onAccepted?.(envelope, vars);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const { mutate: send, reset } = mutation;

  const mutate = useCallback(
    (vars: TVars) => {
      if (inFlight.current) return;
      const last = lastJobId.current ? store.getSnapshot().find((op) => op.jobId === lastJobId.current) : undefined;
      if (last && isFollowed(last)) return;
      inFlight.current = true;
      send(vars);
    },
    [send, store],
  );

  return {
    mutate,
    operation,
    isPending: mutation.isPending,
    isBusy: mutation.isPending || (operation !== null && isFollowed(operation)),
    error: mutation.error,
    reset,
  };
}
