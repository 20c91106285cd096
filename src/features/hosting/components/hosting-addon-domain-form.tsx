import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { hostingRoutes } from '@/api/endpoints/hosting';
import { isApiError } from '@/api/client';
import {
  addonDirIssue,
  addonDocumentRoot,
  fullHostname,
  type AddonDomainCreateBody,
  type HostingAccount,
} from '@/api/schemas/hosting';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';
import { Notice } from '@/ui/notice';
import { ProblemAlert, ProblemSupportDetails } from '@/ui/problem-alert';
import { useAddAddonDomain } from '@/features/hosting/api/hosting-mutations';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import type en from '@/features/hosting/messages/detail/en';
import { isLegacyPanelError, LegacyPanelNotice } from './legacy-panel-notice';

type Key = PlainMessageKey<typeof en>;

/** The contract's rules (the same hostname schema and `addonDirIssue`), with our words as messages. */
const addonForm = z.object({
  domain: z.string().check(
    z.refine((v: string) => v.trim() !== '', 'hostingDetail.domains.form.domain.required' satisfies Key),
    z.refine(
      (v: string) => v.trim() === '' || z.safeParse(fullHostname, v).success,
      'hostingDetail.domains.form.domain.invalid' satisfies Key,
    ),
  ),
  dir: z.string().check(
    z.maxLength(255, 'hostingDetail.domains.form.dir.tooLong' satisfies Key),
    z.superRefine((value: string, ctx) => {
      if (value === '') return;
      const issue = addonDirIssue(value);
      if (issue)
        ctx.addIssue({ code: 'custom', message: `hostingDetail.domains.form.dir.issue.${issue}` satisfies Key });
    }),
  ),
});
type AddonForm = z.infer<typeof addonForm>;

/** Lower-cased and trimmed, as the server stores it; the raw text when it is not a hostname yet. */
function normalizedDomain(value: string): string {
  const parsed = z.safeParse(fullHostname, value);
  return parsed.success ? parsed.data : value.trim().toLowerCase();
}

/** Adding an addon domain: the name, an optional folder, and the document root it will get, shown as typed. */
export function AddonDomainForm({
  account,
  onAdded,
}: {
  account: HostingAccount;
  onAdded: (added: { domain: string; root: string }) => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const id = useId();
  const add = useAddAddonDomain(account.id);
  const gate = useScopeGate(hostingRoutes.addAddonDomain);
  const form = useForm<AddonForm>({
    resolver: zodResolver(addonForm),
    mode: 'onChange',
    defaultValues: { domain: '', dir: '' },
  });
  const { errors } = form.formState;
  const [domainText, dirText] = useWatch({ control: form.control, name: ['domain', 'dir'] });
  const previewDomain = normalizedDomain(domainText) || t('hostingDetail.domains.form.domainPlaceholder');
  const dirOk = dirText === '' || addonDirIssue(dirText) === null;
  const preview = dirOk ? addonDocumentRoot(previewDomain, dirText || undefined) : null;

  const { error } = add;
  const unplaced = useServerFieldErrors(form, error, ['domain', 'dir']);

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
    if (!gate.allowed) return;
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
      <h2 id={`${id}-heading`}>{t('hostingDetail.domains.form.heading')}</h2>
      <form className="form hosting-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('hostingDetail.domains.form.domain')}
          hint={t('hostingDetail.domains.form.domain.hint')}
          error={errors.domain?.message && t.keyOrText(errors.domain.message)}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          {...form.register('domain')}
        />
        <FormField
          label={t('hostingDetail.domains.form.dir')}
          hint={t('hostingDetail.domains.form.dir.hint')}
          error={errors.dir?.message && t.keyOrText(errors.dir.message)}
        >
          {(control) => (
            <>
              <TextInput
                {...control}
                mono
                autoComplete="off"
                spellCheck={false}
                // The document root it would get is announced with the field, after its hint and error.
                aria-describedby={[control['aria-describedby'], `${id}-root`].filter(Boolean).join(' ')}
                {...form.register('dir')}
              />
              <p id={`${id}-root`} className="hosting-root-preview" aria-live="polite">
                {t('hostingDetail.domains.form.rootPreview')}{' '}
                {preview ? (
                  <code className="hosting-path">~/{preview}</code>
                ) : (
                  t('hostingDetail.domains.form.rootInvalid')
                )}
              </p>
            </>
          )}
        </FormField>

        {notReady && (
          <Notice
            tone="warning"
            className="hosting-not-ready"
            role="alert"
            title={t('hostingDetail.domains.notReady.heading', { domain: sentDomain })}
          >
            <p>
              {t('hostingDetail.domains.notReady.body', { seNu: tld === '.se' || tld === '.nu' ? 'yes' : 'no', tld })}
            </p>
            {isApiError(error) && <ProblemSupportDetails problem={error} />}
            <Button
              guard={add}
              onClick={() => {
                if (add.variables) send(add.variables);
              }}
            >
              {t('hostingDetail.domains.notReady.retry')}
            </Button>
          </Notice>
        )}
        {exists && (
          <Notice tone="warning" role="alert" title={t('hostingDetail.domains.exists.heading', { domain: sentDomain })}>
            {isApiError(error) && <ProblemSupportDetails problem={error} />}
          </Notice>
        )}
        {isLegacyPanelError(error) && <LegacyPanelNotice account={account} error={error} />}
        {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
        {otherError ? <ProblemAlert error={error} /> : null}

        <ButtonRow>
          <GatedButton type="submit" gate={gate} variant="primary" guard={add}>
            {add.isPending ? t('hostingDetail.working') : t('hostingDetail.domains.form.submit')}
          </GatedButton>
        </ButtonRow>
      </form>
    </section>
  );
}
