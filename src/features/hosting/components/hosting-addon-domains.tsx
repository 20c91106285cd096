import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import {
  addonDirIssue,
  addonDocumentRoot,
  fullHostname,
  type AddonDomain,
  type AddonDomainCreateBody,
  type HostingAccount,
} from '@/api/schemas/hosting';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { EmptyState } from '@/ui/empty-state';
import { applyFieldErrors } from '@/ui/form-errors';
import { FormField } from '@/ui/form-field';
import { ProblemAlert } from '@/ui/problem-alert';
import { useAddAddonDomain, useDeleteAddonDomain } from '@/features/hosting/api/hosting-mutations';
import { hostingSectionQueries } from '@/features/hosting/api/hosting-section-queries';
import { hostingMessages } from '@/features/hosting/messages/catalog';
import type en from '@/features/hosting/messages/en';
import { isLegacyPanelError, LegacyPanelNotice } from './legacy-panel-notice';
import { Button } from '@/ui/button';

type Key = PlainMessageKey<typeof en>;

/** The contract's rules (the same hostname schema and `addonDirIssue`), with our words as messages. */
const addonForm = z.object({
  domain: z.string().check(
    z.refine((v: string) => v.trim() !== '', 'hosting.domains.form.domain.required' satisfies Key),
    z.refine(
      (v: string) => v.trim() === '' || z.safeParse(fullHostname, v).success,
      'hosting.domains.form.domain.invalid' satisfies Key,
    ),
  ),
  dir: z.string().check(
    z.maxLength(255, 'hosting.domains.form.dir.tooLong' satisfies Key),
    z.superRefine((value: string, ctx) => {
      if (value === '') return;
      const issue = addonDirIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: `hosting.domains.form.dir.issue.${issue}` satisfies Key });
    }),
  ),
});
type AddonForm = z.infer<typeof addonForm>;

/** Lower-cased and trimmed, as the server stores it; the raw text when it is not a hostname yet. */
function normalizedDomain(value: string): string {
  const parsed = z.safeParse(fullHostname, value);
  return parsed.success ? parsed.data : value.trim().toLowerCase();
}

export function HostingAddonDomains({ account, cursor }: { account: HostingAccount; cursor: string | undefined }) {
  const t = useMessages(hostingMessages);
  const { data: page } = useSuspenseQuery(hostingSectionQueries.addonDomains(account.id, cursor));
  const [deleting, setDeleting] = useState<AddonDomain | null>(null);
  const [legacyError, setLegacyError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useDeleteAddonDomain(account.id);

  const columns = useMemo<Column<AddonDomain>[]>(
    () => [
      {
        id: 'domain',
        header: t('hosting.domains.column.domain'),
        primary: true,
        cell: (item) => <span className="data-table__title">{item.domain}</span>,
      },
      {
        id: 'root',
        header: t('hosting.domains.column.root'),
        cell: (item) => <code className="hosting-path">~/{item.documentRoot}</code>,
      },
      {
        id: 'actions',
        header: t('hosting.domains.column.actions'),
        cell: (item) => (
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => {
              remove.reset();
              setDeleting(item);
            }}
          >
            {t('hosting.domains.delete.button')}
            <span className="visually-hidden"> {item.domain}</span>
          </button>
        ),
      },
    ],
    [t, remove],
  );

  return (
    <div className="hosting-addons">
      <section className="hosting-section" aria-labelledby="hosting-addons-heading">
        <h2 id="hosting-addons-heading">{t('hosting.domains.addons.heading')}</h2>
        <p className="muted">{t('hosting.domains.addons.intro', { primary: account.primaryDomain ?? account.name })}</p>
        {done && (
          <p className="notice" role="status">
            {done}
          </p>
        )}
        {legacyError ? <LegacyPanelNotice account={account} error={legacyError} /> : null}
        <DroppedItemsNotice count={page.dropped} />
        <DataTable
          caption={t('hosting.domains.caption', { name: account.name })}
          columns={columns}
          rows={page.data}
          rowKey={(item) => item.domain}
          empty={
            <EmptyState title={t('hosting.domains.empty.heading')}>
              <p className="muted">{t('hosting.domains.empty.body')}</p>
            </EmptyState>
          }
        />
        <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
      </section>

      <AddonDomainForm account={account} onAdded={(added) => setDone(t('hosting.domains.added', added))} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('hosting.domains.delete.title', { domain: deleting?.domain ?? '' })}
        description={<p>{t('hosting.domains.delete.body', { root: deleting?.documentRoot ?? '' })}</p>}
        confirmLabel={t('hosting.domains.delete.confirm')}
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
              setDone(t('hosting.domains.deleted', { domain }));
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

function AddonDomainForm({
  account,
  onAdded,
}: {
  account: HostingAccount;
  onAdded: (added: { domain: string; root: string }) => void;
}) {
  const t = useMessages(hostingMessages);
  const id = useId();
  const add = useAddAddonDomain(account.id);
  const [unplaced, setUnplaced] = useState<unknown>(null);
  const form = useForm<AddonForm>({
    resolver: zodResolver(addonForm),
    mode: 'onChange',
    defaultValues: { domain: '', dir: '' },
  });
  const { errors } = form.formState;
  const [domainText, dirText] = useWatch({ control: form.control, name: ['domain', 'dir'] });
  const previewDomain = normalizedDomain(domainText) || t('hosting.domains.form.domainPlaceholder');
  const dirOk = dirText === '' || addonDirIssue(dirText) === null;
  const preview = dirOk ? addonDocumentRoot(previewDomain, dirText || undefined) : null;

  const { error } = add;
  const { setError } = form;
  useEffect(() => {
    if (isApiError(error) && error.status === 400) {
      const rest = applyFieldErrors(error, setError, ['domain', 'dir']);
      setUnplaced(rest.length > 0 ? error : null);
    } else {
      setUnplaced(null);
    }
  }, [error, setError]);

  /** One path for the first try and every retry, so both reset the form and say what was added. */
  function send(body: AddonDomainCreateBody) {
    add.mutate(body, {
      onSuccess: (added) => {
        form.reset({ domain: '', dir: '' });
        onAdded({ domain: added.domain, root: added.documentRoot });
      },
    });
  }

  const submit = form.handleSubmit((values) => {
    const body: AddonDomainCreateBody = { domain: normalizedDomain(values.domain) };
    if (values.dir !== '') body.dir = values.dir;
    send(body);
  });

  const notReady = isApiError(error) && error.code === 'domain_not_ready';
  const exists = isApiError(error) && error.code === 'addon_domain_exists';
  const otherError =
    error && !(isApiError(error) && (error.status === 400 || isLegacyPanelError(error) || notReady || exists));
  const sentDomain = add.variables?.domain ?? '';
  const tld = sentDomain.slice(sentDomain.lastIndexOf('.'));

  return (
    <section className="hosting-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('hosting.domains.form.heading')}</h2>
      <form className="form hosting-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label={t('hosting.domains.form.domain')}
          hint={t('hosting.domains.form.domain.hint')}
          error={errors.domain?.message && t.keyOrText(errors.domain.message)}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              {...form.register('domain')}
            />
          )}
        </FormField>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-dir`}>
            {t('hosting.domains.form.dir')}
          </label>
          <input
            id={`${id}-dir`}
            className="input input--mono"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.dir ? true : undefined}
            aria-describedby={`${id}-dir-hint ${id}-root${errors.dir ? ` ${id}-dir-error` : ''}`}
            {...form.register('dir')}
          />
          <p id={`${id}-dir-hint`} className="field__hint">
            {t('hosting.domains.form.dir.hint')}
          </p>
          {errors.dir?.message && (
            <p id={`${id}-dir-error`} className="field__error">
              {t.keyOrText(errors.dir.message)}
            </p>
          )}
          <p id={`${id}-root`} className="hosting-root-preview" aria-live="polite">
            {t('hosting.domains.form.rootPreview')}{' '}
            {preview ? <code className="hosting-path">~/{preview}</code> : t('hosting.domains.form.rootInvalid')}
          </p>
        </div>

        {notReady && (
          <div className="notice hosting-not-ready" role="alert">
            <p>
              <strong>{t('hosting.domains.notReady.heading', { domain: sentDomain })}</strong>
            </p>
            <p>{t('hosting.domains.notReady.body', { seNu: tld === '.se' || tld === '.nu' ? 'yes' : 'no', tld })}</p>
            {isApiError(error) && error.detail && <p className="muted">{error.detail}</p>}
            <button
              type="button"
              className="button"
              disabled={add.isPending}
              onClick={() => {
                if (add.variables) send(add.variables);
              }}
            >
              {t('hosting.domains.notReady.retry')}
            </button>
          </div>
        )}
        {exists && (
          <div className="notice" role="alert">
            <p>
              <strong>{t('hosting.domains.exists.heading', { domain: sentDomain })}</strong>
            </p>
            {isApiError(error) && error.detail && <p>{error.detail}</p>}
          </div>
        )}
        {isLegacyPanelError(error) && <LegacyPanelNotice account={account} error={error} />}
        {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
        {otherError ? <ProblemAlert error={error} /> : null}

        <div className="button-row">
          <Button type="submit" variant="primary" guard={add}>
            {add.isPending ? t('hosting.working') : t('hosting.domains.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
