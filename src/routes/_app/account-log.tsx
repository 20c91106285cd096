import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog, problemMessages } from '@/i18n';
import { AuditLogPage } from '@/features/audit/components/audit-log-page';
import { auditMessages } from '@/features/audit/messages/catalog';
import { accountLogSearch, loadAuditQueries } from '@/features/audit/audit-route-params';

/** The account log: every change any key made or tried (the API's audit log), on the kit list. */
export const Route = createFileRoute('/_app/account-log')({
  validateSearch: accountLogSearch,
  loaderDeps: ({ search }) => ({
    area: search.area,
    action: search.action,
    outcome: search.outcome,
    period: search.period,
  }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(auditMessages),
      // Why a request was refused is said by its code.
      ensureCatalog(problemMessages),
      loadAuditQueries().then(({ auditQueries }) =>
        context.queryClient.ensureInfiniteQueryData(auditQueries.listPages(deps)),
      ),
    ]),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const search = Route.useSearch();
  const deps = Route.useLoaderDeps();
  return <AuditLogPage q={search.q?.trim() || undefined} {...deps} />;
}
