import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError as FormFieldError } from 'react-hook-form';
import * as z from 'zod/mini';
import { domainRoutes } from '@/api/endpoints/domains';
import { isApiError } from '@/api/client';
import { redirectScopeValues, redirectSpec, redirectStatusCodes, type RedirectSpec } from '@/api/schemas/domains-bulk';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button } from '@/ui/button';
import { Checkbox, SelectField, TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { GatedButton } from '@/ui/gated-button';
import { applyDomainTemplate, type RedirectParams } from '@/features/domains/api/domain-bulk';
import { sendRedirects } from '@/features/domains/api/domain-bulk-mutations';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import type en from '@/features/domains/messages/bulk/en';
import type { FlowProps } from './bulk-flow';
import { useFlowRun } from './bulk-flow';
import { BulkOutcomes } from './bulk-outcomes';
import { BulkSummary } from './bulk-summary';
import { useScopeGate } from '@/ui/key-scopes';

type Key = PlainMessageKey<typeof en>;

/** The contract's `redirectSpec` rules, with our words (keys) as messages; the whole body is checked again before sending. */
const redirectFields = z.object({
  sourceUrl: z.string().check(
    z.refine((v: string) => v.trim().length > 0, 'domainsBulk.redirect.source.required' satisfies Key),
    z.maxLength(2048, 'domainsBulk.redirect.tooLong' satisfies Key),
  ),
  targetUrl: z.string().check(
    z.refine((v: string) => v.trim().length > 0, {
      error: 'domainsBulk.redirect.target.required' satisfies Key,
      abort: true,
    }),
    z.maxLength(2048, { error: 'domainsBulk.redirect.tooLong' satisfies Key, abort: true }),
    z.refine(
      (v: string) => z.safeParse(redirectSpec.shape.targetUrl, v).success,
      'domainsBulk.redirect.target.pattern' satisfies Key,
    ),
  ),
  statusCode: z.enum(['301', '302', '307', '308']),
  redirectScope: z.enum(redirectScopeValues),
  preserveQueryString: z.boolean(),
  preservePathSuffix: z.boolean(),
  description: z.string().check(z.maxLength(500, 'domainsBulk.redirect.description.tooLong' satisfies Key)),
});
/** Shaped as the request body (`redirect`), so a server pointer (`/redirect/targetUrl`) is the field's path. */
const redirectForm = z.object({ redirect: redirectFields });
type RedirectForm = z.infer<typeof redirectForm>;
type RedirectFields = RedirectForm['redirect'];
const formFields = [
  'redirect.sourceUrl',
  'redirect.targetUrl',
  'redirect.statusCode',
  'redirect.redirectScope',
  'redirect.preserveQueryString',
  'redirect.preservePathSuffix',
  'redirect.description',
] as const satisfies readonly `redirect.${keyof RedirectFields}`[];

function specOf(values: RedirectFields): RedirectSpec {
  const description = values.description.trim();
  return {
    sourceUrl: values.sourceUrl.trim(),
    targetUrl: values.targetUrl.trim(),
    statusCode: Number(values.statusCode) as RedirectSpec['statusCode'],
    redirectScope: values.redirectScope,
    preserveQueryString: values.preserveQueryString,
    preservePathSuffix: values.preservePathSuffix,
    ...(description ? { description } : {}),
  };
}

/** Whether a server pointer names a field of the form (`/redirect/targetUrl`), rather than a domain. */
const namesFormField = (pointer: string) => formFields.some((field) => `/${field.replace('.', '/')}` === pointer);

const PREVIEW = 3;

/**
 * Creating one redirect rule on every selected domain: the source template with `{domain}` previewed for the first
 * domains, the destination, status code, scope, query/path options and a description. The form keeps what was typed;
 * a server field error lands on its field; refused domains show in the result table.
 */
export function RedirectCreateFlow({ domains, onSendingChange, onSent }: FlowProps) {
  const t = useMessages(domainsBulkMessages);
  const id = useId();
  const gate = useScopeGate(domainRoutes.bulkRedirects);
  const run = useFlowRun<RedirectParams>({
    action: 'redirectCreate',
    kind: 'redirects',
    send: sendRedirects,
    onSendingChange,
    onSent,
  });
  const [editing, setEditing] = useState(true);
  const form = useForm<RedirectForm>({
    resolver: zodResolver(redirectForm),
    mode: 'onTouched',
    defaultValues: {
      redirect: {
        sourceUrl: 'https://{domain}/',
        targetUrl: '',
        statusCode: '301',
        redirectScope: 'exact',
        preserveQueryString: false,
        preservePathSuffix: false,
        description: '',
      },
    },
  });
  const errors = form.formState.errors.redirect;
  const [source, target] = useWatch({ control: form.control, name: ['redirect.sourceUrl', 'redirect.targetUrl'] });

  // A refused request whose pointers name form fields (not domains) goes back to the form, values kept. Every chunk
  // carries the same redirect, so the first such refusal speaks for all; what it says of domains is in the outcomes.
  const refusal = useMemo(() => {
    for (const chunk of run.chunks) {
      const { state } = chunk;
      if (state.status === 'refused' && isApiError(state.error) && state.error.status === 400) {
        if (state.error.errors.some((e) => namesFormField(e.pointer))) return state.error;
      }
    }
    return null;
  }, [run.chunks]);
  useServerFieldErrors(form, refusal, formFields);
  // The form comes back (values kept) when a refusal names its fields.
  const [shownRefusal, setShownRefusal] = useState<typeof refusal>(null);
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    if (refusal) setEditing(true);
  }

  const message = (error: FormFieldError | undefined) => (error?.message ? t.keyOrText(error.message) : null);

  if (!editing && run.started) {
    return (
      <>
        <BulkOutcomes run={run} action="redirectCreate" />
        {!run.busy && (
          <Button size="small" onClick={() => setEditing(true)}>
            {t('domainsBulk.action.redirectCreate')}
          </Button>
        )}
      </>
    );
  }
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (!gate.allowed || run.sending) return;
        setEditing(false);
        run.start(domains, { action: 'create', redirect: specOf(values.redirect) });
      })}
    >
      <BulkSummary domains={domains}>{t('domainsBulk.summary.redirectCreate', { count: domains.length })}</BulkSummary>
      <TextField
        label={t('domainsBulk.redirect.source')}
        hint={t('domainsBulk.redirect.source.hint', { domain: '{domain}' })}
        error={message(errors?.sourceUrl)}
        autoComplete="off"
        spellCheck={false}
        {...form.register('redirect.sourceUrl')}
      />
      <TextField
        label={t('domainsBulk.redirect.target')}
        hint={t('domainsBulk.redirect.target.hint', { domain: '{domain}' })}
        error={message(errors?.targetUrl)}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        {...form.register('redirect.targetUrl')}
      />
      <div className="domains-bulk__row">
        <SelectField
          label={t('domainsBulk.redirect.statusCode')}
          error={message(errors?.statusCode)}
          {...form.register('redirect.statusCode')}
        >
          {redirectStatusCodes.map((code) => (
            <option key={code} value={String(code)}>
              {t('domainsBulk.redirect.statusCode.option', { code })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('domainsBulk.redirect.scope')}
          error={message(errors?.redirectScope)}
          {...form.register('redirect.redirectScope')}
        >
          {redirectScopeValues.map((scope) => (
            <option key={scope} value={scope}>
              {t('domainsBulk.redirect.scope.option', { scope })}
            </option>
          ))}
        </SelectField>
      </div>
      <Checkbox
        label={t('domainsBulk.redirect.preserveQueryString')}
        {...form.register('redirect.preserveQueryString')}
      />
      <Checkbox
        label={t('domainsBulk.redirect.preservePathSuffix')}
        {...form.register('redirect.preservePathSuffix')}
      />
      <TextField
        label={t('domainsBulk.redirect.description')}
        error={message(errors?.description)}
        autoComplete="off"
        {...form.register('redirect.description')}
      />
      <section className="domains-bulk__preview" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`} className="domains-bulk__heading">
          {t('domainsBulk.redirect.preview')}
        </h3>
        <ul>
          {domains.slice(0, PREVIEW).map((d) => (
            <li key={d.id}>
              {t.rich('domainsBulk.redirect.preview.arrow', {
                source: <code>{applyDomainTemplate(source.trim(), d.name) || '—'}</code>,
                target: <code>{applyDomainTemplate(target.trim(), d.name) || '—'}</code>,
              })}
            </li>
          ))}
        </ul>
        {domains.length > PREVIEW && (
          <p className="domains-bulk__hint">
            {t('domainsBulk.redirect.preview.more', { count: domains.length - PREVIEW })}
          </p>
        )}
      </section>
      {run.started && <BulkOutcomes run={run} action="redirectCreate" />}
      <div className="domains-bulk__submit">
        <GatedButton type="submit" gate={gate} variant="primary" disabled={run.sending}>
          {t('domainsBulk.confirm.redirectCreate')}
        </GatedButton>
      </div>
    </form>
  );
}
