import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { vpsRoutes } from '@/api/endpoints/vps';
import type { Vps } from '@/api/schemas/vps';
import { serverCatalogQuery } from '@/api/server-catalog';
import { useLocale, useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { SelectField } from '@/ui/fields';
import { DateTime } from '@/ui/format/date-time';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { useLeaveRescue, useRebuild, useRescue, useResetRootPassword } from '@/features/vps/api/vps-recovery-mutations';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import type { RecoverParam } from '@/features/vps/vps-route-params';
import { VpsPasswordOnce } from './vps-password-once';

type Shown = { kind: 'rebuild' | 'rescue' | 'rootPassword'; password: string } | null;
type Open = 'rebuild' | 'rescue' | 'rootPassword' | null;

/**
 * "When the server will not behave" on the overview (issue 38): reinstall from an image (what is lost said, the
 * name typed), boot into rescue with a temporary password and leave it (the rescue state said here), and a new root
 * password (whether the server restarts said before). Each is a job shown in place; a new password is shown once.
 * A confirmation named in the URL (`?recover=rescue`, where the palette's "Boot web-01 into rescue" leads) opens when
 * its gate allows, and leaves the URL once answered; a blocked one opens nothing (the button says why).
 */
export function VpsRecovery({ server }: { server: Vps }) {
  const t = useMessages(vpsDetailMessages);
  const id = useId();
  const name = vpsName(server);
  const [open, setOpen] = useState<Open>(null);
  const [shown, setShown] = useState<Shown>(null);
  const [image, setImage] = useState('');
  const locale = useLocale();
  const catalog = useQuery({ ...serverCatalogQuery(locale), enabled: open === 'rebuild' });
  const images = catalog.data?.images ?? [];
  const current = images.find((item) => item.name === server.os);
  const chosenImage = image || current?.id || images[0]?.id || '';

  const rebuild = useRebuild(server, (body) => {
    choose(null);
    setShown(body.rootPassword ? { kind: 'rebuild', password: body.rootPassword } : null);
  });
  const rescue = useRescue(server, (body) => {
    choose(null);
    setShown(body.rootPassword ? { kind: 'rescue', password: body.rootPassword } : null);
  });
  const leave = useLeaveRescue(server, () => setShown(null));
  const reset = useResetRootPassword(server, (body) => {
    setOpen(null);
    setShown(body.rootPassword ? { kind: 'rootPassword', password: body.rootPassword } : null);
  });

  const rebuildGate = useScopeGate(vpsRoutes.rebuild, server.actions.canRebuild);
  const rescueGate = useScopeGate(vpsRoutes.rescue, server.actions.canEnterRescue);
  const leaveGate = useScopeGate(vpsRoutes.leaveRescue, server.actions.canLeaveRescue);
  const resetGate = useScopeGate(vpsRoutes.resetRootPassword, server.actions.canResetRootPassword);
  const inRescue = server.rescue?.active === true;

  const requested = useSearch({ from: '/_app/vps/$vpsId', select: (search) => search.recover });
  const navigate = useNavigate({ from: '/vps/$vpsId' });
  const [seen, setSeen] = useState<RecoverParam | undefined>(undefined);
  if (requested !== seen) {
    setSeen(requested);
    const allowed =
      requested === 'rebuild' ? rebuildGate.allowed : requested === 'rescue' && !inRescue && rescueGate.allowed;
    if (requested && allowed) setOpen(requested);
  }
  const choose = (next: Open) => {
    setOpen(next);
    if (next === null && requested) {
      void navigate({ search: (previous) => ({ ...previous, recover: undefined }), replace: true });
    }
  };
  const last = [rebuild, rescue, leave, reset].find((mutation) => mutation.operation !== null)?.operation ?? null;

  return (
    <section className="vps-overview__card vps-recovery" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h3">
        {t('vpsDetail.recovery.heading')}
      </h2>
      {inRescue ? (
        <Notice tone="warning">
          {t('vpsDetail.recovery.inRescue', { name })}{' '}
          {server.rescue?.since ? (
            <>
              {t('vpsDetail.recovery.since')} <DateTime value={server.rescue.since} />
            </>
          ) : null}
        </Notice>
      ) : (
        <p className="muted">{t('vpsDetail.recovery.intro')}</p>
      )}
      <div className="vps-recovery__actions">
        {inRescue ? (
          <GatedButton gate={leaveGate} guard={leave} variant="primary" onClick={() => leave.mutate()}>
            {t('vpsDetail.recovery.leave')}
          </GatedButton>
        ) : (
          <GatedButton gate={rescueGate} guard={rescue} onClick={() => (rescue.reset(), setOpen('rescue'))}>
            {t('vpsDetail.recovery.rescue')}
          </GatedButton>
        )}
        <GatedButton gate={rebuildGate} guard={rebuild} onClick={() => (rebuild.reset(), setOpen('rebuild'))}>
          {t('vpsDetail.recovery.rebuild')}
        </GatedButton>
        <GatedButton gate={resetGate} guard={reset} onClick={() => (reset.reset(), setOpen('rootPassword'))}>
          {t('vpsDetail.recovery.rootPassword')}
        </GatedButton>
      </div>
      <OperationProgress operation={last} />
      {shown ? (
        <VpsPasswordOnce
          heading={t('vpsDetail.password.heading', { kind: shown.kind, name })}
          password={shown.password}
          note={t('vpsDetail.password.note', { kind: shown.kind })}
          onDone={() => setShown(null)}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'rebuild'}
        onOpenChange={(next) => choose(next ? 'rebuild' : null)}
        title={t('vpsDetail.rebuild.title', { name })}
        description={
          <>
            <p>
              <strong>{t('vpsDetail.rebuild.loss', { name })}</strong>
            </p>
            <ul className="vps-restore-consequences">
              <li>{t('vpsDetail.rebuild.kept')}</li>
              <li>{t('vpsDetail.rebuild.password')}</li>
              <li>{t('vpsDetail.restore.tip')}</li>
            </ul>
          </>
        }
        confirmLabel={t('vpsDetail.rebuild.confirm')}
        cancelLabel={t('vpsDetail.restore.keep')}
        tone="danger"
        typeToConfirm={name}
        guard={rebuild}
        error={rebuild.error}
        onConfirm={() => {
          if (chosenImage) rebuild.mutate(chosenImage);
        }}
      >
        <SelectField
          label={t('vpsDetail.rebuild.image')}
          value={chosenImage}
          onChange={(event) => setImage(event.target.value)}
        >
          {images.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'rescue'}
        onOpenChange={(next) => choose(next ? 'rescue' : null)}
        title={t('vpsDetail.rescue.title', { name })}
        description={
          <ul className="vps-restore-consequences">
            <li>{t('vpsDetail.rescue.restarts', { name })}</li>
            <li>{t('vpsDetail.rescue.disk')}</li>
            <li>{t('vpsDetail.rescue.password')}</li>
          </ul>
        }
        confirmLabel={t('vpsDetail.rescue.confirm')}
        guard={rescue}
        error={rescue.error}
        onConfirm={() => rescue.mutate()}
      />
      <ConfirmDialog
        open={open === 'rootPassword'}
        onOpenChange={(next) => setOpen(next ? 'rootPassword' : null)}
        title={t('vpsDetail.rootPassword.title', { name })}
        description={
          <ul className="vps-restore-consequences">
            <li>
              {server.status === 'running'
                ? t('vpsDetail.rootPassword.restarts', { name })
                : server.status === 'stopped'
                  ? t('vpsDetail.rootPassword.stopped', { name })
                  : t('vpsDetail.rootPassword.mayRestart', { name })}
            </li>
            <li>{t('vpsDetail.rootPassword.old')}</li>
          </ul>
        }
        confirmLabel={t('vpsDetail.rootPassword.confirm')}
        guard={reset}
        error={reset.error}
        onConfirm={() => reset.mutate()}
      />
    </section>
  );
}
