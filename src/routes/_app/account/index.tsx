import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog, problemMessages } from '@/i18n';
import { accountMessages } from '@/features/account/messages/catalog';
import { accountSearch, loadAccountQueries } from '@/features/account/account-route-params';
import { AccountPage } from '@/features/account/components/account-page';

/** The signed-in person's profile and security (issue 39): name, e-mail, language, password, second steps. */
export const Route = createFileRoute('/_app/account/')({
  validateSearch: accountSearch,
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(accountMessages),
      // Refusals (a taken address, a passkey the server would not take) are said by their code.
      ensureCatalog(problemMessages),
      loadAccountQueries().then(({ accountQueries }) => context.queryClient.ensureQueryData(accountQueries.security())),
    ]),
  component: AccountRoute,
});

function AccountRoute() {
  const { task } = Route.useSearch();
  return <AccountPage task={task} />;
}
