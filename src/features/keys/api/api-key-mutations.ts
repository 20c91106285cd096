import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { apiKeyEndpoints as api } from '@/api/endpoints/api-keys-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import type { ApiKeyCreateBody, ApiKeyRotateBody } from '@/api/schemas/api-keys';
import { apiKeyKeys } from './api-key-queries';

/*
 * The API keys' writes. A secret comes back only in the answer of create and rotate: it is handed to the screen
 * (shown once) and never put in the query cache; the list is read again instead.
 */

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ApiKeyCreateBody) => call(api.create, { body }),
    touches: () => [apiKeyKeys.all()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all() }),
  });
}

export function useRevokeApiKey(keyId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => call(api.revoke, { params: { keyId }, body: {} }),
    touches: () => [apiKeyKeys.all()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all() }),
  });
}

export function useRotateApiKey(keyId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ApiKeyRotateBody) => call(api.rotate, { params: { keyId }, body }),
    touches: () => [apiKeyKeys.all()],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all() }),
  });
}
