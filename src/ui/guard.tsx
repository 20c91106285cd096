import type { MutationGuard } from '@/api/guarded-mutation';
import { useMessages } from '@/i18n';
import { useSecondsUntil } from './use-seconds-until';

export type { MutationGuard };

/**
 * How a control that sends a mutation looks while it must not send: busy while the request is on its way, and
 * for a 429 disabled with the server's wait counting down on the control itself.
 */
export function useGuardState(guard: MutationGuard | undefined): { busy: boolean; waitSeconds: number | null } {
  const waitSeconds = useSecondsUntil(guard?.retryAt ?? null);
  return { busy: Boolean(guard?.isPending || guard?.isBusy), waitSeconds };
}

/** The wait shown inside the control ("wait 12 s"), announced once by the alert that explains it. */
export function GuardWait({ seconds }: { seconds: number | null }) {
  const t = useMessages();
  if (seconds === null) return null;
  return (
    <>
      {' '}
      <span className="button__wait">{t('guard.wait', { seconds })}</span>
    </>
  );
}
