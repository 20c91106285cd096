import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { hostingRoutes } from '@/api/endpoints/hosting';
import type { AddonDomain, HostingAccount } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { useScopeGate, withScopeGate } from '@/ui/key-scopes';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { KitCsvColumn } from '@/ui/csv-download';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { useKitPages } from '@/ui/kit-pages';
import { matchesSearch } from '@/ui/list-toolbar';
import { Notice } from '@/ui/notice';
import { ReadOnlyReasonScope } from '@/ui/read-only-reason';
import { useDeleteAddonDomain } from '@/features/hosting/api/hosting-mutations';
import { hostingSectionQueries } from '@/features/hosting/api/hosting-section-queries';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { AddonDomainForm } from './hosting-addon-domain-form';
import { usePanelChangeGate } from './hosting-blocked-banner';
import { isLegacyPanelError, LegacyPanelNotice } from './legacy-panel-notice';

/**
 * The account's addon domains on the kit list (found by name or document root on the client: the API has no
 * filter; the server's domain order said with `aria-sort`; "Show more"; CSV), removing one (confirmed), and the add
 * form.
 */
export function HostingAddonDomains({ account, q }: { account: HostingAccount; q: string | undefined }) {
  const t = useMessages(hostingDetailMessages);
  const query = useSuspenseInfiniteQuery(hostingSectionQueries.addonDomainPages(account.id));
  const pages = useKitPages(query);
  const match = useCallback((item: AddonDomain) => matchesSearch(q, [item.domain, item.documentRoot]), [q]);
  const readPage = useMemo(() => hostingSectionQueries.readAddonDomainPage(account.id), [account.id]);
  const [deleting, setDeleting] = useState<AddonDomain | null>(null);
  const [legacyError, setLegacyError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useDeleteAddonDomain(account.id);
  const gate = useScopeGate(hostingRoutes.removeAddonDomain);
  // On the legacy panel (known from the account) every change would be refused: no form, row actions disabled.
  const changeGate = usePanelChangeGate(account);
  const rowGate = withScopeGate(gate, changeGate);

  const csvColumns = useMemo<KitCsvColumn<AddonDomain>[]>(
    () => [
      { header: t('hostingDetail.domains.column.domain'), value: (item) => item.domain },
      { header: t('hostingDetail.domains.column.root'), value: (item) => `~/${item.documentRoot}` },
    ],
    [t],
  );

  const columns = useMemo<KitColumn<AddonDomain>[]>(
    () => [
      {
        id: 'domain',
        header: t('hostingDetail.domains.column.domain'),
        primary: true,
        cell: (item) => <span className="data-table__title">{item.domain}</span>,
      },
      {
        id: 'root',
        header: t('hostingDetail.domains.column.root'),
        cell: (item) => <code className="hosting-path">~/{item.documentRoot}</code>,
      },
      {
        id: 'actions',
        header: t('hostingDetail.domains.column.actions'),
        cell: (item) => (
          <GatedButton
            gate={rowGate}
            size="small"
            variant="danger-outline"
            onClick={() => {
              remove.reset();
              setDeleting(item);
            }}
          >
            {t('hostingDetail.domains.delete.button')}
            <span className="visually-hidden"> {item.domain}</span>
          </GatedButton>
        ),
      },
    ],
    [t, remove, rowGate],
  );

  return (
    <div className="hosting-addons">
      <section className="hosting-section" aria-labelledby="hosting-addons-heading">
        <h2 id="hosting-addons-heading">{t('hostingDetail.domains.addons.heading')}</h2>
        <p className="muted">
          {t('hostingDetail.domains.addons.intro', { primary: account.primaryDomain ?? account.name })}
        </p>
        {done && (
          <Notice tone="success" role="status">
            {done}
          </Notice>
        )}
        {legacyError ? <LegacyPanelNotice account={account} error={legacyError} /> : null}
        {/* A read-only key's reason once, in the list's toolbar, for every row's buttons (issue 40). */}
        <ReadOnlyReasonScope>
          <SharedGateReason gate={gate}>
            <KitList
              noun="addonDomains"
              label={t('hostingDetail.domains.search.label')}
              caption={t('hostingDetail.domains.caption', { name: account.name })}
              search={{ label: t('hostingDetail.domains.search.q'), q, maxLength: 254 }}
              filtered={false}
              orderedBy={{ column: 'domain', direction: 'ascending' }}
              columns={columns}
              rowKey={(item) => item.domain}
              pages={pages}
              match={match}
              total={pages.hasMore ? null : pages.rows.length + pages.dropped}
              readPage={readPage}
              csv={{ name: 'addon-domains', columns: csvColumns }}
              empty={{
                title: t('hostingDetail.domains.empty.heading'),
                body: <p className="muted">{t('hostingDetail.domains.empty.body')}</p>,
              }}
              keep={['tab']}
              sayReadOnlyOnce
            />
          </SharedGateReason>
        </ReadOnlyReasonScope>
      </section>

      {changeGate.allowed && (
        <AddonDomainForm account={account} onAdded={(added) => setDone(t('hostingDetail.domains.added', added))} />
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('hostingDetail.domains.delete.title', { domain: deleting?.domain ?? '' })}
        description={<p>{t('hostingDetail.domains.delete.body', { root: deleting?.documentRoot ?? '' })}</p>}
        confirmLabel={t('hostingDetail.domains.delete.confirm')}
        cancelLabel={t('hostingDetail.domains.delete.keep')}
        tone="danger"
        typeToConfirm={deleting?.domain}
        guard={remove}
        error={isLegacyPanelError(remove.error) ? null : remove.error}
        onConfirm={() => {
          if (!deleting) return;
          const domain = deleting.domain;
          remove.mutate(domain, {
            onSuccess: () => {
              setDeleting(null);
              setDone(t('hostingDetail.domains.deleted', { domain }));
            },
            onError: (error) => {
              if (!isLegacyPanelError(error)) return;
              setDeleting(null);
              setLegacyError(error);
            },
          });
        }}
      />
    </div>
  );
}
