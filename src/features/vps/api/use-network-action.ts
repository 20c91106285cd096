import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/client';
import type { VpsNetworkActionInput } from '@/api/schemas/vps-network';
import type { MessageRef } from '@/i18n';
import { useOperationMutation, type OperationMutation } from '@/ui/operations/use-operation-mutation';
import type { OperationEnvelope } from '@/api/schemas/common';
import { vpsPath, vpsQueries } from './vps-queries';

/** The longest wait before a busy network change is sent again; a longer Retry-After just means another round. */
export const MAX_BUSY_WAIT_SECONDS = 30;

/** How many times a busy answer is sent again by itself before the panel stops and says so. */
export const MAX_BUSY_RETRIES = 5;

export interface BusyRetry {
  /** Seconds until the same request goes again, or null when no retry is waiting. */
  secondsLeft: number | null;
  /** The user stopped the retries of the last 409. */
  stopped: boolean;
  /** The server was still busy after `MAX_BUSY_RETRIES` automatic retries: no more are sent by themselves. */
  gaveUp: boolean;
  /** Automatic retries sent since the user's own request. */
  retries: number;
  stop: () => void;
}

export interface NetworkAction<TVars> extends OperationMutation<TVars> {
  busy: BusyRetry;
}

/**
 * A network change of one VPS (`POST …/network`), through the shared operation mutation: 200 inline (rDNS) or
 * 202 with a job, shown in place and in the drawer, refreshing the VPS when it ends. A 409 means "busy with
 * another change, send the same request again": it is retried automatically after `Retry-After` (at most
 * 30 s at a time), with a countdown the user can stop, at most `MAX_BUSY_RETRIES` times; then the panel stops and
 * says the server is still busy. Never a different request, never two at once.
 */
export function useNetworkAction<TVars>(
  vpsId: string,
  options: {
    body: (vars: TVars) => VpsNetworkActionInput;
    label: (vars: TVars) => MessageRef;
    onAccepted?: (envelope: OperationEnvelope, vars: TVars) => void;
  },
): NetworkAction<TVars> {
  const detailKey = vpsQueries.detail(vpsId).queryKey;
  const operation = useOperationMutation<TVars>({
    request: (vars) => ({ path: `${vpsPath(vpsId)}/network`, body: options.body(vars) }),
    track: (vars) => ({ label: options.label(vars), href: `/vps/${vpsId}?tab=network`, invalidate: [detailKey] }),
    onAccepted: options.onAccepted,
  });
  const { mutate, error } = operation;
  const lastVars = useRef<{ vars: TVars } | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [stoppedFor, setStoppedFor] = useState<unknown>(null);
  const [retries, setRetries] = useState(0);
  const busy409 = isApiError(error) && error.status === 409;
  const gaveUp = busy409 && retries >= MAX_BUSY_RETRIES;

  const send = useCallback(
    (vars: TVars) => {
      lastVars.current = { vars };
      setStoppedFor(null);
      setRetries(0);
      mutate(vars);
    },
    [mutate],
  );

  // A new 409 starts a countdown, unless the retries are used up; another answer (success or any other error)
  // ends it.
  useEffect(() => {
    if (busy409 && stoppedFor !== error && !gaveUp) {
      const wait = Math.min(MAX_BUSY_WAIT_SECONDS, Math.max(1, Math.ceil(error.retryAfterSeconds ?? 3)));
      setSecondsLeft(wait);
    } else {
      setSecondsLeft(null);
    }
  }, [error, busy409, stoppedFor, gaveUp]);

  useEffect(() => {
    if (secondsLeft === null) return;
    const timer = setTimeout(() => {
      if (secondsLeft > 1) {
        setSecondsLeft(secondsLeft - 1);
      } else {
        setSecondsLeft(null);
        if (lastVars.current) {
          setRetries((n) => n + 1);
          mutate(lastVars.current.vars);
        }
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, mutate]);

  const stop = useCallback(() => {
    setStoppedFor(error);
    setSecondsLeft(null);
  }, [error]);

  return {
    ...operation,
    mutate: send,
    // While a retry waits, the request is as good as pending: controls stay disabled.
    isBusy: operation.isBusy || secondsLeft !== null,
    busy: { secondsLeft, stopped: stoppedFor !== null && stoppedFor === error, gaveUp, retries, stop },
  };
}
