import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { REPLAY_SESSION_KEY } from '@/api/storage-keys';
import { meQuery } from '@/features/session/api/session-queries';

/**
 * Keeps the session's tax summary (how every price is shown: src/ui/format/price.tsx) as `/me` says it: read once
 * signed in (a session kept from before shows its stored summary meanwhile) and again whenever `meQueryKey` is
 * invalidated (a billing profile change), so the prices on screen follow the new profile. A failed read keeps what
 * is kept; a server without `/me` (404) or a `/me` without `tax` means not known: prices as sent, "excl. VAT".
 * A replay's stand-in session is left alone (its world is recorded, not asked).
 */
export function TaxSummarySync() {
  const session = useRouter().options.context.session;
  const replay = session.getKey() === REPLAY_SESSION_KEY;
  const query = useQuery({ ...meQuery(), enabled: !replay, staleTime: 5 * 60_000 });
  const data = query.data;
  useEffect(() => {
    if (data === undefined || replay) return;
    session.setTax(data?.tax ?? null);
  }, [data, replay, session]);
  return null;
}
