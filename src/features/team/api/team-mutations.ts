import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { sessionEndpoints } from '@/api/endpoints/sessions-io';
import { teamEndpoints } from '@/api/endpoints/team-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import type { AcceptInvitationBody, InvitationBody, MemberChangeBody } from '@/api/schemas/team';
import { sessionKeys, teamKeys } from './team-queries';

/* The team's and sessions' writes; each reads its list again after. */

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: InvitationBody) => call(teamEndpoints.invite, { body }),
    touches: () => [teamKeys.all()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
  });
}

export function useChangeMember(memberId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: MemberChangeBody) => call(teamEndpoints.changeMember, { params: { memberId }, body }),
    touches: () => [teamKeys.all()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
  });
}

export function useRemoveMember(memberId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => call(teamEndpoints.removeMember, { params: { memberId } }),
    touches: () => [teamKeys.all()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
  });
}

export function useSignOutSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => call(sessionEndpoints.signOut, { params: { sessionId } }),
    touches: () => [sessionKeys.all()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all() }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => call(sessionEndpoints.signOutOthers, { body: {} }),
    touches: () => [sessionKeys.all()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all() }),
  });
}

/** Accepting an invitation: public, no key (the token names the world to the mock too). */
export function useAcceptInvitation() {
  return useGuardedMutation({
    mutationFn: (body: AcceptInvitationBody) => call(teamEndpoints.acceptInvitation, { body }),
    touches: () => [],
  });
}
