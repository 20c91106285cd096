import { auditActionValues, type AuditAction } from '@/api/schemas/audit-log';
import type { AuditEntrySpec } from '@/mock/areas/audit/seed';
import type { VpsSpec } from '@/mock/areas/vps/seed';
import { DEMO_AUDIT, DEMO_BILLING, DEMO_DOMAINS, DEMO_HOSTING, DEMO_ORDERS, DEMO_TICKETS, DEMO_VPS } from './ids';

/** Astrid's last few days of changes (and one of Bruno's): `DEMO_AUDIT` names what tests rely on. */
const full = { type: 'api_key', keyId: 'key_seed_full', keyName: 'full' } as const;
const readonly = { type: 'api_key', keyId: 'key_seed_readonly', keyName: 'readonly' } as const;
const office = '192.0.2.44';

export const DEMO_AUDIT_SPECS: readonly AuditEntrySpec[] = [
  {
    owner: 'main',
    id: DEMO_AUDIT.restart.id,
    time: '2026-11-21T16:42:10.000Z',
    area: 'vps',
    action: 'vps.restart',
    actor: full,
    target: { type: 'vps', id: DEMO_VPS.web.id, name: DEMO_VPS.web.name },
    outcome: 'succeeded',
    problem: null,
    requestId: 'req_5d0c3a81e9f24b17',
    sourceIp: office,
    operationId: 'job_seed_restart01',
  },
  {
    owner: 'main',
    id: DEMO_AUDIT.refusedStop.id,
    time: '2026-11-21T16:40:02.000Z',
    area: 'vps',
    action: 'vps.stop',
    actor: readonly,
    target: { type: 'vps', id: DEMO_VPS.web.id, name: DEMO_VPS.web.name },
    outcome: 'refused',
    problem: { code: DEMO_AUDIT.refusedStop.code, status: DEMO_AUDIT.refusedStop.status },
    requestId: 'req_8a71f0c42d9e6b35',
    sourceIp: office,
    operationId: null,
  },
  {
    owner: 'main',
    id: 'aud_seed_06',
    time: '2026-11-21T10:05:44.000Z',
    area: 'support',
    action: 'ticket.reply',
    actor: full,
    target: { type: 'ticket', id: DEMO_TICKETS.openWithStaffReply.id, name: DEMO_TICKETS.openWithStaffReply.number },
    outcome: 'succeeded',
    problem: null,
    requestId: 'req_2b94e6d10c7a5f83',
    sourceIp: office,
    operationId: null,
  },
  {
    owner: 'main',
    id: 'aud_seed_05',
    time: '2026-11-20T14:18:30.000Z',
    area: 'billing',
    action: 'invoice.apply_credit',
    actor: full,
    target: { type: 'invoice', id: DEMO_BILLING.invoices.paid.id, name: DEMO_BILLING.invoices.paid.number },
    outcome: 'refused',
    problem: { code: 'invoice_not_payable', status: 409 },
    requestId: 'req_c3e8a5071f6d2b94',
    sourceIp: office,
    operationId: null,
  },
  {
    owner: 'main',
    id: 'aud_seed_04',
    time: '2026-11-20T09:31:12.000Z',
    area: 'vps',
    action: 'vps.snapshot_create',
    actor: full,
    target: { type: 'vps', id: DEMO_VPS.db.id, name: DEMO_VPS.db.name },
    outcome: 'failed',
    problem: { code: 'service_unavailable', status: 503 },
    requestId: 'req_71d4b9e2a0c58f36',
    sourceIp: office,
    operationId: null,
  },
  {
    owner: 'main',
    id: 'aud_seed_03',
    time: '2026-11-19T13:02:55.000Z',
    area: 'hosting',
    action: 'hosting.mailbox_create',
    actor: full,
    target: { type: 'hosting_account', id: DEMO_HOSTING.main.id, name: DEMO_HOSTING.main.domain },
    outcome: 'succeeded',
    problem: null,
    requestId: 'req_9f2a6c83d1e04b75',
    sourceIp: office,
    operationId: null,
  },
  {
    owner: 'main',
    id: 'aud_seed_02',
    time: '2026-11-18T15:47:20.000Z',
    area: 'domains',
    action: 'domain.update',
    actor: full,
    target: { type: 'domain', id: DEMO_DOMAINS.se.id, name: DEMO_DOMAINS.se.name },
    outcome: 'succeeded',
    problem: null,
    requestId: 'req_4e6b1d9a7c20f583',
    sourceIp: office,
    operationId: null,
  },
  {
    owner: 'main',
    id: 'aud_seed_01',
    time: '2026-11-18T08:12:03.000Z',
    area: 'orders',
    action: 'order.create',
    actor: full,
    target: { type: 'order', id: DEMO_ORDERS.processing.id, name: DEMO_ORDERS.processing.number },
    outcome: 'succeeded',
    problem: null,
    requestId: 'req_0a5c7e3b9d1f62e8',
    sourceIp: office,
    operationId: null,
  },
  {
    owner: 'other',
    id: DEMO_AUDIT.otherRestart.id,
    time: '2026-11-21T12:00:00.000Z',
    area: 'vps',
    action: 'vps.restart',
    actor: { type: 'api_key', keyId: 'key_seed_other', keyName: 'other' },
    target: { type: 'vps', id: DEMO_AUDIT.otherRestart.vps.id, name: DEMO_AUDIT.otherRestart.vps.name },
    outcome: 'succeeded',
    problem: null,
    requestId: 'req_e1f3a5c7b9d20468',
    sourceIp: '198.51.100.7',
    operationId: 'job_seed_restart02',
  },
];

/**
 * The account log's entries of the servers' failed changes that Home lists (`lastFailedJob`, seeded relative to the
 * world's creation): the restart the full key asked for, written `failed` with the job's error code, as the recorder
 * writes a change whose job fails (ledger "Audit log"), so Home's "a change failed" item is in the log too.
 */
export function failedJobAuditSpecs(servers: readonly VpsSpec[], nowMs: number): AuditEntrySpec[] {
  return servers.flatMap((server) => {
    const failed = server.lastFailedJob;
    const action = auditActionValues.find((value): value is AuditAction => value === failed?.kind);
    if (!failed || !action) return [];
    return [
      {
        owner: server.owner,
        id: `aud_seed_${failed.jobId}`,
        time: new Date(nowMs - failed.failedAgoMs).toISOString(),
        area: 'vps',
        action,
        actor: server.owner === 'main' ? full : { type: 'api_key', keyId: 'key_seed_other', keyName: 'other' },
        target: { type: 'vps', id: server.id, name: server.name },
        outcome: 'failed',
        problem: { code: failed.code, status: null },
        requestId: `req_${failed.jobId.replace(/^job_/, '')}0f1e2d3c`,
        sourceIp: office,
        operationId: failed.jobId,
      },
    ];
  });
}
