import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { createMockWorld } from '@/api/mock-control';
import { useMessages } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { SelectField } from '@/ui/fields';
import { ProblemAlert } from '@/ui/problem-alert';
import { demoQueries } from '@/features/session/api/demo-queries';
import { verifyKey } from '@/features/session/api/session-queries';
import { sessionDemoMessages } from '@/features/session/messages/demo/catalog';
import type { Session } from '@/features/session/session-store';
import '@/features/session/demo-sign-in.css';

/**
 * The sign-in page's demo, in a demo build only (src/demo-build.d.ts: the page imports this module behind `__DEMO__`).
 * Offered only when a mock server answers: makes a fresh world and signs in with one of its keys.
 */
export default function DemoSignIn({ onSignedIn }: { onSignedIn: (session: Session) => Promise<void> }) {
  const t = useMessages(sessionDemoMessages);
  const scenarios = useQuery(demoQueries.scenarios());
  const [scenario, setScenario] = useState('demo');
  const [busy, setBusy] = useState<'full' | 'readonly' | null>(null);
  // One world per start: a second click in the same tick (either button) comes before `busy` re-renders.
  const starting = useRef(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!scenarios.data || scenarios.data.length === 0) return null;
  const selected = scenarios.data.find((s) => s.name === scenario) ?? scenarios.data[0];

  async function start(role: 'full' | 'readonly') {
    if (!selected || starting.current) return;
    starting.current = true;
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
        tax: identity?.tax ?? null,
        signedInAs: { kind: 'key', name: identity?.key.name ?? null },
        demo: { worldId: world.worldId, scenario: selected.name, role },
      });
    } catch (error) {
      starting.current = false;
      setFailure(error);
      setBusy(null);
    }
  }

  return (
    <section className="sign-in__demo" aria-labelledby="demo-heading">
      <h2 id="demo-heading">{t('sessionDemo.heading')}</h2>
      <p className="sign-in__intro">{t('sessionDemo.intro')}</p>
      <SelectField
        label={t('sessionDemo.scenario')}
        // The mock's own description, as it sent it (the mock speaks English).
        hint={selected?.description}
        value={selected?.name}
        onChange={(e) => setScenario(e.target.value)}
      >
        {scenarios.data.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name}
          </option>
        ))}
      </SelectField>
      {failure ? <ProblemAlert error={failure} /> : null}
      <ButtonRow>
        <Button disabled={busy !== null} pending={busy === 'full'} onClick={() => void start('full')}>
          {busy === 'full' ? t('sessionDemo.starting') : t('sessionDemo.start')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy !== null}
          pending={busy === 'readonly'}
          onClick={() => void start('readonly')}
        >
          {busy === 'readonly' ? t('sessionDemo.starting') : t('sessionDemo.startReadOnly')}
        </Button>
      </ButtonRow>
    </section>
  );
}
