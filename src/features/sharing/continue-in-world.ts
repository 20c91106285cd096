import { createMockWorldFromBundle } from '@/api/mock-control';
import { leaveReplayFor, type ReplayContext } from './replay';

/**
 * "Continue in a world", in a demo build only (src/demo-build.d.ts; a production build has no mock to ask): the mock
 * builds a world whose records are the bundle's (`POST /__mock/worlds` with the bundle), support is signed in to it
 * with its full key and goes on at the same address, against the mock. Ends the replay first (the client speaks to
 * the server again). Rejects, replay kept, when the mock refuses or is absent.
 */
export async function continueInWorld(context: ReplayContext): Promise<string> {
  const bundle = await leaveReplayFor(
    (replayed) =>
      // The mock imports records, never a metrics series (its series come from the scenario's profiles): a year of
      // metrics (~2 MB) would only exceed the control plane's 1 MB body cap.
      createMockWorldFromBundle({
        ...replayed,
        reads: replayed.reads.filter((read) => !/\/metrics(?:\?|$)/.test(read.path)),
      }),
    (world, replayed) => {
      context.queryClient.clear();
      context.operations.clearAll();
      context.session.signIn({
        key: world.keys.full,
        persist: false,
        // The name the bundle shows (masked when it is): the world's own customer is the scenario's.
        customerName: replayed.customerName,
        scopes: null,
        demo: { worldId: world.worldId, scenario: replayed.scenario ?? 'demo', role: 'full' },
      });
    },
  );
  return bundle.url;
}
