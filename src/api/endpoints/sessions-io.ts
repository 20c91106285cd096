import { accountSessionList, sessionIdParam, signOutOthersBody, signedOutCount } from '@/api/schemas/team';
import { bindIo, param } from './endpoint';
import { sessionRoutes } from './sessions';

const sessionId = param(sessionIdParam, 'Expected a session id (ses_…).');

/** The person's sessions with their contract (`sessions.ts` holds the routes and the decisions). */
export const sessionEndpoints = bindIo(sessionRoutes, {
  list: { response: accountSessionList },
  signOut: { params: { sessionId }, response: null, status: 204 },
  signOutOthers: { body: signOutOthersBody, bodyOptional: true, response: signedOutCount },
});
