import { call, noContent } from '@/api/call';
import { authRoutes } from '@/api/endpoints/auth';

/**
 * Ends the session key on the server (a sign-out); an API key, or a server without the endpoint: nothing to end.
 * The frame signs out from every screen, so this is in the first chunk: it calls the route alone with the 204's
 * empty answer, as the frame's other reads do, and the sign-in area's schemas (`auth-io`) stay out of it.
 */
export async function endSessionKey(key: string): Promise<void> {
  if (!key.startsWith('hps_')) return;
  await call(authRoutes.signOut, { key }, noContent).catch(() => undefined);
}
