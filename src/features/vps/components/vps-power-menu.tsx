import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { vpsRoutes } from '@/api/endpoints/vps';
import type { Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { useScopeGate, withScopeGate } from '@/ui/key-scopes';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { PopoverMenu } from '@/ui/popover-menu';
import { ProblemAlert } from '@/ui/problem-alert';
import { useVpsPower } from '@/features/vps/api/vps-power-mutation';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { orderedPowerChoices, powerRules, type PowerChoice } from '@/features/vps/vps-power';

/**
 * The power ladder in a compact menu: a "Power" button opens start, restart, forced restart, hard reset, shut
 * down, power off, each with what it does to the running system and its gate's reason when blocked. Choosing one
 * closes the menu (focus back on its button); disruptive rungs confirm first. Progress shows here and in the
 * operations drawer; the server's status follows when the job ends. `lead` (the status) sits in the menu's row.
 *
 * A rung named in the URL (`?power=restart`, where the command palette's "Restart web-01" leads) opens its
 * confirmation at once when its gate allows it (start included: a command typed elsewhere is confirmed here);
 * closing the confirmation takes it out of the URL. A blocked one opens nothing: the menu says why.
 */
export function VpsPowerMenu({ server, lead }: { server: Vps; lead?: ReactNode }) {
  const t = useMessages(vpsDetailMessages);
  const id = useId();
  const name = vpsName(server);
  const scopeGate = useScopeGate(vpsRoutes.restart);
  // The dialog stays mounted (focus returns to the rung that opened it); `asked` keeps its words while it closes.
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [asked, setAsked] = useState<PowerChoice>('restart');
  const [started, setStarted] = useState<PowerChoice | null>(null);
  const requested = useSearch({ from: '/_app/vps/$vpsId', select: (search) => search.power });
  const navigate = useNavigate({ from: '/vps/$vpsId' });
  const [seen, setSeen] = useState<PowerChoice | undefined>(undefined);
  if (requested !== seen) {
    setSeen(requested);
    if (requested && withScopeGate(scopeGate, server.actions[powerRules[requested].gate]).allowed) {
      setAsked(requested);
      setConfirmOpen(true);
    }
  }
  const forgetRequest = () => {
    if (!requested) return;
    void navigate({ search: (previous) => ({ ...previous, power: undefined }), replace: true });
  };

  const power = useVpsPower(server, {
    onAccepted: (_envelope, choice) => {
      setStarted(choice);
      setConfirmOpen(false);
      forgetRequest();
    },
  });

  function choose(choice: PowerChoice, close: () => void) {
    // Close first, so the confirm dialog returns focus to the menu's button (the rung is gone with the menu).
    close();
    power.reset();
    if (powerRules[choice].confirm) {
      setAsked(choice);
      setConfirmOpen(true);
    } else {
      power.mutate(choice);
    }
  }

  const failed = power.operation?.status === 'failed';
  const gentle = started === 'restart' || started === 'shutdown';

  return (
    <section aria-labelledby={`${id}-heading`} className="vps-power">
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('vpsDetail.power.heading')}
      </h2>
      <div className="vps-power__row">
        {lead}
        <PopoverMenu label={t('vpsDetail.power.menu')} panelLabel={t('vpsDetail.power.menuLabel', { name })}>
          {({ close }) => (
            <>
              <p className="muted vps-power__intro">{t('vpsDetail.power.intro')}</p>
              <SharedGateReason gate={scopeGate}>
                <ul className="vps-power-ladder">
                  {orderedPowerChoices(server).map((choice) => {
                    const rule = powerRules[choice];
                    return (
                      <li key={choice} className="vps-power-ladder__rung">
                        <GatedButton
                          gate={withScopeGate(scopeGate, server.actions[rule.gate])}
                          variant={rule.danger ? 'danger-outline' : 'secondary'}
                          aria-describedby={`${id}-${choice}`}
                          guard={power}
                          onClick={() => choose(choice, close)}
                        >
                          {t('vpsDetail.power.title', { choice })}
                        </GatedButton>
                        <p id={`${id}-${choice}`} className="vps-power-ladder__description">
                          {t('vpsDetail.power.description', { choice })}
                        </p>
                      </li>
                    );
                  })}
                </ul>
              </SharedGateReason>
            </>
          )}
        </PopoverMenu>
      </div>
      <OperationProgress operation={power.operation} />
      {failed && gentle && <p className="vps-hint">{t('vpsDetail.power.failedHint')}</p>}
      {power.error && !confirmOpen ? <ProblemAlert error={power.error} /> : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          setConfirmOpen(open);
          if (!open) {
            power.reset();
            forgetRequest();
          }
        }}
        title={t('vpsDetail.power.confirm.title', { choice: asked, name })}
        description={
          <>
            <p>{t('vpsDetail.power.description', { choice: asked })}</p>
            <p>{t('vpsDetail.power.confirm.effect', { choice: asked, name })}</p>
          </>
        }
        confirmLabel={t('vpsDetail.power.title', { choice: asked })}
        tone={powerRules[asked].danger ? 'danger' : 'default'}
        guard={power}
        error={power.error}
        onConfirm={() => power.mutate(asked)}
      />
    </section>
  );
}
