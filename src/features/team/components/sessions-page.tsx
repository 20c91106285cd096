import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { sessionRoutes } from '@/api/endpoints/sessions';
import type { AccountSession } from '@/api/schemas/team';
import { useLocale, useMessages, type Translate } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
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
import { ReadOnlyReasonScope } from '@/ui/read-only-reason';
import { useSignOutOthers, useSignOutSession } from '@/features/team/api/team-mutations';
import { teamQueries } from '@/features/team/api/team-queries';
import { teamMessages } from '@/features/team/messages/catalog';
import type en from '@/features/team/messages/en';
import '@/features/team/team.css';

type T = Translate<typeof en>;

function deviceWords(session: AccountSession, t: T): string {
  if (session.kind === 'api_key') {
    return session.name ? t('team.sessions.apiKey', { name: session.name }) : t('team.sessions.apiKey.unnamed');
  }
  if (session.browser && session.os) return t('team.sessions.device', { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? t('team.sessions.device.unknown');
}

function SignOutOne({
  session,
  device,
  onDone,
}: {
  session: AccountSession;
  device: string;
  onDone: (said: string) => void;
}) {
  const t = useMessages(teamMessages);
  const signOut = useSignOutSession(session.id);
  const gate = useScopeGate(sessionRoutes.signOut);
  const [open, setOpen] = useState(false);
  return (
    <>
      <GatedButton
        gate={gate}
        size="small"
        variant="danger-outline"
        onClick={() => {
          signOut.reset();
          setOpen(true);
        }}
      >
        {t('team.sessions.signOut')} <span className="visually-hidden">{device}</span>
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t('team.sessions.signOut.title', { device })}
        description={<p>{t('team.sessions.signOut.body')}</p>}
        confirmLabel={t('team.sessions.signOut.confirm')}
        cancelLabel={t('team.sessions.signOut.keep')}
        guard={signOut}
        error={signOut.error}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              onDone(t('team.sessions.signOut.done', { device }));
            },
          })
        }
      />
    </>
  );
}

/**
 * The signed-in person's sessions (`/account/sessions`): each browser with its device in words, where it is
 * (approximately, from its address), first and last seen, this one marked; sign out one, or every other at once.
 * The account's API keys' use is listed after them, managed on the keys page. The list is a kit list over the whole
 * answer: the text finds a device or a place, the sort (device, first or last seen) applies here, in the URL.
 */
export function SessionsPage({ q, sort = '' }: { q?: string | undefined; sort?: string }) {
  const t = useMessages(teamMessages);
  const k = useMessages();
  const format = useFormat();
  const locale = useLocale();
  const { data: page } = useSuspenseQuery(teamQueries.sessions());
  const others = useSignOutOthers();
  const othersGate = useScopeGate(sessionRoutes.signOutOthers);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const countries = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const otherSessions = page.data.filter((session) => session.kind === 'session' && !session.isCurrent).length;

  const placeOf = useCallback(
    (session: AccountSession) =>
      session.city && session.country
        ? t('team.sessions.place', { city: session.city, country: countries.of(session.country) ?? session.country })
        : t('team.sessions.place.unknown'),
    [t, countries],
  );
  const shown = useMemo(
    () =>
      sortWhole(
        page.data,
        sort,
        {
          device: (session) => deviceWords(session, t),
          firstSeen: (session) => timeValue(session.firstSeenAt),
          lastSeen: (session) => timeValue(session.lastSeenAt),
        },
        locale,
      ),
    [page.data, sort, locale, t],
  );
  const pages = useWholePages(shown, page.dropped);
  const readPage = useMemo(() => wholeReadPage(shown, page.dropped), [shown, page.dropped]);
  const match = useCallback(
    (session: AccountSession) => matchesSearch(q, [deviceWords(session, t), placeOf(session), session.lastAddress]),
    [q, t, placeOf],
  );

  const csvColumns = useMemo<KitCsvColumn<AccountSession>[]>(
    () => [
      { header: t('team.sessions.column.device'), value: (session) => deviceWords(session, t) },
      { header: t('team.sessions.column.place'), value: placeOf },
      { header: t('team.sessions.csv.address'), value: (session) => session.lastAddress },
      { header: t('team.sessions.column.firstSeen'), value: (session) => csvTimestamp(session.firstSeenAt) },
      { header: t('team.sessions.column.lastSeen'), value: (session) => csvTimestamp(session.lastSeenAt) },
      { header: k('kit.csv.column.id'), value: (session) => session.id },
    ],
    [t, k, placeOf],
  );

  const columns = useMemo<KitColumn<AccountSession>[]>(
    () => [
      {
        id: 'device',
        header: t('team.sessions.column.device'),
        sortKey: 'device',
        primary: true,
        cell: (session) => (
          <span className="team-sessions-device">
            <strong>{deviceWords(session, t)}</strong>
            {session.isCurrent && <span className="muted">{t('team.sessions.current')}</span>}
          </span>
        ),
      },
      {
        id: 'place',
        header: t('team.sessions.column.place'),
        cell: (session) => (
          <span className="team-sessions-device">
            <span>
              {session.city && session.country
                ? t('team.sessions.place', {
                    city: session.city,
                    country: countries.of(session.country) ?? session.country,
                  })
                : t('team.sessions.place.unknown')}
            </span>
            {session.lastAddress && (
              <span className="muted">{t('team.sessions.address', { address: session.lastAddress })}</span>
            )}
          </span>
        ),
      },
      {
        id: 'firstSeen',
        header: t('team.sessions.column.firstSeen'),
        sortKey: 'firstSeen',
        cell: (session) => (session.firstSeenAt ? format.dateTime(session.firstSeenAt) : '—'),
      },
      {
        id: 'lastSeen',
        header: t('team.sessions.column.lastSeen'),
        sortKey: 'lastSeen',
        cell: (session) => (session.lastSeenAt ? format.dateTime(session.lastSeenAt) : '—'),
      },
      {
        id: 'actions',
        header: t('team.sessions.column.actions'),
        cell: (session) => {
          if (session.kind === 'api_key') return <Link to="/account/keys">{t('team.sessions.keysPage')}</Link>;
          if (session.isCurrent || session.kind !== 'session') return null;
          return <SignOutOne session={session} device={deviceWords(session, t)} onDone={setDone} />;
        },
      },
    ],
    [t, format, countries],
  );

  return (
    // The header's write buttons and the list's point at one read-only reason, in the list's toolbar (issue 40).
    <ReadOnlyReasonScope>
      <section className="page" aria-labelledby="sessions-heading">
        <PageHeader
          headingId="sessions-heading"
          title={t('team.sessions.title')}
          actions={
            otherSessions > 0 ? (
              <GatedButton
                gate={othersGate}
                variant="danger-outline"
                onClick={() => {
                  others.reset();
                  setDone(null);
                  setConfirming(true);
                }}
              >
                {t('team.sessions.others.open')}
              </GatedButton>
            ) : null
          }
        />
        <p className="team-intro">{t('team.sessions.intro')}</p>
        {done && (
          <Notice tone="success" role="status" className="team-notice">
            <p>{done}</p>
          </Notice>
        )}
        {otherSessions === 0 && <p className="team-sessions-others">{t('team.sessions.others.none')}</p>}
        <KitList
          noun="sessions"
          label={t('team.sessions.search.label')}
          caption={q !== undefined ? t('team.sessions.caption.filtered') : t('team.sessions.caption')}
          search={{ label: t('team.sessions.search.q'), q, maxLength: 100 }}
          filtered={false}
          sort={{ value: sort, defaultValue: '' }}
          columns={columns}
          rowKey={(session) => session.id}
          pages={pages}
          match={match}
          total={page.data.length + page.dropped}
          readPage={readPage}
          csv={{ name: 'sessions', columns: csvColumns }}
          empty={{
            title: t('team.sessions.empty.heading'),
            body: <p className="muted">{t('team.sessions.others.none')}</p>,
          }}
          sayReadOnlyOnce
        />
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          tone="danger"
          title={t('team.sessions.others.title')}
          description={<p>{t('team.sessions.others.body')}</p>}
          confirmLabel={t('team.sessions.others.confirm')}
          cancelLabel={t('team.sessions.others.keep')}
          guard={others}
          error={others.error}
          onConfirm={() =>
            others.mutate(undefined, {
              onSuccess: (answer) => {
                setConfirming(false);
                setDone(t('team.sessions.others.done', { count: answer.signedOut }));
              },
            })
          }
        />
      </section>
    </ReadOnlyReasonScope>
  );
}
