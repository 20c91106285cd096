import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import type { Gate } from '@/ui/gated-button';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import { bulkScopes, missingScopes, useKeyScopes } from './use-key-scopes';

/**
 * The key's scopes as a gate for a bulk action: blocked, with the scopes named, when the key is known to lack
 * them; allowed while its scopes are unknown (the server then says so, and the problem names them).
 */
export function useScopeGate(action: keyof typeof bulkScopes): Gate {
  const t = useMessages(domainsBulkMessages);
  const format = useFormat();
  const missing = missingScopes(useKeyScopes(), bulkScopes[action]);
  return missing.length === 0
    ? { allowed: true, reason: null }
    : {
        allowed: false,
        reason: t('domainsBulk.scopes.missing', { count: missing.length, scopes: format.list(missing) }),
        code: 'missing_scope',
      };
}
