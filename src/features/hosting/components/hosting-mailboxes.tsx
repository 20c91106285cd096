import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { hostingRoutes } from '@/api/endpoints/hosting';
import type { HostingAccount, Mailbox } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { KitCsvColumn } from '@/ui/csv-download';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { useKitPages } from '@/ui/kit-pages';
import { matchesSearch } from '@/ui/list-toolbar';
import { Button, ButtonRow } from '@/ui/button';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { useScopeGate, withScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ReadOnlyReasonScope } from '@/ui/read-only-reason';
import { useDeleteMailbox } from '@/features/hosting/api/hosting-mutations';
import { hostingSectionQueries } from '@/features/hosting/api/hosting-section-queries';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { usePanelChangeGate } from './hosting-blocked-banner';
import { isLegacyPanelError, LegacyPanelNotice } from './legacy-panel-notice';
import { MailboxCreate } from './mailbox-create';
import { MailboxNewPasswordDialog } from './mailbox-new-password';
import { MailboxPasswordOnce } from './mailbox-password-once';
import { MailboxRoutingDialog } from './mailbox-routing';
import { MailboxQuotaBar } from './mailbox-quota-bar';
import { MailboxQuotaDialog } from './mailbox-quota-dialog';
import { MailboxSettings } from './mailbox-settings';

/**
 * The account's mailboxes on the kit list (found by address on the client: the API names no filter; the server's
 * address order said with `aria-sort`; "Show more"; CSV): how full each is, a new one (its generated password shown
 * once), a quota change and deleting one (both confirmed), and the settings a mail app needs.
 */
export function HostingMailboxes({ account, q }: { account: HostingAccount; q: string | undefined }) {
  const t = useMessages(hostingDetailMessages);
  const k = useMessages();
  const query = useSuspenseInfiniteQuery(hostingSectionQueries.mailboxPages(account.id));
  const pages = useKitPages(query);
  const match = useCallback((item: Mailbox) => matchesSearch(q, [item.email]), [q]);
  const readPage = useMemo(() => hostingSectionQueries.readMailboxPage(account.id), [account.id]);
  const [deleting, setDeleting] = useState<Mailbox | null>(null);
  const [changing, setChanging] = useState<Mailbox | null>(null);
  const [newPassword, setNewPassword] = useState<Mailbox | null>(null);
  const [routing, setRouting] = useState<Mailbox | null>(null);
  /** A generated new password, shown once (held only here, as a new mailbox's). */
  const [shownOnce, setShownOnce] = useState<{ email: string; password: string } | null>(null);
  const [legacyError, setLegacyError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useDeleteMailbox(account.id);
  const gate = useScopeGate(hostingRoutes.changeMailboxQuota);
  // On the legacy panel (known from the account) every change would be refused: no form, row actions disabled.
  const changeGate = usePanelChangeGate(account);
  const rowGate = withScopeGate(gate, changeGate);

  // A dialog named in the URL (`?open=password&mailbox=…`, where the palette's "Set a new password for …" leads)
  // opens for that mailbox of this page when its gate allows, and leaves the URL when closed.
  const requestedOpen = useSearch({ from: '/_app/hosting/$accountId', select: (search) => search.open });
  const requestedMailbox = useSearch({ from: '/_app/hosting/$accountId', select: (search) => search.mailbox });
  const navigate = useNavigate({ from: '/hosting/$accountId' });
  const request =
    requestedMailbox && (requestedOpen === 'password' || requestedOpen === 'routing')
      ? `${requestedOpen} ${requestedMailbox.toLowerCase()}`
      : null;
  const [seenRequest, setSeenRequest] = useState<string | null>(null);
  if (request !== seenRequest) {
    setSeenRequest(request);
    const target = pages.rows.find((item) => item.email.toLowerCase() === requestedMailbox?.toLowerCase());
    if (target && requestedOpen === 'routing') setRouting(target);
    else if (target && requestedOpen === 'password' && rowGate.allowed) setNewPassword(target);
  }
  const forgetRequest = () => {
    if (!request) return;
    void navigate({ search: (previous) => ({ ...previous, open: undefined, mailbox: undefined }), replace: true });
  };

  const csvColumns = useMemo<KitCsvColumn<Mailbox>[]>(
    () => [
      { header: t('hostingDetail.mailboxes.column.address'), value: (item) => item.email },
      { header: t('hostingDetail.mailboxes.csv.domain'), value: (item) => item.domain },
      { header: t('hostingDetail.mailboxes.csv.used'), value: (item) => item.quota.usedGb },
      { header: t('hostingDetail.mailboxes.csv.limit'), value: (item) => item.quota.limitGb },
      { header: t('hostingDetail.mailboxes.csv.percent'), value: (item) => item.quota.usagePercent },
      {
        header: t('hostingDetail.mailboxes.csv.exceeded'),
        value: (item) => t('hostingDetail.mailboxes.csv.yes', { value: item.quota.exceeded ? 'yes' : 'no' }),
      },
      { header: k('kit.csv.column.id'), value: (item) => item.id },
    ],
    [t, k],
  );

  const columns = useMemo<KitColumn<Mailbox>[]>(
    () => [
      {
        id: 'address',
        header: t('hostingDetail.mailboxes.column.address'),
        primary: true,
        cell: (item) => <span className="data-table__title hosting-address">{item.email}</span>,
      },
      {
        id: 'usage',
        header: t('hostingDetail.mailboxes.column.usage'),
        cell: (item) => <MailboxQuotaBar quota={item.quota} />,
      },
      {
        id: 'actions',
        header: t('hostingDetail.mailboxes.column.actions'),
        cell: (item) => (
          <ButtonRow inline>
            <GatedButton gate={rowGate} size="small" onClick={() => setNewPassword(item)}>
              {t('hostingDetail.mailboxes.password.button')}
              <span className="visually-hidden"> {item.email}</span>
            </GatedButton>
            <Button size="small" onClick={() => setRouting(item)}>
              {t('hostingDetail.mailboxes.routing.button')}
              <span className="visually-hidden"> {item.email}</span>
            </Button>
            <GatedButton gate={rowGate} size="small" onClick={() => setChanging(item)}>
              {t('hostingDetail.mailboxes.quota.button')}
              <span className="visually-hidden"> {item.email}</span>
            </GatedButton>
            <GatedButton
              gate={rowGate}
              size="small"
              variant="danger-outline"
              onClick={() => {
                remove.reset();
                setDeleting(item);
              }}
            >
              {t('hostingDetail.mailboxes.delete.button')}
              <span className="visually-hidden"> {item.email}</span>
            </GatedButton>
          </ButtonRow>
        ),
      },
    ],
    [t, remove, rowGate],
  );

  return (
    <div className="hosting-mailboxes">
      <section className="hosting-section" aria-labelledby="hosting-mailboxes-heading">
        <h2 id="hosting-mailboxes-heading">{t('hostingDetail.mailboxes.heading')}</h2>
        {done && (
          <Notice tone="success" role="status">
            {done}
          </Notice>
        )}
        {shownOnce && (
          <MailboxPasswordOnce
            email={shownOnce.email}
            password={shownOnce.password}
            onDone={() => setShownOnce(null)}
          />
        )}
        {legacyError ? <LegacyPanelNotice account={account} error={legacyError} /> : null}
        {/* A read-only key's reason once, in the list's toolbar, for every row's buttons (issue 40). */}
        <ReadOnlyReasonScope>
          <SharedGateReason gate={gate}>
            <KitList
              noun="mailboxes"
              label={t('hostingDetail.mailboxes.search.label')}
              caption={t('hostingDetail.mailboxes.caption', { name: account.name })}
              search={{ label: t('hostingDetail.mailboxes.search.q'), q, maxLength: 254 }}
              filtered={false}
              orderedBy={{ column: 'address', direction: 'ascending' }}
              columns={columns}
              rowKey={(item) => item.id}
              pages={pages}
              match={match}
              total={pages.hasMore ? null : pages.rows.length + pages.dropped}
              readPage={readPage}
              csv={{ name: 'mailboxes', columns: csvColumns }}
              empty={{
                title: t('hostingDetail.mailboxes.empty.heading'),
                body: <p className="muted">{t('hostingDetail.mailboxes.empty.body')}</p>,
              }}
              keep={['tab']}
              sayReadOnlyOnce
            />
          </SharedGateReason>
        </ReadOnlyReasonScope>
      </section>

      {changeGate.allowed && (
        <MailboxCreate
          account={account}
          onCreated={(email) => setDone(t('hostingDetail.mailboxes.created', { email }))}
        />
      )}

      <MailboxSettings settings={account.mailSettings} example={pages.rows[0]?.email ?? null} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('hostingDetail.mailboxes.delete.title', { email: deleting?.email ?? '' })}
        description={<p>{t('hostingDetail.mailboxes.delete.body')}</p>}
        confirmLabel={t('hostingDetail.mailboxes.delete.confirm')}
        cancelLabel={t('hostingDetail.mailboxes.delete.keep')}
        tone="danger"
        typeToConfirm={deleting?.email}
        guard={remove}
        error={isLegacyPanelError(remove.error) ? null : remove.error}
        onConfirm={() => {
          if (!deleting) return;
          const email = deleting.email;
          remove.mutate(email, {
            onSuccess: () => {
              setDeleting(null);
              setDone(t('hostingDetail.mailboxes.deleted', { email }));
            },
            onError: (error) => {
              if (!isLegacyPanelError(error)) return;
              setDeleting(null);
              setLegacyError(error);
            },
          });
        }}
      />

      {newPassword && (
        <MailboxNewPasswordDialog
          key={newPassword.id}
          account={account}
          mailbox={newPassword}
          onClose={() => {
            setNewPassword(null);
            forgetRequest();
          }}
          onLegacy={(error) => {
            setNewPassword(null);
            setLegacyError(error);
          }}
          onChanged={(email, generated) => {
            setDone(t('hostingDetail.mailboxes.newPassword.done', { email }));
            setShownOnce(generated ? { email, password: generated } : null);
          }}
        />
      )}

      {routing && (
        <MailboxRoutingDialog
          key={routing.id}
          account={account}
          mailbox={routing}
          gate={rowGate}
          onClose={() => {
            setRouting(null);
            forgetRequest();
          }}
        />
      )}

      {changing && (
        <MailboxQuotaDialog
          key={changing.id}
          account={account}
          mailbox={changing}
          onClose={() => setChanging(null)}
          onLegacy={(error) => {
            setChanging(null);
            setLegacyError(error);
          }}
          onChanged={(email) => setDone(t('hostingDetail.mailboxes.quota.done', { email }))}
        />
      )}
    </div>
  );
}
