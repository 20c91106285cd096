import * as z from 'zod/mini';
import { knownScopes, readScopes, type Scope } from './me';
import { listPage, nullableString, nullableTimestamp, opaqueId, tolerantEnum } from './common';

/**
 * Team members, their invitations and a person's sessions (issue 39; ours: the spec has no people). Routes and their
 * decisions: `src/api/endpoints/team.ts` and `src/api/endpoints/sessions.ts`.
 */

/** The roles a member can have, most access first. */
export const teamRoleValues = ['owner', 'administrator', 'billing', 'technical', 'read_only'] as const;
export type TeamRole = (typeof teamRoleValues)[number];
export const teamRole = tolerantEnum(teamRoleValues);

const services: readonly Scope[] = [
  'read:vm',
  'write:vm',
  'write:network',
  'power:vm',
  'backup:vm',
  'console:services',
  'read:hosting',
  'write:hosting',
  'read:domains',
  'write:domains',
  'read:dns',
  'write:dns',
];

/**
 * What a role may do: the scopes of its members' session keys (the same on the server and in the panel's words).
 * Owners and administrators manage the team and API keys (`read:keys`/`write:keys`, the access scopes); only an
 * owner pays (`write:billing`) or changes an owner.
 */
export const roleScopes: Readonly<Record<TeamRole, readonly Scope[]>> = {
  owner: knownScopes,
  administrator: knownScopes.filter((scope) => scope !== 'write:billing'),
  billing: ['read:billing', 'write:billing', 'read:orders', 'write:orders', 'read:support', 'write:support'],
  technical: [...services, 'read:orders', 'read:support', 'write:support'],
  read_only: readScopes,
};

export const memberIdParam = z.string().check(z.regex(/^(per|inv)_[A-Za-z0-9_-]{1,64}$/));
export const sessionIdParam = opaqueId('ses_');

export const teamMemberStatusValues = ['invited', 'active'] as const;

/** A member of the team: a person (`per_…`, active) or an invitation not yet accepted (`inv_…`, invited). */
export const teamMember = z.object({
  id: z.string(),
  /** The person's name (a personal member: masked in a shared view); null for an invitation. */
  fullName: nullableString,
  email: nullableString,
  role: teamRole,
  /** The spec's order-placement permission of a contact sub-account; owners always may. */
  canPlaceOrders: z.catch(z.boolean(), false),
  status: tolerantEnum(teamMemberStatusValues),
  lastSignInAt: nullableTimestamp,
  invitedAt: nullableTimestamp,
  /** An invitation's end (its link stops working). */
  invitationExpiresAt: nullableTimestamp,
  /** The person this request was made as. */
  isYou: z.catch(z.boolean(), false),
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamMemberList = listPage(teamMember, 'team member list');

const email = z.string().check(z.trim(), z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
const roleName = z.enum(teamRoleValues);

export const invitationBody = z.strictObject({
  email,
  role: roleName,
  canPlaceOrders: z.optional(z.boolean()),
});
export type InvitationBody = z.input<typeof invitationBody>;

export const memberChangeBody = z.strictObject({
  role: z.optional(roleName),
  canPlaceOrders: z.optional(z.boolean()),
});
export type MemberChangeBody = z.input<typeof memberChangeBody>;

const invitationToken = z.string().check(z.minLength(10), z.maxLength(200));

/** `POST /api/v2/team/invitation-lookups`: what an invitation link is for, before accepting it. */
export const invitationLookupBody = z.strictObject({ token: invitationToken });
export const invitationPreview = z.object({
  email: nullableString,
  role: teamRole,
  canPlaceOrders: z.catch(z.boolean(), false),
  customerName: nullableString,
  invitedBy: nullableString,
  expiresAt: nullableTimestamp,
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const INVITEE_NAME_MAX = 200;
export const acceptInvitationBody = z.strictObject({
  token: invitationToken,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(INVITEE_NAME_MAX)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;
export const acceptedInvitation = z.object({ email: nullableString, name: nullableString });

/** A signed-in browser (`session`: a person's session key) or an API key's use (`api_key`). */
export const sessionKindValues = ['session', 'api_key'] as const;

export const accountSession = z.object({
  id: z.string(),
  kind: tolerantEnum(sessionKindValues),
  /** An API key's name; null for a browser session. */
  name: nullableString,
  /** From the user agent: the browser and the system (null when it did not say). */
  browser: nullableString,
  os: nullableString,
  /** The address of the last request, and where the server places it (approximately; null when unknown). */
  lastAddress: nullableString,
  city: nullableString,
  country: nullableString,
  firstSeenAt: nullableTimestamp,
  lastSeenAt: nullableTimestamp,
  isCurrent: z.catch(z.boolean(), false),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionList = listPage(accountSession, 'session list');

export const signOutOthersBody = z.strictObject({});
export const signedOutCount = z.object({ signedOut: z.catch(z.number(), 0) });
