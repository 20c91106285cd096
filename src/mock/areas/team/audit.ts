import { sessionRoutes } from '@/api/endpoints/sessions';
import { teamRoutes } from '@/api/endpoints/team';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { sessionName } from './routes';

/** The team's and sessions' changes as the account log names them: a member by name (an invitation by e-mail). */
export const teamAuditRoutes: readonly AuditRoute[] = [
  ...auditRoutesOf(Object.values(teamRoutes), {
    person: (state, customerId, id) =>
      state.account.people.find((person) => person.id === id && person.customerId === customerId)?.name ??
      state.team.invitations.find((invitation) => invitation.id === id && invitation.customerId === customerId)
        ?.email ??
      null,
  }),
  ...auditRoutesOf(Object.values(sessionRoutes), {
    session: (_state, customerId, id, world) => {
      const key = world.keys.get(id);
      return key && key.customerId === customerId ? sessionName(key) : null;
    },
  }),
];
