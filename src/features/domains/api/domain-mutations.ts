import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import type { BodyOf } from '@/api/endpoints/endpoint';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import type { Domain, DomainPatchBody } from '@/api/schemas/domains';
import type { RegistryUnlockResult } from '@/api/schemas/domains-sections';
import { messageRef } from '@/i18n';
import { useOperationMutation } from '@/ui/operations/use-operation-mutation';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';
import { domainQueries } from './domain-queries';

/*
 * A domain's changes from its screen (PATCH, registry unlock, auto-renew off with a pending order), each through the
 * guarded helpers. Loaded by the components that send them (the domain's screen), never by the list.
 */

/** Which switch a PATCH turns (one at a time, so each switch shows its own answer). */
export type DomainSetting = keyof DomainPatchBody;

export interface DomainPatch {
  setting: DomainSetting;
  value: boolean;
}

/**
 * Turns auto-renew or the registrar lock on or off (`update` in the endpoint table). The answer is the domain as the
 * server now has it: it replaces the cached detail, so the switch shows what the server decided, and the list
 * refreshes. A click while a change is on its way sends nothing (never twice).
 */
export function usePatchDomain(domainId: string) {
  const queryClient = useQueryClient();
  const mutation = useGuardedMutation({
    mutationFn: ({ setting, value }: DomainPatch): Promise<Domain> =>
      call(api.update, { params: { id: domainId }, body: { [setting]: value } }),
    touches: () => [domainQueries.detail(domainId).queryKey, domainQueries.lists()],
    onSuccess: (updated) => {
      queryClient.setQueryData(domainQueries.detail(domainId).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: domainQueries.lists() });
    },
  });
  return { ...mutation, send: (patch: DomainPatch) => mutation.mutate(patch) };
}

/**
 * Asks the registry to lift the registry lock (`requestUnlock`). `forceRequest` only after a `verification_failed`
 * with `requiresConfirmation` and the user's confirmation. Every answer is a result the screen explains; afterwards
 * the domain is read again (its unlock state may have changed). `unlockAction.href` only says an unlock must be
 * requested (it gates the action): the request goes to the table's path of this domain, so a foreign or absolute href
 * is never followed with the key.
 */
export function useRequestUnlock(domainId: string) {
  const queryClient = useQueryClient();
  const mutation = useGuardedMutation({
    mutationFn: ({ forceRequest }: { forceRequest: boolean }): Promise<RegistryUnlockResult> =>
      call(api.requestUnlock, { params: { id: domainId }, body: forceRequest ? { forceRequest: true } : {} }),
    touches: () => [domainQueries.detail(domainId).queryKey],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: domainQueries.detail(domainId).queryKey }),
  });
  return {
    ...mutation,
    send: (forceRequest: boolean, onResult?: (result: RegistryUnlockResult) => void) =>
      mutation.mutate({ forceRequest }, { onSuccess: onResult }),
  };
}

/** What to do with a pending renewal order when auto-renew is turned off (the bulk endpoint's `pendingOrderAction`). */
export type PendingOrderChoice = 'keep' | 'cancel';

/**
 * Turns auto-renew off for one domain whose renewal order is pending (the PATCH answers 409
 * `pending_renewal_order`): through bulk auto-renew with `pendingOrderAction` `keep` (the invoice stays open) or
 * `cancel` (the order and its invoice are cancelled first). Tracked like every job; when it ends the domain, the
 * lists and the orders are read again. Never sent twice (`useOperationMutation`).
 */
export function useDisableAutoRenewWithOrder(
  domain: { id: string; name: string },
  onAccepted?: (jobId: string) => void,
) {
  return useOperationMutation<PendingOrderChoice>({
    onAccepted: (envelope) => onAccepted?.(envelope.operation.jobId),
    // The operation helper (shared with areas not on the tables yet) takes a path; the table gives it.
    request: (choice) => ({
      endpoint: api.bulkAutoRenew,

      body: { domainIds: [domain.id], enabled: false, pendingOrderAction: choice } satisfies BodyOf<
        typeof api.bulkAutoRenew
      >,
    }),
    track: (choice) => ({
      label: messageRef(domainsDetailMessages, 'domainsDetail.autoRenewOff.operation', { choice, name: domain.name }),
      href: `/domains/${domain.id}`,
      invalidate: [
        domainQueries.detail(domain.id).queryKey,
        domainQueries.lists(),
        queryRoots.orders,
        queryRoots.billing,
      ],
    }),
  });
}
