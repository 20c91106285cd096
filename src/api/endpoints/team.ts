import { routes } from './route';

/**
 * The account's team members and their invitations (issue 39; ours: the spec has no people, only keys with scopes and
 * "contact sub-accounts" that may or may not place orders). A member is a person who signs in (ledger "People and
 * session keys"); their role is a scope set (`roleScopes`, src/api/schemas/team.ts): owner (everything),
 * administrator (everything but paying: no `write:billing`), billing, technical, read-only. `canPlaceOrders` is the
 * spec's order-placement permission: a member who is not an owner signs in as a contact sub-account with it.
 * Managing the team reuses the access scopes of API keys (`read:keys`, `write:keys`): both say who may act for the
 * account, so what can make a key can add a person, and nothing narrower can do either (ledger "Team members").
 * Only an owner may make, change or remove an owner (403 `owner_only`); the last owner can be neither removed nor
 * given another role (409 `last_owner`). A role's change takes effect on the member's open sessions at once.
 */
export const teamRoutes = routes({
  /**
   * Every member, owners first, then by name; invitations not yet accepted (`status: "invited"`, id `inv_…`, name
   * null) after the people. One page (`hasMore` false). `lastSignInAt`: the member's last sign-in (null: never).
   * `isYou` marks the person of this session (an API key is nobody: all false).
   */
  listMembers: {
    method: 'GET',
    path: '/api/v2/team/members',
    scopes: [['read:keys']],
    summary: "List the account's team members and open invitations",
  },
  /**
   * Body `{ email, role, canPlaceOrders? }` (strict): 201 the member as `invited`; the mock's outbox holds the
   * invitation mail with its link (`/join#<token>`, the token in the fragment so no server's log sees it). The
   * invitation works once and for 7 days on the server's clock. An e-mail that is a member or invited already: 409
   * `member_exists` at `/email`. An administrator inviting an owner: 403 `owner_only`.
   */
  invite: {
    method: 'POST',
    path: '/api/v2/team/invitations',
    scopes: [['write:keys']],
    audit: { area: 'account', action: 'team.invite', target: { type: 'person', created: { name: 'email' } } },
    gate: 'teamInvite',
    summary: 'Invite a person to the team',
  },
  /**
   * Body `{ role?, canPlaceOrders? }` (strict) for a person or an invitation: 200 the member. The last owner given
   * another role: 409 `last_owner`. The member's open sessions get the new role's scopes from their next request.
   */
  changeMember: {
    method: 'PATCH',
    path: '/api/v2/team/members/{memberId}',
    scopes: [['write:keys']],
    audit: { area: 'account', action: 'team.change_role', target: { type: 'person', param: 'memberId' } },
    gate: 'teamChange',
    summary: "Change a member's role",
  },
  /**
   * 204. A person: removed from the account, every session of theirs and every API key they made end at once
   * (their next request is a 401 `member_removed`, so an open tab signs out and says why). An invitation: its link
   * stops working. The last owner: 409 `last_owner`. Unknown: 404 `member_not_found`.
   */
  removeMember: {
    method: 'DELETE',
    path: '/api/v2/team/members/{memberId}',
    scopes: [['write:keys']],
    audit: { area: 'account', action: 'team.remove', target: { type: 'person', param: 'memberId' } },
    gate: 'teamRemove',
    summary: 'Remove a member or cancel an invitation',
  },
  /**
   * Public. Body `{ token }`: what the invitation is (account, role, who invited, e-mail, until when) for the join
   * page. Unknown or cancelled: 404 `invitation_not_found`; used: 409 `invitation_used`; past its time: 409
   * `invitation_expired`. The token names its world too (the mock needs no `X-Mock-World` here).
   */
  lookUpInvitation: {
    method: 'POST',
    path: '/api/v2/team/invitation-lookups',
    scopes: null,
    readOnly: true,
    summary: 'Read an invitation by its token',
  },
  /**
   * Public. Body `{ token, name, password }`: 201 `{ email, name }`, the person exists and signs in with the
   * invitation's e-mail and this password. The password is held to the rules of a password change (at `/password`:
   * `password_too_short`, `password_breached`, `password_too_weak`); the token's problems as `lookUpInvitation`.
   * An invitation works once.
   */
  acceptInvitation: {
    method: 'POST',
    path: '/api/v2/team/invitation-acceptances',
    scopes: null,
    audit: { area: 'account', action: 'team.join', target: { type: 'person', created: { name: 'name' } } },
    summary: 'Accept an invitation (name and password)',
  },
});
