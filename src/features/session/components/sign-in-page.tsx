import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { sessionMessages } from '@/features/session/messages/catalog';
import type en from '@/features/session/messages/en';
import { LanguageSwitch } from '@/i18n/language-switch';
import { Button, ButtonLink } from '@/ui/button';
import { Checkbox, TextField } from '@/ui/fields';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { SupportDetails } from '@/ui/support-details';
import { ThemeSwitch } from '@/ui/theme-switch';
import { usePageTitle } from '@/ui/use-page-title';
import { verifyKey } from '@/features/session/api/session-queries';
import type { Session, SignOutReason } from '@/features/session/session-store';
import { PersonSignIn } from './person-sign-in';
import '@/features/session/sign-in.css';

type SessionKey = PlainMessageKey<typeof en>;

// The demo (a world of the mock's, `/__mock`) is in a demo build only (src/demo-build.d.ts): in production this is
// null and the section's module, its words and the mock's client are not in the build at all.
const DemoSignIn = __DEMO__ ? lazy(() => import('./demo-sign-in')) : null;

/** The messages are core keys, shown in the active language with `t.keyOrText`. */
const signInForm = z.object({
  apiKey: z.string().check(
    z.trim(),
    z.minLength(1, 'session.apiKey.required' satisfies SessionKey),
    z.maxLength(512, 'session.apiKey.tooLong' satisfies SessionKey),
    z.refine((v) => !/\s/.test(v), 'session.apiKey.hasSpaces' satisfies SessionKey),
  ),
  persist: z.boolean(),
});
type SignInForm = z.infer<typeof signInForm>;

/** The form's values checked with the schema: the values to use, or the API key field's error. */
function validate(form: HTMLFormElement): { values: SignInForm; error: null } | { values: null; error: string } {
  const data = new FormData(form);
  const parsed = z.safeParse(signInForm, { apiKey: String(data.get('apiKey') ?? ''), persist: data.has('persist') });
  if (parsed.success) return { values: parsed.data, error: null };
  return { values: null, error: parsed.error.issues[0]?.message ?? ('session.apiKey.required' satisfies SessionKey) };
}

/**
 * Sign-in with an API key, and (in a demo build) the demo when a mock server answers. A plain form (no form library: this is
 * the first screen of every visitor who is not signed in, and it has one field): checked with the schema on
 * submit, then again as the key is corrected.
 */
export function SignInPage(props: SignInProps) {
  const t = useMessages(sessionMessages);
  usePageTitle(t('session.pageTitle'));
  return (
    <main id="main" className="sign-in">
      <div className="sign-in__card">
        <div className="sign-in__top">
          <p className="brand brand--large">
            <span className="brand__mark" aria-hidden="true" />
            {t('shell.brand')}
          </p>
          <div className="sign-in__controls">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        </div>
        <SignInBody {...props} />
      </div>
    </main>
  );
}

interface SignInProps {
  redirectTo: string;
  reason?: SignOutReason | 'order' | undefined;
}

/**
 * The card under its brand and controls: the heading, the ways to sign in and the way to the plans. Drawn at build
 * time into the static frame as well (src/boot/prerender.tsx), so a visitor sees the form before the app's scripts run.
 */
export function SignInBody({ redirectTo, reason }: SignInProps) {
  const t = useMessages(sessionMessages);
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [showKey, setShowKey] = useState(false);
  /** The API key field's error: a message key of ours, or the server's text. */
  const [keyError, setKeyError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The guard itself: a second submit in the same tick (a double click) comes before `submitting` re-renders.
  const checking = useRef(false);
  const keyField = useRef<HTMLInputElement>(null);

  async function finish(session: Session) {
    router.options.context.session.signIn(session);
    queryClient.clear();
    await navigate({ href: redirectTo, replace: true });
  }

  function refuse(error: string) {
    setKeyError(error);
    keyField.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.current) return;
    const { values, error } = validate(event.currentTarget);
    if (!values) return refuse(error);
    checking.current = true;
    setKeyError(null);
    setFailure(null);
    setSubmitting(true);
    try {
      const identity = await verifyKey(values.apiKey);
      await finish({
        key: values.apiKey,
        persist: values.persist,
        customerName: identity?.customer.name ?? null,
        scopes: identity?.key.scopes ?? null,
        tax: identity?.tax ?? null,
        signedInAs: { kind: 'key', name: identity?.key.name ?? null },
        demo: null,
      });
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && error.status === 401) refuse('session.apiKey.rejected' satisfies SessionKey);
    } finally {
      checking.current = false;
      setSubmitting(false);
    }
  }

  return (
    <>
      <h1>{t('session.heading')}</h1>
      {reason !== undefined && reason !== 'signed-out' && reason !== 'order' && (
        <Notice tone="warning" className="sign-in__notice" role="status">
          <p>{t('session.ended', { reason })}</p>
        </Notice>
      )}
      {reason === 'order' && (
        <Notice className="sign-in__notice" role="status">
          <p>{t('session.order')}</p>
        </Notice>
      )}
      <PersonSignIn onSignedIn={finish} />
      <details className="sign-in__api-key">
        <summary>{t('session.apiKey.heading')}</summary>
        <p className="sign-in__intro">{t('session.apiKey.intro')}</p>
        <form
          onSubmit={(e) => void onSubmit(e)}
          // After a refused submit the error follows the key as it is corrected.
          onChange={(e) => {
            if (keyError !== null) setKeyError(validate(e.currentTarget).error);
          }}
          noValidate
          className="form"
        >
          <TextField
            ref={keyField}
            label={t('session.apiKey.label')}
            hint={t('session.apiKey.hint')}
            error={keyError ? t.keyOrText(keyError) : null}
            name="apiKey"
            mono
            type={showKey ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            action={
              <Button variant="ghost" aria-pressed={showKey} onClick={() => setShowKey((v) => !v)}>
                {showKey ? t('session.apiKey.hide') : t('session.apiKey.show')}
              </Button>
            }
          />
          <Checkbox name="persist" label={t('session.persist')} />
          {isApiError(failure) && failure.status === 401 ? (
            // The field says it in words; the 401's own words ("your sign-in has ended") would contradict it, as
            // nobody was signed in. What support needs stays.
            <SupportDetails code={failure.code} status={failure.status} requestId={failure.requestId} />
          ) : failure ? (
            <ProblemAlert error={failure} />
          ) : null}
          <Button type="submit" variant="primary" block pending={submitting}>
            {submitting ? t('session.submitting') : t('session.apiKey.submit')}
          </Button>
        </form>
      </details>
      <p className="sign-in__catalog">
        <ButtonLink to="/catalog" variant="ghost">
          {t('session.catalogLink')}
        </ButtonLink>
      </p>
      {/* Last: it appears when the mock answers, after the rest is on the screen, so it moves nothing. */}
      {DemoSignIn && (
        <Suspense fallback={null}>
          <DemoSignIn onSignedIn={finish} />
        </Suspense>
      )}
    </>
  );
}
