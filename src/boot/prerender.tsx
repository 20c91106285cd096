import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ensureCatalog, locales, setLocale, type Catalog, type Locale } from '@/i18n';
import type { Prerendered } from './static-shell';
import { InvoiceListPage } from '@/features/billing/components/invoice-list-page';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { catalogMessages } from '@/features/catalog/messages/catalog';
import { signedOutTax } from '@/features/catalog/plan-pricing';
import { DomainListPage } from '@/features/domains/components/domain-list-page';
import { domainsMessages } from '@/features/domains/messages/catalog';
import { HomePage } from '@/features/home/components/home-page';
import { homeFirstRowCoreKeys, homeFirstRowKeyPrefixes } from '@/features/home/home-first-rows';
import { homeMessages } from '@/features/home/messages/catalog';
import homeEn from '@/features/home/messages/en';
import homeSv from '@/features/home/messages/sv';
import { HostingListPage } from '@/features/hosting/components/hosting-list-page';
import { hostingMessages } from '@/features/hosting/messages/catalog';
import hostingEn from '@/features/hosting/messages/en';
import hostingSv from '@/features/hosting/messages/sv';
import { hostingFirstRowKeys } from '@/features/hosting/hosting-first-rows';
import { OrderListPage } from '@/features/orders/components/order-list-page';
import { orderMessages } from '@/features/orders/messages/catalog';
import ordersEn from '@/features/orders/messages/en';
import ordersSv from '@/features/orders/messages/sv';
import { orderFirstRowKeys } from '@/features/orders/orders-first-rows';
import { SignInBody } from '@/features/session/components/sign-in-page';
import { sessionMessages } from '@/features/session/messages/catalog';
import { TicketListPage } from '@/features/tickets/components/ticket-list-page';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import ticketsEn from '@/features/tickets/messages/en';
import ticketsSv from '@/features/tickets/messages/sv';
import { ticketFirstRowKeys } from '@/features/tickets/ticket-first-rows';
import { PricesFor } from '@/ui/format/price';
import { OperationsProvider } from '@/ui/operations/operations-provider';
import { createOperationsStore } from '@/ui/operations/operations-store';
import { VpsListPage } from '@/features/vps/components/vps-list-page';
import { vpsMessages } from '@/features/vps/messages/catalog';
import vpsEn from '@/features/vps/messages/en';
import vpsSv from '@/features/vps/messages/sv';
import { vpsFirstRowKeys } from '@/features/vps/vps-first-rows';
import vpsDetailEn from '@/features/vps/messages/detail/en';
import vpsDetailSv from '@/features/vps/messages/detail/sv';
import vpsMetricsEn from '@/features/vps/messages/metrics/en';
import vpsMetricsSv from '@/features/vps/messages/metrics/sv';
import { vpsDetailFirstRowKeys, vpsMetricsFirstRowKeys } from '@/features/vps/vps-detail-first-rows';
import coreEn from '@/i18n/core/en';
import coreSv from '@/i18n/core/sv';

/**
 * A first screen's parts that need no data, drawn at build time by React from the app's own components and put in
 * the static frame (src/boot/static-shell.ts): the sign-in form, a list's heading, actions and filters with
 * "Loading…" where its rows will be, the plan catalog's introduction and controls. A phone paints them with the
 * frame, a second or more before the app's scripts have arrived and run (`npm run bench`), and React's
 * first render puts the live screen in their place (the words, classes and layout are the same: the same components
 * drew them). A list whose rows the boot script draws from its early read (src/boot/first-rows.ts) carries the words
 * it draws them with. Only screens whose every part before the data is known at build time are drawn: a server's
 * overview is all data around a few words, and drawing those words alone would put them where they are not.
 *
 * Run in Node by the `boot-script` plugin (scripts/boot-script-plugin.ts), never in the browser. Each is drawn at
 * the boot script's `data-screen` in its frame (`data-shell`, src/boot/boot.ts `frameOf`), where static-shell.css
 * shows it; the boot script then drops the others.
 */
export const prerenderedScreens: readonly PrerenderScreen[] = [
  // Under the card's brand and controls (the frame draws those: the theme chosen on this device is known only there).
  {
    screen: 'sign-in',
    shell: 'sign-in',
    path: '/sign-in',
    catalogs: [sessionMessages],
    draw: () => <SignInBody redirectTo="/" />,
  },
  // Home as it is while its reads are out ("Checking your services…"); its list is drawn by the boot script from all
  // of them (src/features/home/home-first-rows.ts). Every area: the reads the key cannot make are left out.
  {
    screen: 'home',
    shell: 'app',
    path: '/',
    catalogs: [homeMessages],
    draw: (locale) => (
      <OperationsProvider store={createOperationsStore(null)}>
        <HomePage areas={['/vps', '/hosting', '/domains', '/orders', '/billing/invoices', '/support/tickets']} />
        <FirstRowsWords words={pickHome({ en: { ...coreEn, ...homeEn }, sv: { ...coreSv, ...homeSv } }[locale])} />
      </OperationsProvider>
    ),
  },
  {
    screen: 'domains',
    shell: 'app',
    path: '/domains',
    catalogs: [domainsMessages],
    draw: () => <DomainListPage q={undefined} status={undefined} tld={undefined} sort={undefined} />,
  },
  // Its first rows are drawn by the boot script from its early read (src/features/vps/vps-first-rows.ts), with the
  // words of the language the copy is in (`FirstRowsWords`).
  {
    screen: 'vps',
    shell: 'app',
    path: '/vps',
    catalogs: [vpsMessages],
    draw: (locale) => (
      <>
        <VpsListPage q={undefined} status={undefined} />
        <FirstRowsWords
          words={pick({ en: { ...coreEn, ...vpsEn }, sv: { ...coreSv, ...vpsSv } }[locale], vpsFirstRowKeys)}
        />
      </>
    ),
  },
  // A server's screen is all data around a few words: nothing is drawn at build time but the words the boot script
  // draws its overview or metrics tab with from its reads, and the place it draws it in
  // (src/features/vps/vps-detail-first-rows.ts); until then the frame's page says "Loading…".
  {
    screen: 'vps-detail',
    shell: 'app',
    path: '/vps',
    catalogs: [],
    draw: (locale) => (
      <>
        <div data-first-rows-place="" />
        <FirstRowsWords
          words={pick(
            {
              en: { ...coreEn, ...vpsEn, ...vpsDetailEn, ...vpsMetricsEn },
              sv: { ...coreSv, ...vpsSv, ...vpsDetailSv, ...vpsMetricsSv },
            }[locale],
            [...vpsDetailFirstRowKeys, ...vpsMetricsFirstRowKeys],
          )}
        />
      </>
    ),
  },
  // Its first rows are drawn by the boot script too (src/features/hosting/hosting-first-rows.ts), prices for the
  // stored session's tax summary.
  {
    screen: 'hosting',
    shell: 'app',
    path: '/hosting',
    catalogs: [hostingMessages],
    draw: (locale) => (
      <>
        <HostingListPage q={undefined} status={undefined} />
        <FirstRowsWords
          words={pick(
            { en: { ...coreEn, ...hostingEn }, sv: { ...coreSv, ...hostingSv } }[locale],
            hostingFirstRowKeys,
          )}
        />
      </>
    ),
  },
  // Its first rows are drawn by the boot script too (src/features/orders/orders-first-rows.ts).
  {
    screen: 'orders',
    shell: 'app',
    path: '/orders',
    catalogs: [orderMessages],
    draw: (locale) => (
      <>
        <OrderListPage q={undefined} status="all" type="all" />
        <FirstRowsWords
          words={pick({ en: { ...coreEn, ...ordersEn }, sv: { ...coreSv, ...ordersSv } }[locale], orderFirstRowKeys)}
        />
      </>
    ),
  },
  {
    screen: 'billing-invoices',
    shell: 'app',
    path: '/billing/invoices',
    catalogs: [billingMessages, billingDocumentMessages],
    draw: () => <InvoiceListPage q={undefined} status="all" />,
  },
  // Its first rows are drawn by the boot script too (src/features/tickets/ticket-first-rows.ts).
  {
    screen: 'support-tickets',
    shell: 'app',
    path: '/support/tickets',
    catalogs: [ticketMessages],
    draw: (locale) => (
      <>
        <TicketListPage q={undefined} status="all" />
        <FirstRowsWords
          words={pick({ en: { ...coreEn, ...ticketsEn }, sv: { ...coreSv, ...ticketsSv } }[locale], ticketFirstRowKeys)}
        />
      </>
    ),
  },
  {
    screen: 'catalog',
    shell: 'app',
    path: '/catalog',
    catalogs: [catalogMessages],
    draw: () => <CatalogPage cycle="monthly" texts={undefined} signedIn />,
  },
  // Signed out: a private person's prices, as the route draws them.
  {
    screen: 'catalog',
    shell: 'public',
    path: '/catalog',
    catalogs: [catalogMessages],
    draw: () => (
      <PricesFor tax={signedOutTax('private')}>
        <CatalogPage cycle="monthly" texts={undefined} signedIn={false} audience="private" />
      </PricesFor>
    ),
  },
];

export interface PrerenderScreen {
  /** The boot script's `<html data-screen>` for it (src/boot/boot.ts `frameOf`). */
  screen: string;
  /** The frame it is drawn in (`<html data-shell>`): a screen can look otherwise signed in and signed out. */
  shell: 'sign-in' | 'app' | 'public';
  /** Where the screen is (its links are built from there). */
  path: string;
  /** The catalogs its words come from, loaded before it is drawn (as its route's loader does). */
  catalogs: readonly Catalog[];
  draw: (locale: Locale) => ReactNode;
}

/** The source of each word `keys` names (ICU messages, formatted in the browser by the boot script). */
function pick(catalog: Readonly<Record<string, string>>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, catalog[key] ?? '']));
}

/** Home's list's words: its catalog's (by prefix) and the core ones it uses. */
function pickHome(catalog: Readonly<Record<string, string>>): Record<string, string> {
  const keys = Object.keys(catalog).filter((key) => homeFirstRowKeyPrefixes.some((prefix) => key.startsWith(prefix)));
  return pick(catalog, [...keys, ...homeFirstRowCoreKeys]);
}

/**
 * Words the boot script draws a screen's first rows with, in the language of the copy they are in: an inert
 * template (nothing shown, nothing read out), its `data-words` a JSON object of message sources.
 */
function FirstRowsWords({ words }: { words: Record<string, string> }) {
  return <template data-first-rows-words={JSON.stringify(words)} />;
}

/**
 * With a router (links, gates) that knows no route and no session, and a query client that never fetches while
 * drawing (React Query reads nothing on the server): every query is pending, as before its first answer.
 */
function withContext(path: string, node: ReactNode): ReactNode {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session: { subscribe: () => () => {}, get: () => null } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <RouterContextProvider router={router}>
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </RouterContextProvider>
  );
}

/**
 * The markup is a picture, hidden from assistive technology and inert: the ids React gives (and the ones a screen
 * names, the same in each language's copy) and what refers to them go, so the page holds no id twice and none of
 * the live screen's.
 */
export function pictureOnly(html: string): string {
  return html.replace(/ (?:id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g, '');
}

/** Every prerendered screen in every language. */
export async function prerenderScreens(): Promise<Prerendered> {
  const drawn = prerenderedScreens.map(({ screen, shell }) => ({ screen, shell, html: {} as Record<Locale, string> }));
  for (const locale of locales) {
    await setLocale(locale, null);
    for (const [at, { path, catalogs, draw }] of prerenderedScreens.entries()) {
      await Promise.all(catalogs.map((catalog) => ensureCatalog(catalog, locale)));
      drawn[at]!.html[locale] = pictureOnly(renderToStaticMarkup(withContext(path, draw(locale))));
    }
  }
  return drawn;
}
