import { authRoutes } from '@/api/endpoints/auth';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';

/** Sign-ins and account security changes as the account log names them: the person by name, a passkey by its name. */
export const accountAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(authRoutes), {
  passkey: (state, _customerId, id) => {
    for (const person of state.account.people) {
      const found = person.passkeys.find((p) => p.id === id);
      if (found) return found.name;
    }
    return null;
  },
});
