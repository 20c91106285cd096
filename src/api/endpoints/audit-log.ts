import { routes } from './route';

/** The account's activity log (ledger "Audit log": what the recorder writes for every change of every area). */
export const auditLogRoutes = routes({
  /**
   * Named in the spec, its shape not shown. Scope `read:audit` (ours; the spec names none; the `full` and `readonly`
   * keys carry it). The caller's own entries only, newest first (time, then id), the keyset cursor of every list.
   * `?area&action&outcome&from&to&limit&cursor`: `from` inclusive, `to` exclusive; not ISO instants, or `to` not
   * after `from` → 400 `invalid_request` at `/query/<name>`; unknown `area`/`action`/`outcome` values → 400. The
   * screen keeps its filters in the URL (a bad value falls back to none); a key without the scope has no "Activity
   * log" link, and a deep link says in words what it lacks.
   */
  list: {
    method: 'GET',
    path: '/api/v2/audit-log',
    scopes: [['read:audit']],
    summary: "List the account's activity log",
  },
});
