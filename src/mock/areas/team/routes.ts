import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { sessionEndpoints } from '@/api/endpoints/sessions-io';
import { teamEndpoints as api } from '@/api/endpoints/team-io';
import { roleScopes, type AccountSession, type TeamMember, type TeamRole } from '@/api/schemas/team';
import { findPerson, findPersonByEmail, hashPassword, peopleOf, subAccountOf } from '@/mock/areas/account/people';
import { actAs, assertGoodPassword, personOf } from '@/mock/areas/account/routes';
import type { Person } from '@/mock/areas/account/state';
import { secretState } from '@/mock/platform/api-key-secrets';
import { json, type AuthContext, type MockEnv } from '@/mock/platform/http';
import { ProblemError, notFound } from '@/mock/platform/problems';
import { serve, servePublic } from '@/mock/platform/serve';
import type { ApiKey, World, WorldRegistry } from '@/mock/platform/worlds';
import { deviceOf, placeOf, shownAddress } from './devices';
import type { Invitation } from './state';

/** Team members, invitations and a person's sessions (src/api/endpoints/team.ts and sessions.ts hold the rules). */

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const randomId = (prefix: string, bytes = 8) => `${prefix}_${randomBytes(bytes).toString('hex')}`;

const ROLE_ORDER: readonly TeamRole[] = ['owner', 'administrator', 'billing', 'technical', 'read_only'];
const ROLE_WORDS: Readonly<Record<TeamRole, string>> = {
  owner: 'owner',
  administrator: 'administrator',
  billing: 'billing',
  technical: 'technical',
  read_only: 'read-only',
};

function memberOfPerson(person: Person, auth: AuthContext): TeamMember {
  return {
    id: person.id,
    fullName: person.name,
    email: person.email,
    role: person.role,
    canPlaceOrders: person.role === 'owner' || person.canPlaceOrders,
    status: 'active',
    lastSignInAt: iso(person.lastSignInAtMs),
    invitedAt: null,
    invitationExpiresAt: null,
    isYou: auth.apiKey.personId === person.id,
  };
}

function memberOfInvitation(invitation: Invitation): TeamMember {
  return {
    id: invitation.id,
    fullName: null,
    email: invitation.email,
    role: invitation.role,
    canPlaceOrders: invitation.role === 'owner' || invitation.canPlaceOrders,
    status: 'invited',
    lastSignInAt: null,
    invitedAt: iso(invitation.invitedAtMs),
    invitationExpiresAt: iso(invitation.expiresAtMs),
    isYou: false,
  };
}

function openInvitations(world: World, customerId: string): Invitation[] {
  return world.state.team.invitations.filter(
    (invitation) => invitation.customerId === customerId && invitation.usedAtMs === null && !invitation.cancelled,
  );
}

/** Whether the caller may touch owners: an owner's session, or the account holder's own API key. */
function callerIsOwner(auth: AuthContext): boolean {
  const personId = auth.apiKey.personId;
  if (personId) return findPerson(auth.world.state.account, personId)?.role === 'owner';
  return auth.apiKey.subAccount === null;
}

function assertMayTouchOwner(auth: AuthContext): void {
  if (callerIsOwner(auth)) return;
  throw new ProblemError({
    status: 403,
    code: 'owner_only',
    detail: 'Only an owner can make someone an owner or change or remove an owner.',
  });
}

function ownerCount(world: World, customerId: string): number {
  return peopleOf(world.state.account, customerId).filter((person) => person.role === 'owner').length;
}

const lastOwner = () =>
  new ProblemError({
    status: 409,
    code: 'last_owner',
    detail: 'This is the account’s only owner. Make another member an owner first.',
  });

const memberNotFound = (id: string) => notFound('member_not_found', `No team member ${id} was found.`);

/** Ends a member: every session of theirs and every API key they made, each 401 `member_removed` from now on. */
function endEverythingOf(registry: WorldRegistry, world: World, personId: string): void {
  for (const key of world.keys.values()) {
    const made = key.createdBy.type === 'person' && key.createdBy.id === personId;
    if (key.personId === personId || made) registry.revokeKey(world, key, 'member_removed');
  }
}

function applyRole(world: World, person: Person): void {
  person.scopes = [...roleScopes[person.role]];
  // Open sessions act in the new role from their next request.
  for (const key of world.keys.values()) {
    if (key.personId !== person.id) continue;
    key.scopes = [...person.scopes];
    key.subAccount = subAccountOf(person);
  }
}

export function teamRoutes(registry: WorldRegistry): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  /** Which world an invitation token belongs to (a token is random and names its world, as a key's secret does). */
  const tokenWorlds = new Map<string, string>();

  function findInvitation(token: string): { world: World; invitation: Invitation } {
    const hash = hashToken(token);
    const worldId = tokenWorlds.get(hash);
    const world = worldId ? registry.get(worldId) : undefined;
    const invitation = world?.state.team.invitations.find((candidate) => candidate.tokenHash === hash);
    if (!world || !invitation || invitation.cancelled) {
      throw notFound('invitation_not_found', 'This invitation link is not valid. Ask for a new invitation.');
    }
    if (invitation.usedAtMs !== null) {
      throw new ProblemError({
        status: 409,
        code: 'invitation_used',
        detail: 'This invitation was accepted already. Sign in with its e-mail address.',
      });
    }
    if (invitation.expiresAtMs <= world.now()) {
      throw new ProblemError({
        status: 409,
        code: 'invitation_expired',
        detail: 'This invitation has expired. Ask the person who invited you for a new one.',
      });
    }
    return { world, invitation };
  }

  serve(routes, api.listMembers, (c, { auth }) => {
    const people = peopleOf(auth.world.state.account, auth.customer.id)
      .slice()
      .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.name.localeCompare(b.name));
    const invited = openInvitations(auth.world, auth.customer.id).sort((a, b) => a.invitedAtMs - b.invitedAtMs);
    return json(c, {
      data: [...people.map((person) => memberOfPerson(person, auth)), ...invited.map(memberOfInvitation)],
      hasMore: false,
      nextCursor: null,
    });
  });

  serve(routes, api.invite, (c, { auth, body }) => {
    const { world, customer } = auth;
    const email = body.email.trim();
    if (body.role === 'owner') assertMayTouchOwner(auth);
    const taken =
      findPersonByEmail(world.state.account, email) !== undefined ||
      openInvitations(world, customer.id).some((invitation) => invitation.email.toLowerCase() === email.toLowerCase());
    if (taken) {
      throw new ProblemError({
        status: 409,
        code: 'member_exists',
        detail: 'This e-mail address is already a member or invited.',
        errors: [
          { pointer: '/email', detail: 'This e-mail address is already a member or invited.', code: 'member_exists' },
        ],
      });
    }
    const token = `inv_tok_${randomBytes(24).toString('base64url')}`;
    const now = world.now();
    const inviter = auth.apiKey.personId ? findPerson(world.state.account, auth.apiKey.personId)?.name : null;
    const invitation: Invitation = {
      id: randomId('inv'),
      customerId: customer.id,
      email,
      role: body.role,
      canPlaceOrders: body.role === 'owner' || body.canPlaceOrders === true,
      tokenHash: hashToken(token),
      invitedBy: inviter ?? auth.apiKey.name,
      invitedAtMs: now,
      expiresAtMs: now + INVITATION_LIFETIME_MS,
      usedAtMs: null,
      cancelled: false,
    };
    world.state.team.invitations.push(invitation);
    tokenWorlds.set(invitation.tokenHash, world.id);
    // The panel's address: the page that asked (a browser's Origin), else the host the request was sent to.
    const origin = c.req.header('origin') ?? new URL(c.req.url).origin;
    world.state.team.outbox.push({
      id: randomId('mail', 6),
      to: email,
      subject: `${invitation.invitedBy ?? customer.name} invited you to ${customer.name}’s control panel`,
      lines: [
        `You are invited to join ${customer.name} in the hosting control panel as ${ROLE_WORDS[invitation.role]}.`,
        'Choose your name and a password to accept. The link works once and for 7 days.',
      ],
      link: { label: 'Accept the invitation', href: `${origin}/join#${token}` },
      sentAtMs: now,
    });
    return json(c, memberOfInvitation(invitation), 201);
  });

  serve(routes, api.changeMember, (c, { auth, params, body }) => {
    const { world, customer } = auth;
    const person = findPerson(world.state.account, params.memberId);
    const invitation = openInvitations(world, customer.id).find((candidate) => candidate.id === params.memberId);
    if (person && person.customerId === customer.id) {
      if (person.role === 'owner' || body.role === 'owner') assertMayTouchOwner(auth);
      if (person.role === 'owner' && body.role !== undefined && body.role !== 'owner') {
        if (ownerCount(world, customer.id) <= 1) throw lastOwner();
      }
      if (body.role !== undefined) person.role = body.role;
      if (body.canPlaceOrders !== undefined) person.canPlaceOrders = body.canPlaceOrders;
      applyRole(world, person);
      return json(c, memberOfPerson(person, auth));
    }
    if (invitation) {
      if (invitation.role === 'owner' || body.role === 'owner') assertMayTouchOwner(auth);
      if (body.role !== undefined) invitation.role = body.role;
      if (body.canPlaceOrders !== undefined) invitation.canPlaceOrders = body.canPlaceOrders;
      return json(c, memberOfInvitation(invitation));
    }
    throw memberNotFound(params.memberId);
  });

  serve(routes, api.removeMember, (c, { auth, params }) => {
    const { world, customer } = auth;
    const people = world.state.account.people;
    const index = people.findIndex((p) => p.id === params.memberId && p.customerId === customer.id);
    const person = people[index];
    if (person) {
      if (person.role === 'owner') {
        assertMayTouchOwner(auth);
        if (ownerCount(world, customer.id) <= 1) throw lastOwner();
      }
      people.splice(index, 1);
      endEverythingOf(registry, world, person.id);
      return c.body(null, 204);
    }
    const invitation = openInvitations(world, customer.id).find((candidate) => candidate.id === params.memberId);
    if (!invitation) throw memberNotFound(params.memberId);
    if (invitation.role === 'owner') assertMayTouchOwner(auth);
    invitation.cancelled = true;
    return c.body(null, 204);
  });

  servePublic(routes, api.lookUpInvitation, (c, { body }) => {
    const { world, invitation } = findInvitation(body.token);
    return json(c, {
      email: invitation.email,
      role: invitation.role,
      canPlaceOrders: invitation.canPlaceOrders,
      customerName: world.customer(invitation.customerId)?.name ?? null,
      invitedBy: invitation.invitedBy,
      expiresAt: iso(invitation.expiresAtMs),
    });
  });

  servePublic(routes, api.acceptInvitation, (c, { body }) => {
    const { world, invitation } = findInvitation(body.token);
    if (findPersonByEmail(world.state.account, invitation.email)) {
      throw new ProblemError({
        status: 409,
        code: 'invitation_used',
        detail: 'This e-mail address has an account already. Sign in with it.',
      });
    }
    assertGoodPassword(body.password, invitation.email, '/password');
    const id = randomId('per', 6);
    const person: Person = {
      id,
      customerId: invitation.customerId,
      name: body.name.trim(),
      email: invitation.email,
      scopes: [...roleScopes[invitation.role]],
      role: invitation.role,
      canPlaceOrders: invitation.canPlaceOrders,
      lastSignInAtMs: null,
      passwordHash: hashPassword(body.password),
      passwordChangedAt: world.nowIso(),
      totpSecret: null,
      totpLastStep: 0,
      recoveryCodeHashes: [],
      passkeys: [],
      webAuthnUserId: Buffer.from(id).toString('base64url'),
      language: null,
      pendingEmail: null,
    };
    invitation.usedAtMs = world.now();
    world.state.account.people.push(person);
    // The account log's entry names the new person as who acted.
    actAs(c, world, person);
    return json(c, { id: person.id, email: person.email, name: person.name }, 201);
  });

  // ---- sessions ----

  /** The sessions calls are a person's (an API key has no sessions). */
  const sessionsPersonOf = (auth: AuthContext) =>
    personOf(auth, 'Sign in as a person to see your sessions; an API key has none.');

  const live = (world: World, key: ApiKey) => secretState(key, key.secretHash, world.now()).works;

  function sessionOf(key: ApiKey, auth: AuthContext): AccountSession {
    const session = Boolean(key.personId);
    const place = placeOf(key.lastUsedFrom);
    const device = session ? deviceOf(key.userAgent) : { browser: null, os: null };
    return {
      id: key.id,
      kind: session ? 'session' : 'api_key',
      name: session ? null : key.name,
      browser: device.browser,
      os: device.os,
      lastAddress: shownAddress(key.lastUsedFrom),
      city: place?.city ?? null,
      country: place?.country ?? null,
      firstSeenAt: iso(key.createdAtMs),
      lastSeenAt: iso(key.lastUsedAtMs ?? key.createdAtMs),
      isCurrent: key.id === auth.apiKey.id,
    };
  }

  serve(routes, sessionEndpoints.list, (c, { auth }) => {
    const person = sessionsPersonOf(auth);
    const { world } = auth;
    const byLastUse = (a: ApiKey, b: ApiKey) =>
      (b.lastUsedAtMs ?? b.createdAtMs) - (a.lastUsedAtMs ?? a.createdAtMs) || (a.id < b.id ? -1 : 1);
    const keys = [...world.keys.values()].filter((key) => live(world, key));
    const sessions = keys.filter((key) => key.personId === person.id).sort(byLastUse);
    const apiKeys = auth.apiKey.scopes.includes('read:keys')
      ? keys.filter((key) => !key.personId && key.customerId === person.customerId && key.lastUsedAtMs !== null)
      : [];
    return json(c, {
      data: [...sessions, ...apiKeys.sort(byLastUse)].map((key) => sessionOf(key, auth)),
      hasMore: false,
      nextCursor: null,
    });
  });

  serve(routes, sessionEndpoints.signOut, (c, { auth, params }) => {
    const person = sessionsPersonOf(auth);
    const key = auth.world.keys.get(params.sessionId);
    if (!key || key.personId !== person.id || !live(auth.world, key)) {
      throw notFound('session_not_found', 'There is no such session of yours (it may have ended already).');
    }
    if (key.id === auth.apiKey.id) {
      throw new ProblemError({
        status: 409,
        code: 'current_session',
        detail: 'This is the session you are using: sign out instead.',
      });
    }
    registry.revokeKey(auth.world, key, 'session_revoked');
    return c.body(null, 204);
  });

  serve(routes, sessionEndpoints.signOutOthers, (c, { auth }) => {
    const person = sessionsPersonOf(auth);
    let signedOut = 0;
    for (const key of auth.world.keys.values()) {
      if (key.personId !== person.id || key.id === auth.apiKey.id || !live(auth.world, key)) continue;
      registry.revokeKey(auth.world, key, 'session_revoked');
      signedOut += 1;
    }
    return json(c, { signedOut });
  });

  return routes;
}

/** A session's device in the account log's words ("Chrome on Linux"), or null. */
export function sessionName(key: ApiKey | undefined): string | null {
  if (!key) return null;
  const { browser, os } = deviceOf(key.userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os;
}
