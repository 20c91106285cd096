import { preloadable } from '@/ui/preloadable';

/**
 * A server's sections other than the overview and metrics, each a chunk of its own (their forms bring
 * react-hook-form and its resolver): the route preloads the open tab's with its data, so it renders at once.
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
/**
 * The plan card's billing and "Change plan" (its dialog, the plan-change request and the billing read): loaded after
 * the overview has drawn, so a server's first screen carries none of it.
 */
export const vpsPlanPanel = preloadable(
  () => import('./vps-plan-change'),
  (module) => module.VpsPlanPanel,
);
