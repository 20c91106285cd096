import * as z from 'zod/mini';
import { operationEnvelope } from '@/api/schemas/common';
import {
  snapshotIdParam,
  vps,
  vpsIdParam,
  vpsListPage,
  vpsListQuery,
  vpsNoBody,
  vpsRestartBody,
} from '@/api/schemas/vps';
import { metricsQuery, vpsMetrics } from '@/api/schemas/vps-metrics';
import {
  availableSubnetsResponse,
  vpsNetworkActionBody,
  vpsNetworkActionResponse,
  vpsNetworkState,
} from '@/api/schemas/vps-network';
import {
  snapshotCreateBody,
  snapshotCreateResponse,
  snapshotDeleteResponse,
  snapshotList,
  vpsConfigBody,
  vpsConfigResponse,
} from '@/api/schemas/vps-snapshots';
import {
  resetSshKeysBody,
  resetSshKeysResponse,
  sshKeyCreateBody,
  sshKeyCreateResponse,
  sshKeyList,
} from '@/api/schemas/vps-ssh-keys';
import {
  snapshotRestoreAccepted,
  vpsBilling,
  vpsUpgradeAccepted,
  vpsUpgradeBody,
  vpsUpgradePreview,
  vpsUpgradeView,
} from '@/api/schemas/vps-upgrade';
import {
  vpsRebuildAccepted,
  vpsRebuildBody,
  vpsRescueAccepted,
  vpsRootPasswordAccepted,
} from '@/api/schemas/vps-order';
import { bindIo, param } from './endpoint';
import { vpsRoutes } from './vps';

const vpsId = param(vpsIdParam, 'Expected a VPS id (vps_…).');
const snapshotId = param(snapshotIdParam, 'Expected a snapshot name.');

/** A power action: 202 with a job whenever it is accepted. */
const power = {
  params: { id: vpsId },
  body: vpsNoBody,
  bodyOptional: true,
  response: operationEnvelope,
  status: 202,
} as const;

/** The servers' endpoints with their contract (`vps.ts` holds the routes and the decisions). */
export const vpsEndpoints = bindIo(vpsRoutes, {
  list: { query: vpsListQuery, response: vpsListPage },
  detail: { params: { id: vpsId }, response: vps },
  restart: { ...power, body: vpsRestartBody },
  stop: power,
  reset: power,
  shutdown: power,
  start: power,
  network: { params: { id: vpsId }, response: vpsNetworkState },
  // A change answers the envelope (200 inline, 202 queued); `get_available_subnets` answers `{ subnets }`.
  networkAction: {
    params: { id: vpsId },
    body: vpsNetworkActionBody,
    response: z.union([vpsNetworkActionResponse, availableSubnetsResponse]),
  },
  metrics: { params: { id: vpsId }, query: metricsQuery, response: vpsMetrics },
  sshKeys: { params: { id: vpsId }, response: sshKeyList },
  createSshKey: { body: sshKeyCreateBody, response: sshKeyCreateResponse, status: 201 },
  resetSshKeys: { params: { id: vpsId }, body: resetSshKeysBody, response: resetSshKeysResponse },
  snapshots: { params: { id: vpsId }, response: snapshotList },
  createSnapshot: { params: { id: vpsId }, body: snapshotCreateBody, response: snapshotCreateResponse, status: 202 },
  deleteSnapshot: { params: { id: vpsId, snapshotId }, response: snapshotDeleteResponse },
  restoreSnapshot: {
    params: { id: vpsId, snapshotId },
    body: vpsNoBody,
    bodyOptional: true,
    response: snapshotRestoreAccepted,
    status: 202,
  },
  upgradeOptions: { params: { id: vpsId }, response: vpsUpgradeView },
  // The commit answers 202 with a job; a dry run 200 with the preview.
  upgrade: { params: { id: vpsId }, body: vpsUpgradeBody, response: z.union([vpsUpgradeAccepted, vpsUpgradePreview]) },
  billing: { params: { id: vpsId }, response: vpsBilling },
  config: { params: { id: vpsId }, body: vpsConfigBody, response: vpsConfigResponse },
  rebuild: { params: { id: vpsId }, body: vpsRebuildBody, response: vpsRebuildAccepted, status: 202 },
  rescue: { ...power, response: vpsRescueAccepted },
  leaveRescue: power,
  resetRootPassword: { ...power, response: vpsRootPasswordAccepted },
  accountSshKeys: { response: sshKeyList },
});
