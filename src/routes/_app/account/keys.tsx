import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog, problemMessages } from '@/i18n';
import { keysMessages } from '@/features/keys/messages/catalog';
import { apiKeysSearch, loadApiKeyQueries } from '@/features/keys/keys-route-params';
import { ApiKeysPage } from '@/features/keys/components/api-keys-page';

/** The account's API keys (issue 39): list, create, a new secret, revoke; the list is a kit list (issue 40). */
export const Route = createFileRoute('/_app/account/keys')({
  validateSearch: apiKeysSearch,
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(keysMessages),
      // A refused create or revoke is said by its code; blocked buttons by their scope's words.
      ensureCatalog(problemMessages),
      loadApiKeyQueries().then(({ apiKeyQueries }) => context.queryClient.ensureQueryData(apiKeyQueries.list())),
    ]),
  component: ApiKeysRoute,
});

function ApiKeysRoute() {
  const { create, q, status, sort } = Route.useSearch();
  return <ApiKeysPage openCreate={create === true} q={q?.trim() || undefined} status={status} sort={sort ?? ''} />;
}
