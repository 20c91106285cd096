import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { ProblemAlert } from '@/ui/problem-alert';
import { MAX_BUSY_RETRIES, type NetworkAction } from '@/features/vps/api/vps-mutations';
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
        <Notice className="vps-retry" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('vpsDetail.busy.retrying', { name, seconds: secondsLeft })}</span>
          <Button size="small" onClick={stop}>
            {t('vpsDetail.busy.stop')}
          </Button>
        </Notice>
      ) : action.error ? (
        <>
          {gaveUp ? (
            <Notice tone="warning" className="vps-retry" role="status">
              {t('vpsDetail.busy.gaveUp', { name, count: MAX_BUSY_RETRIES })}
            </Notice>
          ) : null}
          <ProblemAlert error={action.error} showFieldErrors />
        </>
      ) : null}
      {showProgress && <OperationProgress operation={action.operation} />}
    </>
  );
}
