import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import { teamRoleValues, type TeamMember, type TeamRole } from '@/api/schemas/team';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { Checkbox, Radio, RadioGroup, TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { FormProblemAlerts } from '@/ui/problem-alert';
import { useInviteMember } from '@/features/team/api/team-mutations';
import { teamMessages } from '@/features/team/messages/catalog';
import type en from '@/features/team/messages/en';

type Key = PlainMessageKey<typeof en>;

const inviteForm = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'team.invite.email.required' satisfies Key),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'team.invite.email.invalid' satisfies Key),
    ),
  role: z.enum(teamRoleValues),
  canPlaceOrders: z.boolean(),
});
type InviteForm = z.infer<typeof inviteForm>;

/**
 * "Invite a person": an e-mail address, a role (each said with what it may do) and whether they may place orders.
 * `roles`: the roles the signed-in person may give (only an owner makes owners). A duplicate e-mail is said at the
 * field.
 */
export function TeamInviteDialog({
  open,
  onOpenChange,
  roles,
  onInvited,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: readonly TeamRole[];
  onInvited: (invited: TeamMember) => void;
}) {
  const t = useMessages(teamMessages);
  const invite = useInviteMember();
  const form = useForm<InviteForm>({
    resolver: zodResolver(inviteForm),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'technical', canPlaceOrders: false },
  });
  const { errors } = form.formState;
  const role = form.watch('role');
  const unplaced = useServerFieldErrors(form, invite.error, ['email', 'role']);
  const exists = isApiError(invite.error) && invite.error.code === 'member_exists';

  const onSubmit = form.handleSubmit((values) => {
    invite.mutate(
      { email: values.email, role: values.role, canPlaceOrders: values.role === 'owner' || values.canPlaceOrders },
      {
        onSuccess: (invited) => {
          invite.reset();
          form.reset();
          onInvited(invited);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'member_exists') {
            form.setError(
              'email',
              { type: 'member_exists', message: 'team.invite.email.exists' satisfies Key },
              { shouldFocus: true },
            );
          }
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      locked={invite.isPending}
      title={t('team.invite.title')}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          invite.reset();
        }
        onOpenChange(next);
      }}
    >
      <form className="form team-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('team.invite.email')}
          hint={t('team.invite.email.hint')}
          type="email"
          autoComplete="off"
          error={errors.email?.message && t.keyOrText(errors.email.message)}
          {...form.register('email')}
        />
        <RadioGroup legend={t('team.invite.role')}>
          {roles.map((choice) => (
            <Radio
              key={choice}
              value={choice}
              label={t('team.role', { role: choice })}
              hint={t('team.role.hint', { role: choice })}
              {...form.register('role')}
            />
          ))}
        </RadioGroup>
        {role !== 'owner' && (
          <Checkbox
            label={t('team.invite.placesOrders')}
            hint={t('team.invite.placesOrders.hint')}
            {...form.register('canPlaceOrders')}
          />
        )}
        <FormProblemAlerts unplaced={unplaced} error={exists ? null : invite.error} />
        <DialogActions>
          <DialogClose disabled={invite.isPending}>{t('team.invite.cancel')}</DialogClose>
          <Button type="submit" variant="primary" guard={invite}>
            {t('team.invite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
