import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { teamRoutes } from '@/api/endpoints/team';
import { teamRoleValues, type TeamMember, type TeamRole } from '@/api/schemas/team';
import { useMessages } from '@/i18n';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { EmptyState } from '@/ui/empty-state';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { StatusBadge } from '@/ui/status-badge';
import { teamQueries } from '@/features/team/api/team-queries';
import { teamMessages } from '@/features/team/messages/catalog';
import { MemberActions } from './member-actions';
import { TeamInviteDialog } from './team-invite';
import '@/features/team/team.css';

const OutboxLink = __DEMO__ ? lazy(() => import('./outbox-link')) : null;

type ShownStatus = 'active' | 'invited' | 'expired' | 'unknown';
const statusTone = { active: 'success', invited: 'info', expired: 'neutral', unknown: 'neutral' } as const;

function shownStatus(member: TeamMember, nowMs: number): ShownStatus {
  if (member.status !== 'invited') return member.status;
  const until = member.invitationExpiresAt ? Date.parse(member.invitationExpiresAt) : Number.NaN;
  return Number.isFinite(until) && until <= nowMs ? 'expired' : 'invited';
}

/**
 * The account's team (`/account/team`): each member with their role in words (and whether they may place orders),
 * whether they joined, their last sign-in; "Invite a person", a role's change and removing behind their
 * confirmations. The last owner's changes and an owner's changes by someone who is no owner are blocked before the
 * click, with the reason.
 */
export function TeamPage() {
  const t = useMessages(teamMessages);
  const format = useFormat();
  const { data: page } = useSuspenseQuery(teamQueries.members());
  const inviteGate = useScopeGate(teamRoutes.invite);
  const [inviting, setInviting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [now] = useState(() => Date.now());

  const owners = page.data.filter((member) => member.status === 'active' && member.role === 'owner').length;
  const you = page.data.find((member) => member.isYou);
  // An API key is nobody here (null): the server decides whether it may touch owners.
  const youAreOwner = you ? you.role === 'owner' : null;
  const roles: readonly TeamRole[] =
    youAreOwner === false ? teamRoleValues.filter((r) => r !== 'owner') : teamRoleValues;

  const columns = useMemo<Column<TeamMember>[]>(() => {
    const nameOf = (member: TeamMember) => member.fullName ?? member.email ?? member.id;
    const blockedFor = (member: TeamMember): string | null => {
      if (member.role !== 'owner') return null;
      if (youAreOwner === false) return t('team.ownerOnly');
      if (member.status === 'active' && owners <= 1) return t('team.lastOwner');
      return null;
    };
    return [
      {
        id: 'person',
        header: t('team.column.person'),
        primary: true,
        cell: (member) => (
          <span className="team-person">
            <strong>{member.fullName ?? member.email}</strong>
            {member.fullName && member.email && <span className="muted">{member.email}</span>}
            {member.status === 'invited' && <span className="muted">{t('team.invitedPerson')}</span>}
            {member.isYou && <span className="team-you">{t('team.you')}</span>}
          </span>
        ),
      },
      {
        id: 'role',
        header: t('team.column.role'),
        cell: (member) => (
          <span className="team-role">
            <span>{t('team.role', { role: member.role })}</span>
            <span className="muted">
              {member.role === 'owner' || member.canPlaceOrders ? t('team.placesOrders') : t('team.noOrders')}
            </span>
          </span>
        ),
      },
      {
        id: 'status',
        header: t('team.column.status'),
        cell: (member) => {
          const status = shownStatus(member, now);
          return (
            <span className="team-status">
              <StatusBadge tone={statusTone[status]}>{t('team.status', { status })}</StatusBadge>
              {status === 'invited' && member.invitationExpiresAt && (
                <span className="muted">
                  {t('team.invitedUntil', { date: format.dateTime(member.invitationExpiresAt) })}
                </span>
              )}
            </span>
          );
        },
      },
      {
        id: 'lastSignIn',
        header: t('team.column.lastSignIn'),
        cell: (member) => (member.lastSignInAt ? format.dateTime(member.lastSignInAt) : t('team.lastSignIn.never')),
      },
      {
        id: 'actions',
        header: t('team.column.actions'),
        cell: (member) => (
          <MemberActions
            member={member}
            name={nameOf(member)}
            roles={roles}
            blocked={blockedFor(member)}
            onDone={setDone}
          />
        ),
      },
    ];
  }, [t, format, now, owners, youAreOwner, roles]);

  return (
    <section className="page" aria-labelledby="team-heading">
      <PageHeader
        headingId="team-heading"
        title={t('team.title')}
        actions={
          <GatedButton
            gate={inviteGate}
            variant="primary"
            onClick={() => {
              setDone(null);
              setInviting(true);
            }}
          >
            {t('team.invite.open')}
          </GatedButton>
        }
      />
      <p className="team-intro">{t('team.intro')}</p>
      {done && (
        <Notice tone="success" role="status" className="team-notice">
          <p>{done}</p>
        </Notice>
      )}
      {OutboxLink && (
        <Suspense fallback={null}>
          <OutboxLink />
        </Suspense>
      )}
      <DroppedItemsNotice count={page.dropped} />
      <DataTable
        caption={t('team.caption')}
        columns={columns}
        rows={page.data}
        rowKey={(member) => member.id}
        empty={<EmptyState title={t('team.title')} />}
      />
      <section className="team-roles" aria-labelledby="team-roles-heading">
        <h2 id="team-roles-heading">{t('team.roles.heading')}</h2>
        <dl>
          {teamRoleValues.map((role) => (
            <div key={role}>
              <dt>{t('team.role', { role })}</dt>
              <dd>{t('team.role.hint', { role })}</dd>
            </div>
          ))}
        </dl>
      </section>
      <TeamInviteDialog
        open={inviting}
        onOpenChange={setInviting}
        roles={roles}
        onInvited={(invited) => {
          setInviting(false);
          setDone(t('team.invite.sent', { email: invited.email ?? '' }));
        }}
      />
    </section>
  );
}
