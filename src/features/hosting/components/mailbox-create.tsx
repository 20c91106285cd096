import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { hostingRoutes } from '@/api/endpoints/hosting';
import { isApiError } from '@/api/client';
import {
  MAILBOX_DEFAULT_QUOTA_MB,
  mailboxPasswordChecks,
  passwordTooWeakProblem,
  type HostingAccount,
} from '@/api/schemas/hosting';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { SelectField, TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { ProblemAlert } from '@/ui/problem-alert';
import { useCreateMailbox } from '@/features/hosting/api/hosting-mutations';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import type en from '@/features/hosting/messages/detail/en';
import { isLegacyPanelError, LegacyPanelNotice } from './legacy-panel-notice';
import { MailboxPasswordField, type PasswordRefusal } from './mailbox-password-field';
import { passwordVerdict } from '@/ui/password-estimator/use-password-strength';
import { gbTextFromMb, quotaMbFromGbText } from '@/features/hosting/quota-gb';
import { MailboxPasswordOnce } from './mailbox-password-once';
import { QuotaInMb } from './quota-size';

type Key = PlainMessageKey<typeof en>;

/** The server's `password_too_weak` for the password it was sent, with its suggestions; null for anything else. */
export function useServerRefusal(
  error: unknown,
  sent: string | undefined,
): { password: string; refusal: PasswordRefusal } | null {
  if (!isApiError(error) || error.code !== 'password_too_weak' || sent === undefined) return null;
  const weak = error.problem ? z.safeParse(passwordTooWeakProblem, error.problem) : null;
  return { password: sent, refusal: { by: 'server', suggestions: weak?.success ? weak.data.suggestions : [] } };
}

const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** The contract's `mailboxCreateBody` rules, with our words (keys) as messages; the server re-checks them. */
const mailboxForm = z.object({
  localPart: z.string().check(
    z.minLength(1, 'hostingDetail.mailboxes.form.localPart.required' satisfies Key),
    z.maxLength(64, 'hostingDetail.mailboxes.form.localPart.tooLong' satisfies Key),
    z.refine((v: string) => !v.includes('@'), 'hostingDetail.mailboxes.form.localPart.at' satisfies Key),
    z.refine(
      (v: string) => v.includes('@') || localPartPattern.test(v),
      'hostingDetail.mailboxes.form.localPart.pattern' satisfies Key,
    ),
  ),
  domain: z.string().check(z.minLength(1, 'hostingDetail.mailboxes.form.domain.required' satisfies Key)),
  password: z
    .string()
    .check(
      z.refine(
        (v: string) => Object.values(mailboxPasswordChecks(v)).every(Boolean),
        'hostingDetail.mailboxes.form.password.rules' satisfies Key,
      ),
    ),
  /** Typed in GB (either decimal mark); sent as MB (`quotaMbFromGbText`). */
  quotaGb: z
    .string()
    .check(
      z.refine(
        (v: string) => quotaMbFromGbText(v) !== null,
        'hostingDetail.mailboxes.form.quota.invalid' satisfies Key,
      ),
    ),
});
type MailboxForm = z.infer<typeof mailboxForm>;

/** A mailbox just created; `password` only when the panel generated it (the customer has not seen it typed). */
interface Created {
  email: string;
  password: string | null;
}

/**
 * A new mailbox, behind a button: the form (and the password estimator with it) loads only when it opens. After a
 * create with a generated password, that password is shown once in the form's place, with a copy button.
 */
export function MailboxCreate({ account, onCreated }: { account: HostingAccount; onCreated: (email: string) => void }) {
  const t = useMessages(hostingDetailMessages);
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const id = useId();
  const gate = useScopeGate(hostingRoutes.createMailbox);
  return (
    <section className="hosting-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('hostingDetail.mailboxes.create.heading')}</h2>
      {created?.password ? (
        <MailboxPasswordOnce email={created.email} password={created.password} onDone={() => setCreated(null)} />
      ) : !open ? (
        <GatedButton gate={gate} variant="primary" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('hostingDetail.mailboxes.create.open')}
        </GatedButton>
      ) : (
        <MailboxCreateForm
          account={account}
          onCreated={(result) => {
            onCreated(result.email);
            if (result.password) {
              setOpen(false);
              setCreated(result);
            }
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </section>
  );
}

function MailboxCreateForm({
  account,
  onCreated,
  onCancel,
}: {
  account: HostingAccount;
  onCreated: (created: Created) => void;
  onCancel: () => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const [showPassword, setShowPassword] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const create = useCreateMailbox(account.id);
  const form = useForm<MailboxForm>({
    resolver: zodResolver(mailboxForm),
    mode: 'onTouched',
    defaultValues: {
      localPart: '',
      domain: account.primaryDomain ?? account.domains[0] ?? '',
      password: '',
      quotaGb: gbTextFromMb(MAILBOX_DEFAULT_QUOTA_MB),
    },
  });
  const { errors } = form.formState;
  const [localPart, domain, password, quotaText] = useWatch({
    control: form.control,
    name: ['localPart', 'domain', 'password', 'quotaGb'],
  });

  const { error } = create;
  // A refused quota (`/quotaMb`, in MB) names no field of this form: it shows at the top, with the server's words.
  const unplaced = useServerFieldErrors(form, error, ['localPart', 'domain', 'password']);
  const [checked, setChecked] = useState<{ password: string; refusal: PasswordRefusal } | null>(null);
  const serverRefusal = useServerRefusal(error, create.variables?.password);
  // A refusal is about the password it refused: typing another or generating one takes its message away.
  const refusal =
    checked?.password === password
      ? checked.refusal
      : serverRefusal?.password === password
        ? serverRefusal.refusal
        : null;

  const onSubmit = form.handleSubmit(async (values) => {
    const quotaMb = quotaMbFromGbText(values.quotaGb);
    if (quotaMb === null) return;
    const verdict = await passwordVerdict(values.password, {
      localPart: values.localPart.trim(),
      domain: values.domain,
    });
    if (verdict && !verdict.passes) {
      setChecked({ password: values.password, refusal: { by: 'check', suggestions: verdict.suggestions } });
      form.setError('password', { type: 'weak', message: 'hostingDetail.mailboxes.form.password.weak' satisfies Key });
      return;
    }
    const shownOnce = generated !== null && values.password === generated ? values.password : null;
    create.mutate(
      {
        localPart: values.localPart.trim(),
        domain: values.domain,
        password: values.password,
        quotaMb,
      },
      {
        onSuccess: (created) => {
          form.reset({ ...values, localPart: '', password: '' });
          setShowPassword(false);
          setGenerated(null);
          onCreated({ email: created.email, password: shownOnce });
        },
      },
    );
  });

  const otherError = error && !(isApiError(error) && (error.status === 400 || isLegacyPanelError(error)));
  const quota = quotaMbFromGbText(quotaText);

  return (
    <form className="form hosting-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="hosting-address-row">
        <TextField
          label={t('hostingDetail.mailboxes.form.localPart')}
          error={errors.localPart?.message && t.keyOrText(errors.localPart.message)}
          autoComplete="off"
          spellCheck={false}
          {...form.register('localPart')}
        />
        <span className="hosting-address-row__at" aria-hidden="true">
          @
        </span>
        <SelectField
          label={t('hostingDetail.mailboxes.form.domain')}
          error={errors.domain?.message && t.keyOrText(errors.domain.message)}
          {...form.register('domain')}
        >
          {account.domains.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>

      <MailboxPasswordField
        registration={form.register('password')}
        password={password}
        localPart={localPart}
        domain={domain}
        error={errors.password?.message && t.keyOrText(errors.password.message)}
        refusal={refusal}
        revealed={showPassword}
        onRevealedChange={setShowPassword}
        onGenerate={(value) => {
          // The earlier refusal (the check's or the server's) was about another password: its message goes.
          setChecked(null);
          create.reset();
          form.clearErrors('password');
          form.setValue('password', value, { shouldValidate: true, shouldDirty: true });
          setGenerated(value);
          setShowPassword(true);
        }}
      />

      <TextField
        label={t('hostingDetail.mailboxes.form.quota')}
        className="hosting-quota-input"
        inputMode="decimal"
        hint={
          <>
            {t('hostingDetail.mailboxes.form.quota.hint')}{' '}
            {quota !== null ? (
              <strong>
                <QuotaInMb mb={quota} />
              </strong>
            ) : null}
          </>
        }
        error={errors.quotaGb?.message && t.keyOrText(errors.quotaGb.message)}
        {...form.register('quotaGb')}
      />

      {isLegacyPanelError(error) && <LegacyPanelNotice account={account} error={error} />}
      {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
      {otherError ? <ProblemAlert error={error} /> : null}

      <ButtonRow>
        <Button type="submit" variant="primary" guard={create}>
          {create.isPending ? t('hostingDetail.working') : t('hostingDetail.mailboxes.form.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
          {t('hostingDetail.cancel')}
        </Button>
      </ButtonRow>
    </form>
  );
}
