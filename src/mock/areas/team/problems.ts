import { teamRoutes } from '@/api/endpoints/team';
import type { AreaProblems } from '@/mock/platform/problems';

/** Problem codes of the team and sessions (src/api/endpoints/team.ts, sessions.ts) and the invitation's public paths. */
export const teamProblems: AreaProblems = {
  titles: {
    member_exists: 'Already a member',
    member_not_found: 'Member not found',
    owner_only: 'Only an owner can do this',
    last_owner: 'Last owner',
    invitation_not_found: 'Invitation not found',
    invitation_used: 'Invitation already used',
    invitation_expired: 'Invitation expired',
    session_not_found: 'Session not found',
    current_session: 'This session',
    session_revoked: 'Signed out elsewhere',
    member_removed: 'Removed from the team',
  },
  publicPaths: [teamRoutes.lookUpInvitation.path, teamRoutes.acceptInvitation.path],
};
