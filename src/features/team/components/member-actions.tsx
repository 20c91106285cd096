import { useState } from 'react';
import { teamRoutes } from '@/api/endpoints/team';
import type { TeamMember, TeamRole } from '@/api/schemas/team';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Checkbox, Radio, RadioGroup } from '@/ui/fields';
import { GatedButton, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { useChangeMember, useRemoveMember } from '@/features/team/api/team-mutations';
import { teamMessages } from '@/features/team/messages/catalog';

/**
 * A member's row actions: "Change role" (the roles the signed-in person may give, and whether they may place orders)
 * and "Remove" (an invitation: "Cancel invitation") after a confirmation that says what ends. `blocked`: why a change
 * to this member cannot be made (the last owner; an owner and you are not one), said before the click.
 */
export function MemberActions({
  member,
  name,
  roles,
  blocked,
  onDone,
}: {
  member: TeamMember;
  name: string;
  roles: readonly TeamRole[];
  blocked: string | null;
  onDone: (said: string) => void;
}) {
  const t = useMessages(teamMessages);
  const change = useChangeMember(member.id);
  const remove = useRemoveMember(member.id);
  const changeScope = useScopeGate(teamRoutes.changeMember);
  const removeScope = useScopeGate(teamRoutes.removeMember);
  const own: Gate | null = blocked ? { allowed: false, reason: blocked, code: null } : null;
  const changeGate = changeScope.allowed && own ? own : changeScope;
  const removeGate = removeScope.allowed && own ? own : removeScope;
  const [dialog, setDialog] = useState<'change' | 'remove' | null>(null);
  const [role, setRole] = useState<TeamRole>(member.role === 'unknown' ? 'read_only' : member.role);
  const [orders, setOrders] = useState(member.canPlaceOrders);
  const invited = member.status === 'invited';

  return (
    <div className="team-row-actions">
      <GatedButton
        gate={changeGate}
        size="small"
        onClick={() => {
          change.reset();
          setRole(member.role === 'unknown' ? 'read_only' : member.role);
          setOrders(member.canPlaceOrders);
          setDialog('change');
        }}
      >
        {t('team.change.open')} <span className="visually-hidden">{name}</span>
      </GatedButton>
      <GatedButton
        gate={removeGate}
        size="small"
        variant="danger-outline"
        onClick={() => {
          remove.reset();
          setDialog('remove');
        }}
      >
        {invited ? t('team.remove.cancelInvite') : t('team.remove.open')}{' '}
        <span className="visually-hidden">{name}</span>
      </GatedButton>
      <ConfirmDialog
        open={dialog === 'change'}
        onOpenChange={(open) => setDialog(open ? 'change' : null)}
        title={t('team.change.title', { name })}
        description={<p>{t('team.change.sessions')}</p>}
        confirmLabel={t('team.change.submit')}
        cancelLabel={t('team.change.cancel')}
        guard={change}
        error={change.error}
        onConfirm={() =>
          change.mutate(
            { role, canPlaceOrders: role === 'owner' || orders },
            {
              onSuccess: () => {
                setDialog(null);
                onDone(t('team.change.done', { name, role: t('team.role', { role }) }));
              },
            },
          )
        }
      >
        <RadioGroup legend={t('team.invite.role')}>
          {roles.map((choice) => (
            <Radio
              key={choice}
              name={`role-${member.id}`}
              value={choice}
              checked={role === choice}
              onChange={() => setRole(choice)}
              label={t('team.role', { role: choice })}
              hint={t('team.role.hint', { role: choice })}
            />
          ))}
        </RadioGroup>
        {role !== 'owner' && (
          <Checkbox
            label={t('team.invite.placesOrders')}
            hint={t('team.invite.placesOrders.hint')}
            checked={orders}
            onChange={(event) => setOrders(event.currentTarget.checked)}
          />
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={(open) => setDialog(open ? 'remove' : null)}
        tone="danger"
        title={invited ? t('team.cancelInvite.title', { email: name }) : t('team.remove.title', { name })}
        description={
          <>
            <p>{invited ? t('team.cancelInvite.body') : t('team.remove.body')}</p>
            {member.isYou && (
              <Notice tone="warning">
                <p>{t('team.remove.self')}</p>
              </Notice>
            )}
          </>
        }
        confirmLabel={invited ? t('team.cancelInvite.confirm') : t('team.remove.confirm')}
        cancelLabel={invited ? t('team.cancelInvite.keep') : t('team.remove.keep')}
        guard={remove}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              onDone(invited ? t('team.cancelInvite.done', { email: name }) : t('team.remove.done', { name }));
            },
          })
        }
      />
    </div>
  );
}
