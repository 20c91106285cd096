import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import type { Domain } from '@/api/schemas/domains';
import type {
  ContactsUpdateBody,
  ContactsUpdateResult,
  NameserversBody,
  TransferCodeResult,
  WhoisPrivacyBody,
} from '@/api/schemas/domains-manage';
import { domainManageQueries } from './domain-manage-queries';
import { domainQueries } from './domain-queries';
import { domainSectionQueries } from './domain-section-queries';

/*
 * Managing a domain from its screen (issue 37), each write through the guarded helper: sent once even when clicked
 * twice, "may have been applied" when no answer came back. Loaded by the components that send them.
 */

/** A new transfer code: shown once by the caller, never cached. */
export function useTransferCode(domainId: string) {
  return useGuardedMutation<TransferCodeResult>({
    mutationFn: () => call(api.transferCode, { params: { id: domainId }, body: {} }),
    touches: () => [domainQueries.detail(domainId).queryKey],
  });
}

export function useChangeNameservers(domainId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: NameserversBody) => call(api.changeNameservers, { params: { id: domainId }, body }),
    touches: () => [domainManageQueries.nameservers(domainId).queryKey, domainQueries.detail(domainId).queryKey],
    onSuccess: (answer) => {
      queryClient.setQueryData(domainManageQueries.nameservers(domainId).queryKey, answer);
      queryClient.setQueryData<Domain>(domainQueries.detail(domainId).queryKey, (domain) =>
        domain ? { ...domain, nameservers: answer.nameservers.map((ns) => ns.host) } : domain,
      );
    },
  });
}

export function useChangeWhoisPrivacy(domainId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: WhoisPrivacyBody) => call(api.changeWhoisPrivacy, { params: { id: domainId }, body }),
    touches: () => [domainQueries.detail(domainId).queryKey],
    onSuccess: (answer) =>
      queryClient.setQueryData<Domain>(domainQueries.detail(domainId).queryKey, (domain) =>
        domain ? { ...domain, whoisPrivacy: answer.whoisPrivacy } : domain,
      ),
  });
}

/** A contact edit; the answer (with `updateOutcome`) replaces the cached contacts. */
export function useUpdateContacts(domainId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation<ContactsUpdateResult, ContactsUpdateBody>({
    mutationFn: (body) => call(api.updateContacts, { params: { id: domainId }, body }),
    touches: () => [domainSectionQueries.contacts(domainId).queryKey],
    onSuccess: (answer) => {
      const { updateOutcome: _outcome, ...contacts } = answer;
      queryClient.setQueryData(domainSectionQueries.contacts(domainId).queryKey, { ...contacts, updateOutcome: null });
    },
  });
}

export function useResendContactVerification(domainId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => call(api.resendContactVerification, { params: { id: domainId }, body: {} }),
    touches: () => [domainQueries.detail(domainId).queryKey],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: domainQueries.detail(domainId).queryKey }),
  });
}
