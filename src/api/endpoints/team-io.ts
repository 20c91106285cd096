import {
  acceptInvitationBody,
  acceptedInvitation,
  invitationBody,
  invitationLookupBody,
  invitationPreview,
  memberChangeBody,
  memberIdParam,
  teamMember,
  teamMemberList,
} from '@/api/schemas/team';
import { bindIo, param } from './endpoint';
import { teamRoutes } from './team';

const memberId = param(memberIdParam, 'Expected a member id (per_… or inv_…).');

/** The team's endpoints with their contract (`team.ts` holds the routes and the decisions). */
export const teamEndpoints = bindIo(teamRoutes, {
  listMembers: { response: teamMemberList },
  invite: { body: invitationBody, response: teamMember, status: 201 },
  changeMember: { params: { memberId }, body: memberChangeBody, response: teamMember },
  removeMember: { params: { memberId }, response: null, status: 204 },
  lookUpInvitation: { body: invitationLookupBody, response: invitationPreview },
  acceptInvitation: { body: acceptInvitationBody, response: acceptedInvitation, status: 201 },
});
