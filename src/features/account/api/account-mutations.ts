import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { authEndpoints as api } from '@/api/endpoints/auth-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import type {
  AccountSecurity,
  EmailChangeBody,
  EmailVerificationBody,
  PasswordChangeBody,
  ProfileUpdateBody,
} from '@/api/schemas/auth';
import { accountKeys } from './account-queries';

/*
 * The account page's writes. Recovery codes and a new authenticator's secret come back only in an answer: they are
 * handed to the screen (shown once) and never put in the query cache; the security read is read again instead.
 */

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: accountKeys.all() });
}

const touches = () => [accountKeys.all()];

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ProfileUpdateBody) => call(api.updateProfile, { body }),
    touches,
    onSuccess: (person) => {
      queryClient.setQueryData<AccountSecurity | null>(accountKeys.security(), (old) =>
        old ? { ...old, person } : old,
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.all() });
    },
  });
}

export function useChangeEmail() {
  const refresh = useRefresh();
  return useGuardedMutation({
    mutationFn: (body: EmailChangeBody) => call(api.changeEmail, { body }),
    touches,
    onSuccess: refresh,
  });
}

export function useChangePassword() {
  const refresh = useRefresh();
  return useGuardedMutation({
    mutationFn: (body: PasswordChangeBody) => call(api.changePassword, { body }),
    touches,
    onSuccess: refresh,
  });
}

/** A new authenticator's secret: nothing changes on the account until it is confirmed with a code. */
export function useStartTotp() {
  return useGuardedMutation({
    mutationFn: () => call(api.startTotp, {}),
    touches,
  });
}

export function useConfirmTotp() {
  const refresh = useRefresh();
  return useGuardedMutation({
    mutationFn: (body: { setupId: string; code: string }) => call(api.confirmTotp, { body }),
    touches,
    onSuccess: refresh,
  });
}

export function useRemoveTotp() {
  const refresh = useRefresh();
  return useGuardedMutation({
    mutationFn: () => call(api.removeTotp, {}),
    touches,
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefresh();
  return useGuardedMutation({
    mutationFn: () => call(api.regenerateRecoveryCodes, {}),
    touches,
    onSuccess: refresh,
  });
}

/**
 * Adds a passkey: the server's registration options, the browser's prompt (@simplewebauthn/browser, loaded only
 * here, when a passkey is added), then the new credential sent with its name. A prompt the person closes is the
 * browser's `NotAllowedError`, said by the dialog.
 */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useGuardedMutation({
    mutationFn: async ({ name }: { name: string }) => {
      const [{ startRegistration }, registration] = await Promise.all([
        import('@simplewebauthn/browser'),
        call(api.passkeyRegistration, {}),
      ]);
      // The server's options as its library wrote them, handed to the browser library as they came.
      const response = await startRegistration({
        optionsJSON: registration.options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      return call(api.addPasskey, {
        body: { challengeId: registration.challengeId, name, response: { ...response } },
      });
    },
    touches,
    onSuccess: refresh,
  });
}

export function useRenamePasskey(id: string) {
  const refresh = useRefresh();
  return useGuardedMutation({
    mutationFn: (body: { name: string }) => call(api.renamePasskey, { params: { id }, body }),
    touches,
    onSuccess: refresh,
  });
}

export function useRemovePasskey(id: string) {
  const refresh = useRefresh();
  return useGuardedMutation({
    mutationFn: () => call(api.removePasskey, { params: { id } }),
    touches,
    onSuccess: refresh,
  });
}

/**
 * The verification mail's link (`/account/verify-email#<token>`, public): the new address counts. The profile is
 * read again in this tab (the account page, the team's list of members), where the same person is signed in.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: EmailVerificationBody) => call(api.verifyEmail, { body }),
    touches,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.team });
    },
  });
}
