import type { FirstScreen } from './first-chunks';

/**
 * The code each first screen waits for besides the entry: its route's component, the modules its loader imports,
 * and its catalogs in the page's language. The `boot-script` plugin (scripts/boot-script-plugin.ts) turns these
 * source paths into the built files (with what they import) and hands the table to the boot script, which asks for
 * the current screen's files at once (`<link rel="modulepreload">`): they download beside the entry instead of one
 * round trip after another once it has run. The build fails when a path here is in no chunk; `npm run bench`
 * (vitals) shows what each screen loaded and when. Paths are relative to src/; `{locale}` is the page's language; a route file stands for its
 * split component. Read at build time only (not part of the boot script).
 */
/**
 * What every first screen needs: React DOM (a chunk of its own: main.tsx imports it for the first render), then the
 * core words. React DOM first: it is the largest and finishes last; asked for after a screen's many small files, it
 * finished later still (measured with `npm run bench`). A path under `node_modules/` names a package's file.
 */
const root = ['node_modules/react-dom/client.js', 'i18n/core/{locale}.ts'];
const signedIn = [...root, 'routes/_app.tsx'];
/** Any other screen (a tab of a detail page, the terms): what every screen needs, under the key `any`. */
export const anyScreenSources: readonly string[] = root;
// The words before the code: 11 KB of them, asked for after the detail's fifteen small files they finished last. The
// problem words are not asked for: the overview and metrics tab wait for them only when they show a blocked control's
// reason (routes/_app/vps/$vpsId.tsx).
const vpsDetail = [
  ...signedIn,
  'features/vps/messages/detail/{locale}.ts',
  'features/vps/messages/{locale}.ts',
  'routes/_app/vps/$vpsId.tsx',
  'features/vps/api/vps-queries.ts',
];

export const firstChunkSources: Record<FirstScreen, readonly string[]> = {
  // "Open a customer's view" is drawn with the page (its largest paint): its code and words beside the page's own.
  'sign-in': [...root, 'routes/sign-in.tsx', 'features/session/messages/{locale}.ts'],
  catalog: [...root, 'routes/catalog/index.tsx', 'features/catalog/messages/{locale}.ts'],
  home: [
    ...signedIn,
    'routes/_app/index.tsx',
    'features/home/api/home-queries.ts',
    'features/home/messages/{locale}.ts',
  ],
  vps: [
    ...signedIn,
    'routes/_app/vps/index.tsx',
    'features/vps/api/vps-queries.ts',
    'features/vps/messages/{locale}.ts',
  ],
  'vps-detail': vpsDetail,
  // Not the charts' code (Recharts, 86 KB): asked for beside the tab's code it took the phone's bandwidth from it (the
  // tab's text painted 0.05-0.1 s later) and arrived no sooner; the route's loader asks for it once the entry runs, and
  // the charts are drawn sooner too (2.71 -> 2.54 s, npm run bench -- --vitals-only --screen "metrics tab").
  'vps-metrics': [
    ...vpsDetail,
    'features/vps/messages/metrics/{locale}.ts',
    'features/vps/metrics/vps-metrics.tsx',
    'features/vps/api/vps-metrics-queries.ts',
  ],
  hosting: [
    ...signedIn,
    'routes/_app/hosting/index.tsx',
    'features/hosting/api/hosting-queries.ts',
    'features/hosting/messages/{locale}.ts',
  ],
  domains: [
    ...signedIn,
    'routes/_app/domains/index.tsx',
    'features/domains/api/domain-queries.ts',
    'features/domains/messages/{locale}.ts',
  ],
  orders: [
    ...signedIn,
    'routes/_app/orders/index.tsx',
    'features/orders/api/order-queries.ts',
    'features/orders/messages/{locale}.ts',
  ],
  'billing-invoices': [
    ...signedIn,
    'routes/_app/billing/invoices/index.tsx',
    'features/billing/api/billing-queries.ts',
    'features/billing/messages/{locale}.ts',
    // The invoice list's words for an invoice's amounts and dates: asked for by its rows, after the code ran.
    'features/billing/messages/document/{locale}.ts',
  ],
  'support-tickets': [
    ...signedIn,
    'routes/_app/support/tickets/index.tsx',
    'features/tickets/api/ticket-queries.ts',
    'features/tickets/messages/{locale}.ts',
  ],
};

/**
 * What a demo build's (src/demo-build.d.ts) first screens also wait for: the sign-in page's demo section, a chunk of
 * its own with its words (a production build has neither, and the table would fail on them there).
 */
export const demoFirstChunkSources: Partial<Record<FirstScreen, readonly string[]>> = {
  'sign-in': ['features/session/components/demo-sign-in.tsx', 'features/session/messages/demo/{locale}.ts'],
};
