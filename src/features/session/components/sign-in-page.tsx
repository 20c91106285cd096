import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import { createMockWorld } from '@/api/mock-control';
import { ProblemAlert } from '@/ui/problem-alert';
import { usePageTitle } from '@/ui/use-page-title';
import { sessionQueries, verifyKey } from '@/features/session/api/session-queries';
import type { Session } from '@/features/session/session-store';
import '@/features/session/sign-in.css';

const signInForm = z.object({
  apiKey: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter your API key.'),
    z.maxLength(512, 'That is longer than any API key we issue.'),
    z.refine((v) => !/\s/.test(v), 'An API key has no spaces. Check that you copied it whole.'),
  ),
  persist: z.boolean(),
});
type SignInForm = z.infer<typeof signInForm>;

export function SignInPage({
  redirectTo,
  reason,
}: {
  redirectTo: string;
  reason?: 'expired' | 'signed-out' | undefined;
}) {
  usePageTitle('Sign in');
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [showKey, setShowKey] = useState(false);
  const keyHintId = useId();
  const keyErrorId = useId();

  const form = useForm<SignInForm>({
    resolver: zodResolver(signInForm),
    defaultValues: { apiKey: '', persist: false },
  });
  const { errors, isSubmitting } = form.formState;

  async function finish(session: Session) {
    router.options.context.session.signIn(session);
    queryClient.clear();
    await navigate({ href: redirectTo, replace: true });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const identity = await verifyKey(values.apiKey);
      await finish({
        key: values.apiKey,
        persist: values.persist,
        customerName: identity?.customer.name ?? null,
        scopes: identity?.key.scopes ?? null,
        demo: null,
      });
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && error.status === 401) {
        form.setError(
          'apiKey',
          { message: 'This API key was not accepted. It may be mistyped, expired or revoked.' },
          { shouldFocus: true },
        );
      }
    }
  });

  return (
    <main id="main" className="sign-in">
      <div className="sign-in__card">
        <p className="brand brand--large">
          <span className="brand__mark" aria-hidden="true" />
          Control panel
        </p>
        <h1>Sign in with an API key</h1>
        {reason === 'expired' && (
          <p className="notice" role="status">
            Your key stopped working (the server answered 401), so you were signed out. Sign in again to continue where
            you were.
          </p>
        )}
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="form">
          <div className="field">
            <label className="field__label" htmlFor="api-key">
              API key
            </label>
            <div className="input-row">
              <input
                id="api-key"
                className="input input--mono"
                type={showKey ? 'text' : 'password'}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={errors.apiKey ? true : undefined}
                aria-describedby={errors.apiKey ? `${keyErrorId} ${keyHintId}` : keyHintId}
                {...form.register('apiKey')}
              />
              <button
                type="button"
                className="button button--ghost"
                aria-pressed={showKey}
                onClick={() => setShowKey((v) => !v)}
              >
                {showKey ? 'Hide' : 'Show'} key
              </button>
            </div>
            {errors.apiKey && (
              <p id={keyErrorId} className="field__error">
                {errors.apiKey.message}
              </p>
            )}
            <p id={keyHintId} className="field__hint">
              The key stays in this browser tab (unless you tick “Keep me signed in”) and is sent only in a request
              header, never in a link.
            </p>
          </div>
          <label className="checkbox">
            <input type="checkbox" {...form.register('persist')} />
            Keep me signed in on this device
          </label>
          {failure ? <ProblemAlert error={failure} /> : null}
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Checking key…' : 'Sign in'}
          </button>
        </form>
        <DemoSignIn onSignedIn={finish} />
      </div>
    </main>
  );
}

/** Offered only when a mock server answers: makes a fresh world and signs in with one of its keys. */
function DemoSignIn({ onSignedIn }: { onSignedIn: (session: Session) => Promise<void> }) {
  const scenarios = useQuery(sessionQueries.mockScenarios());
  const [scenario, setScenario] = useState('demo');
  const [busy, setBusy] = useState<'full' | 'readonly' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  if (!scenarios.data || scenarios.data.length === 0) return null;
  const selected = scenarios.data.find((s) => s.name === scenario) ?? scenarios.data[0];

  async function start(role: 'full' | 'readonly') {
    if (!selected) return;
    setBusy(role);
    setFailure(null);
    try {
      const world = await createMockWorld(selected.name);
      const key = role === 'full' ? world.keys.full : world.keys.readonly;
      const identity = await verifyKey(key);
      await onSignedIn({
        key,
        persist: false,
        customerName: identity?.customer.name ?? null,
        scopes: identity?.key.scopes ?? null,
        demo: { worldId: world.worldId, scenario: selected.name, role },
      });
    } catch (error) {
      setFailure(error);
      setBusy(null);
    }
  }

  return (
    <section className="demo" aria-labelledby="demo-heading">
      <h2 id="demo-heading">Try the demo</h2>
      <p className="field__hint">A mock API is running. Each demo gets a fresh, private world with sample data.</p>
      <div className="field">
        <label className="field__label" htmlFor="demo-scenario">
          Scenario
        </label>
        <select
          id="demo-scenario"
          className="input"
          value={selected?.name}
          onChange={(e) => setScenario(e.target.value)}
        >
          {scenarios.data.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
        {selected && <p className="field__hint">{selected.description}</p>}
      </div>
      {failure ? <ProblemAlert error={failure} /> : null}
      <div className="button-row">
        <button type="button" className="button" disabled={busy !== null} onClick={() => void start('full')}>
          {busy === 'full' ? 'Starting…' : 'Start demo'}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy !== null}
          onClick={() => void start('readonly')}
        >
          {busy === 'readonly' ? 'Starting…' : 'Start read-only demo'}
        </button>
      </div>
    </section>
  );
}
