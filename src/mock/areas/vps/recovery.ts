import type { ActionGate } from '@/api/schemas/common';
import type { ServerImage } from '@/api/schemas/vps-order';
import { findServerImage, SERVER_IMAGES } from '@/mock/areas/catalog/server-catalog';
import type { Job } from '@/mock/platform/jobs';
import { invalidRequest } from '@/mock/platform/problems';
import { gateRefusal } from './network';
import { newPassword } from './provision';
import { recoveryGates, relNow, startChange, type StoredVps, type VpsHost } from './state';

/**
 * When a server will not behave (issue 38; decisions on `vpsRoutes.rebuild`, `rescue`, `leaveRescue`,
 * `resetRootPassword`): each checks its gate (a 403 with the gate's code, `extensions.gate`), then starts one job
 * that holds the server busy. New passwords are made here and answered once; they are never stored in a read.
 */

function checkGate(vps: StoredVps, name: keyof ReturnType<typeof recoveryGates>): void {
  const gate: ActionGate = recoveryGates(vps)[name];
  if (!gate.allowed) throw gateRefusal(name, gate);
}

export function beginRebuild(
  host: VpsHost,
  vps: StoredVps,
  imageId: string,
): { job: Job; body: { image: ServerImage; rootPassword: string | null } } {
  checkGate(vps, 'canRebuild');
  const image = findServerImage(imageId);
  if (!image) {
    throw invalidRequest([
      {
        pointer: '/image',
        detail: `No image "${imageId}"; choose one of: ${SERVER_IMAGES.map((item) => item.id).join(', ')}.`,
        code: 'invalid_request',
      },
    ]);
  }
  vps.status = 'provisioning';
  const job = startChange(host, vps, {
    customerId: vps.customerId,
    kind: 'vps.rebuild',
    operationResult: { image: image.id },
    apply: () => {
      vps.status = 'running';
      vps.os = image.name;
      vps.stoppedUnexpectedly = false;
      vps.guestCheckedAtRel = relNow(host);
      return { result: { vpsId: vps.id, image: image.id, os: image.name } };
    },
  });
  return { job, body: { image: { ...image }, rootPassword: vps.installedKeyIds.length === 0 ? newPassword() : null } };
}

export function beginRescue(host: VpsHost, vps: StoredVps): { job: Job; body: { rootPassword: string } } {
  checkGate(vps, 'canEnterRescue');
  vps.status = 'restarting';
  const job = startChange(host, vps, {
    customerId: vps.customerId,
    kind: 'vps.rescue',
    apply: () => {
      vps.status = 'running';
      vps.stoppedUnexpectedly = false;
      vps.rescueSinceRel = relNow(host);
      return { result: { vpsId: vps.id, rescue: true } };
    },
  });
  return { job, body: { rootPassword: newPassword() } };
}

export function beginLeaveRescue(host: VpsHost, vps: StoredVps): Job {
  checkGate(vps, 'canLeaveRescue');
  vps.status = 'restarting';
  return startChange(host, vps, {
    customerId: vps.customerId,
    kind: 'vps.rescue.leave',
    apply: () => {
      vps.status = 'running';
      vps.rescueSinceRel = null;
      vps.guestCheckedAtRel = relNow(host);
      return { result: { vpsId: vps.id, rescue: false } };
    },
  });
}

export function beginRootPasswordReset(
  host: VpsHost,
  vps: StoredVps,
): { job: Job; body: { rootPassword: string; restarts: boolean } } {
  checkGate(vps, 'canResetRootPassword');
  const restarts = vps.status === 'running';
  if (restarts) vps.status = 'restarting';
  const job = startChange(host, vps, {
    customerId: vps.customerId,
    kind: 'vps.root_password',
    apply: () => {
      if (restarts) {
        vps.status = 'running';
        vps.guestCheckedAtRel = relNow(host);
      }
      return { result: { vpsId: vps.id, restarted: restarts } };
    },
  });
  return { job, body: { rootPassword: newPassword(), restarts } };
}
