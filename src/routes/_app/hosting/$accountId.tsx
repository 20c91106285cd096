import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { billingCycleValues } from '@/api/schemas/common';
import { ensureCatalog, problemMessages } from '@/i18n';
import { HostingDetailPage } from '@/features/hosting/components/hosting-detail-page';
import {
  hostingOpenValues,
  hostingTabValues,
  hostingAccountIdParam,
  loadHostingQueries,
  loadHostingSectionQueries,
  type HostingTab,
} from '@/features/hosting/hosting-route-params';
import { hostingDetailMessages, hostingMessages } from '@/features/hosting/messages/catalog';

/**
 * The tab is in the URL (shareable, back button); none or an unknown one is the overview. `cycle` is the billing
 * cycle chosen on the billing tab (a shared link opens with it chosen); an unknown one is no choice.
 */
const searchSchema = z.lazy(() =>
  z.object({
    tab: z.catch(z.optional(z.enum(hostingTabValues)), undefined),
    cycle: z.catch(z.optional(z.enum(billingCycleValues)), undefined),
    /**
     * A dialog to open (the palette's actions, issue 38): a mailbox's new password or forwarding (`mailbox`: its
     * address, on the mailboxes tab), or the account's cancellation (billing tab); each only when its gate allows.
     */
    open: z.catch(z.optional(z.enum(hostingOpenValues)), undefined),
    mailbox: z.catch(z.optional(z.string().check(z.maxLength(254))), undefined),
    /** The open list's search text (the mailboxes' and addon domains' kit list filters the rows read). */
    q: z.catch(z.optional(z.string().check(z.maxLength(254))), undefined),
  }),
);

/** The account and what its open tab needs, loaded together (and on hover of a tab link). */
async function loadAccount(queryClient: QueryClient, id: string, tab: HostingTab): Promise<void> {
  const [{ hostingQueries }, { hostingSectionQueries }] = await Promise.all([
    loadHostingQueries(),
    loadHostingSectionQueries(),
  ]);
  const tabData = {
    overview: () => null,
    billing: () => null,
    mailboxes: () => queryClient.ensureInfiniteQueryData(hostingSectionQueries.mailboxPages(id)),
    domains: () => queryClient.ensureInfiniteQueryData(hostingSectionQueries.addonDomainPages(id)),
  } satisfies Record<HostingTab, () => Promise<unknown> | null>;
  await Promise.all([queryClient.ensureQueryData(hostingQueries.detail(id)), tabData[tab]()]);
}

export const Route = createFileRoute('/_app/hosting/$accountId')({
  // A domain name or anything but an `acct_` id is not an account address: "page not found" without asking.
  beforeLoad: ({ params }) => {
    if (!z.safeParse(hostingAccountIdParam, params.accountId).success) throw notFound();
  },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'overview' }),
  loader: ({ context, params, deps }) =>
    Promise.all([
      ensureCatalog(hostingMessages),
      ensureCatalog(hostingDetailMessages),
      // Problem and gate words: a detail screen shows blocked controls at once.
      ensureCatalog(problemMessages),
      loadAccount(context.queryClient, params.accountId, deps.tab),
    ]),
  component: HostingRoute,
});

function HostingRoute() {
  const { accountId } = Route.useParams();
  const { tab } = Route.useLoaderDeps();
  const { cycle } = Route.useSearch();
  const q = Route.useSearch({ select: (search) => search.q?.trim() || undefined });
  return <HostingDetailPage accountId={accountId} tab={tab} cycle={cycle} q={q} />;
}
