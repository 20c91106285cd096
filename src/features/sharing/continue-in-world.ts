import { createMockWorldFromBundle } from '@/api/mock-control';
import { isImportedRead } from '@/api/schemas/view-bundle';
import { encodeBundle, type ViewBundle } from './bundle';
import { leaveReplayFor, type ReplayContext } from './replay';

/**
 * What the mock is sent: the reads it imports (each area's lists and records, `isImportedRead`: never a section such
 * as a year of metrics, whose series come from the scenario's profiles), written compact as the file is (columns):
 * a reseller's domain list of 23 pages is 1.1 MB as read back and ~0.3 MB so, under the control plane's 1 MB cap.
 */
export function worldRequestBundle(bundle: ViewBundle) {
  return encodeBundle({ ...bundle, reads: bundle.reads.filter((read) => isImportedRead(read.path)) });
}

/**
 * "Continue in a world", in a demo build only (src/demo-build.d.ts; a production build has no mock to ask): the mock
 * builds a world whose records are the bundle's (`POST /__mock/worlds` with the bundle), support is signed in to it
 * with its full key and goes on at the same address, against the mock. Ends the replay first (the client speaks to
 * the server again). Rejects, replay kept, when the mock refuses or is absent.
 */
export async function continueInWorld(context: ReplayContext): Promise<string> {
  const bundle = await leaveReplayFor(
    (replayed) => createMockWorldFromBundle(worldRequestBundle(replayed)),
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
