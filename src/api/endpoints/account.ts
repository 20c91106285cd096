import { routes } from './route';

/** The key itself and the jobs it started: any valid key may read them (one empty scope set). */
export const accountRoutes = routes({
  /**
   * Ours: who the key belongs to and what it may do (`{ customer: { id, name, email }, key: { id, name, scopes,
   * subAccount }, tax }`). Sign-in checks a key with it before keeping it; the panel reads the scopes to gate controls
   * before the click. A server without it leaves scopes unknown: nothing is gated, the server decides. `tax` (any key,
   * no billing scope needed): `{ customerType, country, vatRate, reverseCharge }` from the billing profile (ledger
   * "Money: VAT"), how every price is shown; a pending VAT number is looked up again on this read (mock).
   */
  me: {
    method: 'GET',
    path: '/api/v2/me',
    scopes: [[]],
    summary: 'Read the calling key and its customer',
  },
  /**
   * The spec's `pollUrl` (`/api/jobs/{jobId}`, outside `/api/v2`): `job_` or `dbj_` ids. Another customer's job is
   * a 404. The app polls the `pollUrl` a write answered with; this declares its shape.
   */
  job: {
    method: 'GET',
    path: '/api/jobs/{jobId}',
    scopes: [[]],
    summary: 'Poll an asynchronous operation',
  },
});
