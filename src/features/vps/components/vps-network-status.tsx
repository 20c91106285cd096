import { useMessages } from '@/i18n';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { ProblemAlert } from '@/ui/problem-alert';
import { MAX_BUSY_RETRIES, type NetworkAction } from '@/features/vps/api/use-network-action';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';

/**
 * How a network change is going, in place: the countdown to the automatic retry of a busy (409) answer with a
 * way to stop it, any other failure as Problem Details, and the operation's progress once accepted.
 */
export function NetworkActionStatus<TVars>({
  action,
  name,
  showProgress = true,
}: {
  action: NetworkAction<TVars>;
  name: string;
  /** In a dialog that closes on acceptance the progress shows beside the control that opened it instead. */
  showProgress?: boolean;
}) {
  const t = useMessages(vpsDetailMessages);
  const { secondsLeft, stop, gaveUp } = action.busy;
  return (
    <>
      {secondsLeft !== null ? (
        <div className="notice vps-retry" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('vpsDetail.busy.retrying', { name, seconds: secondsLeft })}</span>
          <button type="button" className="button button--small" onClick={stop}>
            {t('vpsDetail.busy.stop')}
          </button>
        </div>
      ) : action.error ? (
        <>
          {gaveUp ? (
            <p className="notice vps-retry" role="status">
              {t('vpsDetail.busy.gaveUp', { name, count: MAX_BUSY_RETRIES })}
            </p>
          ) : null}
          <ProblemAlert error={action.error} showFieldErrors />
        </>
      ) : null}
      {showProgress && <OperationProgress operation={action.operation} />}
    </>
  );
}
