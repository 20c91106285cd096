import { useId, useState, type ReactNode } from 'react';
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
 * activity drawer; the server's status follows when the job ends. `lead` (the status) sits in the menu's row.
 */
export function VpsPowerMenu({ server, lead }: { server: Vps; lead?: ReactNode }) {
  const t = useMessages(vpsDetailMessages);
  const id = useId();
  const name = vpsName(server);
  const scopeGate = useScopeGate('vpsPower');
  // The dialog stays mounted (focus returns to the rung that opened it); `asked` keeps its words while it closes.
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [asked, setAsked] = useState<PowerChoice>('restart');
  const [started, setStarted] = useState<PowerChoice | null>(null);

  const power = useVpsPower(server, {
    onAccepted: (_envelope, choice) => {
      setStarted(choice);
      setConfirmOpen(false);
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
          if (!open) power.reset();
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
