import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { teamRoutes } from '@/api/endpoints/team';
import { teamRoleValues, type TeamMember, type TeamRole } from '@/api/schemas/team';
import { useLocale, useMessages } from '@/i18n';
import { csvTimestamp } from '@/ui/csv';
import type { KitCsvColumn } from '@/ui/csv-download';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { sortWhole, timeValue, useWholePages, wholeReadPage } from '@/ui/kit-whole';
import { matchesSearch } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { StatusBadge } from '@/ui/status-badge';
import { ReadOnlyReasonScope } from '@/ui/read-only-reason';
import { teamQueries } from '@/features/team/api/team-queries';
import { teamMessages } from '@/features/team/messages/catalog';
import { teamStatusFilters, type TeamStatusFilter } from '@/features/team/team-route-params';
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
 * click, with the reason. The list is a kit list over the whole answer: the text finds a name or an address, the
 * status select (as the list shows it: an invitation past its time is "expired") and the sort apply here, in the URL.
 */
export function TeamPage({
  q,
  status = 'all',
  sort = '',
}: {
  q?: string | undefined;
  status?: TeamStatusFilter;
  sort?: string;
}) {
  const t = useMessages(teamMessages);
  const k = useMessages();
  const locale = useLocale();
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

  const shown = useMemo(
    () =>
      sortWhole(
        status === 'all' ? page.data : page.data.filter((member) => shownStatus(member, now) === status),
        sort,
        {
          person: (member) => member.fullName ?? member.email,
          role: (member) => teamRoleValues.indexOf(member.role as TeamRole),
          lastSignIn: (member) => timeValue(member.lastSignInAt),
        },
        locale,
      ),
    [page.data, status, sort, locale, now],
  );
  const dropped = status === 'all' ? page.dropped : 0;
  const pages = useWholePages(shown, dropped);
  const readPage = useMemo(() => wholeReadPage(shown, dropped), [shown, dropped]);
  const match = useCallback((member: TeamMember) => matchesSearch(q, [member.fullName, member.email]), [q]);
  const filtered = q !== undefined || status !== 'all';

  const csvColumns = useMemo<KitCsvColumn<TeamMember>[]>(
    () => [
      { header: t('team.csv.name'), value: (member) => member.fullName },
      { header: t('team.csv.email'), value: (member) => member.email },
      { header: t('team.column.role'), value: (member) => t('team.role', { role: member.role }) },
      {
        header: t('team.csv.orders'),
        value: (member) =>
          member.role === 'owner' || member.canPlaceOrders ? t('team.placesOrders') : t('team.noOrders'),
      },
      { header: t('team.column.status'), value: (member) => t('team.status', { status: shownStatus(member, now) }) },
      { header: t('team.csv.invitedUntil'), value: (member) => csvTimestamp(member.invitationExpiresAt) },
      { header: t('team.column.lastSignIn'), value: (member) => csvTimestamp(member.lastSignInAt) },
      { header: k('kit.csv.column.id'), value: (member) => member.id },
    ],
    [t, k, now],
  );

  const columns = useMemo<KitColumn<TeamMember>[]>(() => {
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
        sortKey: 'person',
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
        sortKey: 'role',
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
        sortKey: 'lastSignIn',
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
    // The header's write buttons and the list's point at one read-only reason, in the list's toolbar (issue 40).
    <ReadOnlyReasonScope>
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
        <KitList
          noun="teamMembers"
          label={t('team.search.label')}
          caption={filtered ? t('team.caption.filtered') : t('team.caption')}
          search={{ label: t('team.search.q'), q, maxLength: 100 }}
          status={{
            param: 'status',
            value: status,
            options: teamStatusFilters.map((value) => ({
              value,
              label: value === 'all' ? t('team.filter.all') : t('team.status', { status: value }),
            })),
          }}
          filtered={false}
          sort={{ value: sort, defaultValue: '' }}
          columns={columns}
          rowKey={(member) => member.id}
          pages={pages}
          match={match}
          total={page.data.length + page.dropped}
          readPage={readPage}
          csv={{ name: 'team', columns: csvColumns }}
          empty={{ title: t('team.empty.heading'), body: <p className="muted">{t('team.empty.body')}</p> }}
          sayReadOnlyOnce
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
    </ReadOnlyReasonScope>
  );
}
