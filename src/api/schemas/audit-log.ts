import * as z from 'zod/mini';
import { listPage, nullableInt, nullableString, paginationQuery, timestamp, tolerantEnum } from './common';
import {
  auditActionValues,
  auditAreaValues,
  auditOutcomeValues,
  type AuditAction,
  type AuditArea,
  type AuditOutcome,
} from './audit-log-values';

/**
 * The account log, `GET /api/v2/audit-log` (ledger "Audit log": the spec names the endpoint, its shape is
 * ours). One entry per change the account's keys asked for (every POST, PUT, PATCH and DELETE under /api/v2 that
 * passed authentication), refused ones included. Read tolerantly: a malformed entry is dropped from its page, an
 * unknown area, outcome, actor or target type reads as `unknown`, extra members pass.
 */

export {
  auditActionValues,
  auditAreaValues,
  auditOutcomeValues,
  type AuditAction,
  type AuditArea,
  type AuditOutcome,
} from './audit-log-values';

/** Who asked: the key by id and name; `sub_account` when the key belongs to a contact sub-account. */
export const auditActorTypeValues = ['api_key', 'sub_account', 'person'] as const;

/** What an entry is about; the app links the ones it has a screen for. */
export const auditTargetTypeValues = [
  'vps',
  'ssh_key',
  'hosting_account',
  'domain',
  'order',
  'invoice',
  'card',
  'ticket',
  'attachment',
  'api_key',
  'person',
  'passkey',
  'session',
] as const;
export type AuditTargetType = (typeof auditTargetTypeValues)[number];

export const auditActor = z.object({
  type: tolerantEnum(auditActorTypeValues),
  keyId: nullableString,
  keyName: nullableString,
});
export type AuditActor = z.infer<typeof auditActor>;

export const auditTarget = z.object({
  type: tolerantEnum(auditTargetTypeValues),
  id: nullableString,
  /** The resource's name when the server knew it (a server's name, a domain, an invoice or order number). */
  name: nullableString,
});
export type AuditTarget = z.infer<typeof auditTarget>;

/** A refused (4xx) or failed (5xx) request's Problem: its code and HTTP status. */
export const auditProblem = z.object({ code: nullableString, status: nullableInt });

export const auditEntry = z.object({
  id: z.string().check(z.minLength(1)),
  time: timestamp,
  area: tolerantEnum(auditAreaValues),
  /** A free string on purpose: an action this client does not know is said in general words, never dropped. */
  action: z.string(),
  actor: z.catch(z.nullable(auditActor), null),
  target: z.catch(z.nullable(auditTarget), null),
  outcome: tolerantEnum(auditOutcomeValues),
  problem: z.catch(z.nullable(auditProblem), null),
  requestId: nullableString,
  sourceIp: nullableString,
  /** The job of an operation the request started (a 202), for support. */
  operationId: nullableString,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogPage = listPage(auditEntry, 'audit log');
export type AuditLogPage = z.infer<typeof auditLogPage>;

/** `GET /api/v2/audit-log` query: newest first; `from` inclusive, `to` exclusive (ISO instants). */
export const auditLogQuery = z.extend(paginationQuery, {
  area: z.optional(z.enum(auditAreaValues)),
  action: z.optional(z.enum(auditActionValues)),
  outcome: z.optional(z.enum(auditOutcomeValues)),
  from: z.optional(z.iso.datetime()),
  to: z.optional(z.iso.datetime()),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** What the mock answers (and a real server is expected to send) per entry. */
export interface AuditEntryBody {
  id: string;
  time: string;
  area: AuditArea;
  action: AuditAction;
  actor: { type: 'api_key' | 'sub_account' | 'person'; keyId: string; keyName: string };
  target: { type: AuditTargetType; id: string | null; name: string | null } | null;
  outcome: AuditOutcome;
  /** `status` null: the request was accepted (202) and its job failed later (the job's error `code`). */
  problem: { code: string; status: number | null } | null;
  requestId: string;
  sourceIp: string | null;
  operationId: string | null;
}
