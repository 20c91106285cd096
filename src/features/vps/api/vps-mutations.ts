import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '@/api/call';
import { isApiError } from '@/api/client';
import { vpsEndpoints as api } from '@/api/endpoints/vps-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import type { OperationEnvelope } from '@/api/schemas/common';
import type { Vps } from '@/api/schemas/vps';
import type { VpsNetworkActionInput } from '@/api/schemas/vps-network';
import { snapshotIdOf, type Snapshot, type SnapshotCreateBody, type VpsConfigBody } from '@/api/schemas/vps-snapshots';
import type { SshKeyCreateBody } from '@/api/schemas/vps-ssh-keys';
import { messageRef, type MessageRef } from '@/i18n';
import { useOperationMutation, type OperationMutation } from '@/ui/operations/use-operation-mutation';
import { vpsDetailMessages, vpsSectionsMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { vpsQueries } from './vps-queries';
import { vpsSectionQueries } from './vps-section-queries';

/**
 * The writes of a server's sections: network changes, snapshots and their slots, SSH keys (power, which the overview
 * offers, is in vps-power-mutation.ts: the overview loads none of these). Components call these hooks with the
 * server and their callbacks and never build a URL. Loaded with a section's tab, never the list.
 */

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
    request: (vars) => ({
      endpoint: api.networkAction,
      params: { id: vpsId },
      body: options.body(vars),
    }),
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

  // Each 409 is a countdown of its own (`error` is in the deps): a retry's busy answer may come back before its
  // "no countdown" was drawn, and set the same seconds again; that must still start a timer.
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
  }, [secondsLeft, mutate, error]);

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

/** Deletes a snapshot; the answer is the refreshed list, shown at once. */
export function useDeleteSnapshot(vpsId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    touches: () => [vpsSectionQueries.snapshots(vpsId).queryKey, vpsSectionQueries.upgradeOptions(vpsId).queryKey],
    mutationFn: (snapshotId: string) => call(api.deleteSnapshot, { params: { id: vpsId, snapshotId } }),
    onSuccess: (list) => {
      queryClient.setQueryData(vpsSectionQueries.snapshots(vpsId).queryKey, list);
      void queryClient.invalidateQueries({ queryKey: vpsSectionQueries.upgradeOptions(vpsId).queryKey });
    },
  });
}

/** Adds a key to the account (not to any VPS: a reset installs it). */
export function useAddSshKey(vpsId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    touches: () => [vpsSectionQueries.sshKeys(vpsId).queryKey],
    mutationFn: (body: SshKeyCreateBody) => call(api.createSshKey, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vpsSectionQueries.sshKeys(vpsId).queryKey }),
  });
}

/** Replaces the keys installed on a VPS (`[]` removes every key). Applied at once (200). */
export function useResetSshKeys(vpsId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    touches: () => [vpsSectionQueries.sshKeys(vpsId).queryKey],
    mutationFn: (sshKeyIds: string[]) => call(api.resetSshKeys, { params: { id: vpsId }, body: { sshKeyIds } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vpsSectionQueries.sshKeys(vpsId).queryKey }),
  });
}

/** What a snapshot is taken with (the form's values; a blank description is sent as none). */
export interface SnapshotCreateValues {
  name: string;
  description: string;
}

/** Takes a snapshot (202, a job); the new snapshot is listed at once as "being taken". */
export function useCreateSnapshot(
  server: Vps,
  options: { onAccepted?: (envelope: OperationEnvelope, values: SnapshotCreateValues) => void } = {},
) {
  const queryClient = useQueryClient();
  const name = vpsName(server);
  const detailKey = vpsQueries.detail(server.id).queryKey;
  return useOperationMutation<SnapshotCreateValues>({
    request: (values) => ({
      endpoint: api.createSnapshot,
      params: { id: server.id },
      body: { name: values.name, description: values.description.trim() || null } satisfies SnapshotCreateBody,
    }),
    track: (values) => ({
      label: messageRef(vpsSectionsMessages, 'vpsSections.snapshots.operation.create', { snapshot: values.name, name }),
      href: `/vps/${server.id}?tab=snapshots`,
      invalidate: [detailKey],
    }),
    onAccepted: (envelope, values) => {
      options.onAccepted?.(envelope, values);
      void queryClient.invalidateQueries({ queryKey: detailKey });
    },
  });
}

/** Raises the server's snapshot slots to `count` (`actions/config`); the snapshot list and the options refresh. */
export function useAddSnapshotSlots(
  server: Vps,
  options: { onAccepted?: (envelope: OperationEnvelope, count: number) => void } = {},
) {
  const queryClient = useQueryClient();
  const name = vpsName(server);
  const snapshotsKey: QueryKey = vpsSectionQueries.snapshots(server.id).queryKey;
  return useOperationMutation<number>({
    request: (count) => ({
      endpoint: api.config,
      params: { id: server.id },
      body: { resources: { snapshotSlots: count } } satisfies VpsConfigBody,
    }),
    track: (count) => ({
      label: messageRef(vpsSectionsMessages, 'vpsSections.slots.operation', { name, count }),
      href: `/vps/${server.id}?tab=snapshots`,
      invalidate: [snapshotsKey, vpsSectionQueries.upgradeOptions(server.id).queryKey],
    }),
    onAccepted: (envelope, count) => {
      void queryClient.invalidateQueries({ queryKey: snapshotsKey });
      options.onAccepted?.(envelope, count);
    },
  });
}

/**
 * Returns the server's disk to a snapshot (`POST …/snapshots/{name}/actions/restore`, 202 with a job): a running
 * server restarts while it runs. The server is refreshed at once (restarting, busy) and again when the job ends.
 */
export function useRestoreSnapshot(
  server: Vps,
  options: { onAccepted?: (envelope: OperationEnvelope, snapshot: Snapshot) => void } = {},
) {
  const queryClient = useQueryClient();
  const name = vpsName(server);
  const detailKey = vpsQueries.detail(server.id).queryKey;
  return useOperationMutation<Snapshot>({
    request: (snapshot) => ({
      endpoint: api.restoreSnapshot,
      params: { id: server.id, snapshotId: snapshotIdOf(snapshot) },
    }),
    track: (snapshot) => ({
      label: messageRef(vpsDetailMessages, 'vpsDetail.restore.operation', { name, snapshot: snapshot.name }),
      href: `/vps/${server.id}?tab=snapshots`,
      invalidate: [detailKey, vpsQueries.lists()],
    }),
    onAccepted: (envelope, snapshot) => {
      options.onAccepted?.(envelope, snapshot);
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: vpsQueries.lists() });
    },
  });
}
