import { ensureCatalog, problemMessages } from '@/i18n';
import { preloadable } from '@/ui/preloadable';

/**
 * A server's sections other than the overview, each a chunk of its own (their forms bring react-hook-form and its
 * resolver; the metrics tab its summary, tables and queries): the route preloads the open tab's with its data, so it
 * renders at once, and the overview (a first screen) carries none of them.
 */
export const vpsNetworkSection = preloadable(
  () => import('./vps-network'),
  (module) => module.VpsNetwork,
);
export const vpsSshKeysSection = preloadable(
  () => import('./vps-ssh-keys'),
  (module) => module.VpsSshKeys,
);
export const vpsSnapshotsSection = preloadable(
  () => import('./vps-snapshots'),
  (module) => module.VpsSnapshots,
);
export const vpsMetricsSection = preloadable(
  () => import('@/features/vps/metrics/vps-metrics'),
  (module) => module.VpsMetrics,
);
/**
 * The plan card's billing and "Change plan" (its dialog, the plan-change request and the billing read): loaded after
 * the overview has drawn, so a server's first screen carries none of it. The problem words come with it: a blocked
 * "Change plan" or plan says why (the overview itself waits for them only when it shows a reason, routes/_app/vps).
 */
export const vpsPlanPanel = preloadable(
  () =>
    Promise.all([
      import('./vps-plan-change'),
      // Words that fail to load are not the panel's failure: its reasons then say "not available right now".
      ensureCatalog(problemMessages).catch(() => undefined),
    ]).then(([module]) => module),
  (module) => module.VpsPlanPanel,
);
