import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Me } from '@/api/schemas/me';
import { REPLAY_SESSION_KEY } from '@/api/storage-keys';
import { meQuery } from '@/features/session/api/session-queries';

/**
 * Keeps the session's tax summary (how every price is shown: src/ui/format/price.tsx) as `/me` says it. A summary
 * kept with the session (sign-in read `/me` just before) is current until `meQueryKey` is invalidated (a billing
 * profile change): no screen reads `/me` again on its first load, so a first visit costs no extra request and a
 * rate-limited key spends its budget on what the customer asked for. A session without a summary (kept from before
 * the summary existed) reads `/me` once. A failed read keeps what is kept; a server without `/me` (404) or a `/me`
 * without `tax` means not known: prices as sent, "excl. VAT". A replay's stand-in session is left alone.
 */
export function TaxSummarySync() {
  const session = useRouter().options.context.session;
  const replay = session.getKey() === REPLAY_SESSION_KEY;
  const kept = session.get();
  const known: Me | undefined = kept?.tax
    ? {
        customer: { id: null, name: kept.customerName, email: null },
        key: { id: null, name: null, scopes: kept.scopes ?? [] },
        tax: kept.tax,
      }
    : undefined;
  const query = useQuery({
    ...meQuery(),
    enabled: !replay,
    ...(known ? { initialData: known, staleTime: Infinity } : { staleTime: 5 * 60_000 }),
  });
  const data = query.data;
  useEffect(() => {
    if (data === undefined || replay) return;
    session.setTax(data?.tax ?? null);
  }, [data, replay, session]);
  return null;
}
