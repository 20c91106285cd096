import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError as FormFieldError } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import type { FieldError } from '@/api/schemas/common';
import { redirectScopeValues, redirectSpec, redirectStatusCodes, type RedirectSpec } from '@/api/schemas/domains-bulk';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { GatedButton } from '@/ui/gated-button';
import { applyDomainTemplate, type RedirectParams } from '@/features/domains/api/domain-bulk';
import { sendRedirects } from '@/features/domains/api/domain-bulk-requests';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import type en from '@/features/domains/messages/bulk/en';
import type { FlowProps } from './bulk-flow';
import { useFlowRun } from './bulk-flow';
import { BulkOutcomes } from './bulk-outcomes';
import { BulkSummary } from './bulk-summary';
import { useScopeGate } from './scope-gate';

type Key = PlainMessageKey<typeof en>;

/** The contract's `redirectSpec` rules, with our words (keys) as messages; the whole body is checked again before sending. */
const redirectForm = z.object({
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
type RedirectForm = z.infer<typeof redirectForm>;
const formFields = [
  'sourceUrl',
  'targetUrl',
  'statusCode',
  'redirectScope',
  'preserveQueryString',
  'preservePathSuffix',
  'description',
] as const satisfies readonly (keyof RedirectForm)[];

function specOf(values: RedirectForm): RedirectSpec {
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

/** `/redirect/targetUrl` → `targetUrl` (the form's field), else null. */
export function redirectFieldOf(pointer: string): (typeof formFields)[number] | null {
  const match = /^\/redirect\/([A-Za-z]+)$/.exec(pointer);
  const field = match?.[1];
  return formFields.find((f) => f === field) ?? null;
}

const PREVIEW = 3;

/**
 * Creating one redirect rule on every selected domain: the source template with `{domain}` previewed for the first
 * domains, the destination, status code, scope, query/path options and a description. The form keeps what was typed;
 * a server field error lands on its field; refused domains show in the result table.
 */
export function RedirectCreateFlow({ domains, onSendingChange, onSent }: FlowProps) {
  const t = useMessages(domainsBulkMessages);
  const id = useId();
  const gate = useScopeGate('redirects');
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
      sourceUrl: 'https://{domain}/',
      targetUrl: '',
      statusCode: '301',
      redirectScope: 'exact',
      preserveQueryString: false,
      preservePathSuffix: false,
      description: '',
    },
  });
  const { errors } = form.formState;
  const [source, target] = useWatch({ control: form.control, name: ['sourceUrl', 'targetUrl'] });

  // A refused request whose pointers name form fields (not domains) goes back to the form, values kept.
  const fieldErrors = useMemo(() => {
    const found: FieldError[] = [];
    for (const chunk of run.chunks) {
      if (chunk.state.status === 'refused' && isApiError(chunk.state.error) && chunk.state.error.status === 400) {
        found.push(...chunk.state.error.errors.filter((e) => redirectFieldOf(e.pointer) !== null));
      }
    }
    return found;
  }, [run.chunks]);
  const { setError } = form;
  useEffect(() => {
    if (fieldErrors.length === 0) return;
    setEditing(true);
    fieldErrors.forEach((e, i) => {
      const field = redirectFieldOf(e.pointer);
      if (field) setError(field, { type: e.code, message: e.detail }, { shouldFocus: i === 0 });
    });
  }, [fieldErrors, setError]);

  const message = (error: FormFieldError | undefined) => (error?.message ? t.keyOrText(error.message) : null);
  const describedBy = (name: string, hint: boolean, error: unknown) =>
    [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  if (!editing && run.started) {
    return (
      <>
        <BulkOutcomes run={run} action="redirectCreate" />
        {!run.busy && (
          <button type="button" className="button button--small" onClick={() => setEditing(true)}>
            {t('domainsBulk.action.redirectCreate')}
          </button>
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
        run.start(domains, { action: 'create', redirect: specOf(values) });
      })}
    >
      <BulkSummary domains={domains}>{t('domainsBulk.summary.redirectCreate', { count: domains.length })}</BulkSummary>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sourceUrl`}>
          {t('domainsBulk.redirect.source')}
        </label>
        <input
          id={`${id}-sourceUrl`}
          className="input"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.sourceUrl ? true : undefined}
          aria-describedby={describedBy('sourceUrl', true, errors.sourceUrl)}
          {...form.register('sourceUrl')}
        />
        <p id={`${id}-sourceUrl-hint`} className="field__hint">
          {t('domainsBulk.redirect.source.hint', { domain: '{domain}' })}
        </p>
        {errors.sourceUrl && (
          <p id={`${id}-sourceUrl-error`} className="field__error">
            {message(errors.sourceUrl)}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-targetUrl`}>
          {t('domainsBulk.redirect.target')}
        </label>
        <input
          id={`${id}-targetUrl`}
          className="input"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.targetUrl ? true : undefined}
          aria-describedby={describedBy('targetUrl', true, errors.targetUrl)}
          {...form.register('targetUrl')}
        />
        <p id={`${id}-targetUrl-hint`} className="field__hint">
          {t('domainsBulk.redirect.target.hint', { domain: '{domain}' })}
        </p>
        {errors.targetUrl && (
          <p id={`${id}-targetUrl-error`} className="field__error">
            {message(errors.targetUrl)}
          </p>
        )}
      </div>
      <div className="domains-bulk__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-statusCode`}>
            {t('domainsBulk.redirect.statusCode')}
          </label>
          <select
            id={`${id}-statusCode`}
            className="input"
            aria-invalid={errors.statusCode ? true : undefined}
            aria-describedby={describedBy('statusCode', false, errors.statusCode)}
            {...form.register('statusCode')}
          >
            {redirectStatusCodes.map((code) => (
              <option key={code} value={String(code)}>
                {t('domainsBulk.redirect.statusCode.option', { code })}
              </option>
            ))}
          </select>
          {errors.statusCode && (
            <p id={`${id}-statusCode-error`} className="field__error">
              {message(errors.statusCode)}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-redirectScope`}>
            {t('domainsBulk.redirect.scope')}
          </label>
          <select
            id={`${id}-redirectScope`}
            className="input"
            aria-invalid={errors.redirectScope ? true : undefined}
            aria-describedby={describedBy('redirectScope', false, errors.redirectScope)}
            {...form.register('redirectScope')}
          >
            {redirectScopeValues.map((scope) => (
              <option key={scope} value={scope}>
                {t('domainsBulk.redirect.scope.option', { scope })}
              </option>
            ))}
          </select>
          {errors.redirectScope && (
            <p id={`${id}-redirectScope-error`} className="field__error">
              {message(errors.redirectScope)}
            </p>
          )}
        </div>
      </div>
      <label className="checkbox">
        <input type="checkbox" {...form.register('preserveQueryString')} />{' '}
        {t('domainsBulk.redirect.preserveQueryString')}
      </label>
      <label className="checkbox">
        <input type="checkbox" {...form.register('preservePathSuffix')} />{' '}
        {t('domainsBulk.redirect.preservePathSuffix')}
      </label>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          {t('domainsBulk.redirect.description')}
        </label>
        <input
          id={`${id}-description`}
          className="input"
          autoComplete="off"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description', false, errors.description)}
          {...form.register('description')}
        />
        {errors.description && (
          <p id={`${id}-description-error`} className="field__error">
            {message(errors.description)}
          </p>
        )}
      </div>
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
          <p className="field__hint">{t('domainsBulk.redirect.preview.more', { count: domains.length - PREVIEW })}</p>
        )}
      </section>
      {run.started && <BulkOutcomes run={run} action="redirectCreate" />}
      <div className="domains-bulk__submit">
        <GatedButton type="submit" gate={gate} className="button button--primary" disabled={run.sending}>
          {t('domainsBulk.confirm.redirectCreate')}
        </GatedButton>
      </div>
    </form>
  );
}
