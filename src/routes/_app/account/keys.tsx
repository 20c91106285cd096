import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { keysMessages } from '@/features/keys/messages/catalog';
import { loadApiKeyQueries } from '@/features/keys/keys-route-params';
import { ApiKeysPage } from '@/features/keys/components/api-keys-page';

/** `create`: open "Create an API key" at once (the palette's action); anything else is dropped. */
const searchSchema = z.object({ create: z.catch(z.optional(z.literal(true)), undefined) });

/** The account's API keys (issue 39): list, create, a new secret, revoke. */
export const Route = createFileRoute('/_app/account/keys')({
  validateSearch: searchSchema,
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
  const { create } = Route.useSearch();
  return <ApiKeysPage openCreate={create === true} />;
}
