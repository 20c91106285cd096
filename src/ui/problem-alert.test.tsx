import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { ensureCatalog, getMessages, problemMessages, setLocale } from '@/i18n';
import { GatedButton } from './gated-button';
import { describeProblem, ProblemAlert } from './problem-alert';
import { ShareViewContext } from './share-view';

/** A Problem Details answer as the client makes it from a server's 4xx/5xx. */
function problem(init: {
  status: number;
  code: string;
  title: string;
  detail: string;
  extensions?: Record<string, unknown>;
  errors?: ApiError['errors'];
}) {
  return new ApiError({
    ...init,
    requestId: 'req_0123456789abcdef',
    problem: { title: init.title, status: init.status, code: init.code, extensions: init.extensions },
  });
}

const powerForbidden = problem({
  status: 403,
  code: 'forbidden',
  title: 'Forbidden',
  detail: 'This API key lacks the scope power:vm.',
  extensions: { missingScopes: ['power:vm'], requiredScopes: ['power:vm'] },
});

/** The alert's text a person sees: everything but the closed "Details for support". */
function visibleText(alert: HTMLElement): string {
  const copy = alert.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details > :not(summary)').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

afterEach(async () => {
  await act(() => setLocale('en', null));
});

describe('ProblemAlert', () => {
  it('says a known code in customer words, with the technical facts only under a closed "Details for support"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ProblemAlert error={powerForbidden} />);
    const alert = screen.getByRole('alert');
    expect(
      await within(alert).findByText(
        'Your API key is not allowed to start, stop and restart servers. Ask the account owner for a key that is.',
      ),
    ).toBeVisible();
    const seen = visibleText(alert);
    for (const technical of ['power:vm', 'forbidden', '403', 'req_0123456789abcdef', 'lacks the scope']) {
      expect(seen).not.toContain(technical);
    }

    const details = alert.querySelector('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    const summary = within(alert).getByText('Details for support');
    // A native disclosure (its keyboard use is proven in a real browser: e2e/customer-words.spec.ts).
    expect(summary.tagName).toBe('SUMMARY');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('Codeforbidden');
    expect(details).toHaveTextContent('HTTP status403');
    expect(details).toHaveTextContent('req_0123456789abcdef');
    expect(details).toHaveTextContent('Forbidden: This API key lacks the scope power:vm.');
    expect(details).toHaveTextContent('Missing scopespower:vm');
    await userEvent.click(within(alert).getByRole('button', { name: 'Copy request ID' }));
    expect(writeText).toHaveBeenCalledWith('req_0123456789abcdef');
  });

  it('says a gate refusal by its code, never the server’s sentence with its hints', async () => {
    await act(() => ensureCatalog(problemMessages));
    render(
      <ProblemAlert
        error={problem({
          status: 409,
          code: 'guest_unresponsive',
          title: 'The guest did not respond',
          detail:
            'web-01 did not answer the graceful restart request, so nothing was changed. Retry with force: true or use reset.',
        })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server did not answer, so nothing was changed.');
    expect(visibleText(alert)).not.toContain('force: true');
    expect(visibleText(alert)).not.toContain('guest_unresponsive');
  });

  it('shows the server’s title and detail as the message only for a code the catalog does not know', async () => {
    await act(() => ensureCatalog(problemMessages));
    render(
      <ProblemAlert
        error={problem({ status: 409, code: 'quantum_flux', title: 'Flux detected', detail: 'Recalibrate first.' })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(visibleText(alert)).toContain('Flux detected');
    expect(visibleText(alert)).toContain('Recalibrate first.');
    expect(visibleText(alert)).not.toContain('quantum_flux');
    expect(alert.querySelector('details')).toHaveTextContent('quantum_flux');
  });

  it('speaks Swedish: the words, the disclosure and its labels', async () => {
    await act(() => setLocale('sv', null));
    render(
      <ProblemAlert
        error={problem({
          status: 409,
          code: 'vps_already_running',
          title: 'VPS is already running',
          detail: 'web-01 is already running.',
        })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText('Servern är redan igång.')).toBeVisible();
    expect(visibleText(alert)).not.toContain('already running');
    expect(within(alert).getByText('Detaljer för supporten')).toBeInTheDocument();
    expect(alert.querySelector('details')).toHaveTextContent('Anrops-ID');
    expect(alert.querySelector('details dd[lang="en"]')).toHaveTextContent('web-01 is already running.');
  });

  it('lists unplaced field errors in words, by label where the form gave one; pointers only in the details', async () => {
    await act(() => ensureCatalog(problemMessages));
    render(
      <ProblemAlert
        showFieldErrors
        fieldLabels={{ '/name': 'Name' }}
        error={problem({
          status: 400,
          code: 'invalid_request',
          title: 'Invalid request',
          detail: '/name: This field is required.',
          errors: [
            { pointer: '/name', code: 'missing_required', detail: 'This field is required.' },
            { pointer: '/query/x', code: 'invalid_request', detail: 'Expected a number.' },
          ],
        })}
      />,
    );
    const alert = screen.getByRole('alert');
    const items = within(alert).getAllByRole('listitem').slice(0, 2);
    expect(items.map((item) => item.textContent)).toEqual([
      'Name: This field is required.',
      'This value was not accepted.',
    ]);
    expect(visibleText(alert)).not.toContain('/query/x');
    expect(alert.querySelector('details')).toHaveTextContent('/query/x Expected a number.');
  });

  it('keeps the client’s own failures in its words: network, timeout, unknown outcome, invalid response', () => {
    render(<ProblemAlert error={new Error('boom')} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong in the panel');
    expect(visibleText(alert)).not.toContain('boom');
    expect(alert.querySelector('details')).toHaveTextContent('boom');
    expect(alert.querySelector('details')).toHaveTextContent('none (the request did not reach the server)');
  });
});

describe('describeProblem', () => {
  const t = () => getMessages();
  it('says generic words by status while the problem words are not loaded, never a blank', () => {
    expect(describeProblem(powerForbidden, t(), null).title).toBe('Your API key is not allowed to do this.');
    const failed = problem({ status: 503, code: 'service_unavailable', title: 'Service unavailable', detail: 'x' });
    expect(describeProblem(failed, t(), null).title).toBe('Something went wrong on our side. Try again in a moment.');
  });

  it('says the client-made failures in words', () => {
    const cases: [ApiError, string][] = [
      [new ApiError({ status: 0, code: 'network_error', title: 'Network error' }), 'Cannot reach the server'],
      [new ApiError({ status: 0, code: 'timeout', title: 'Timeout' }), 'The server took too long to answer'],
      [
        new ApiError({ status: 200, code: 'invalid_response', title: 'x', detail: 'y' }),
        'Unexpected response from the server',
      ],
      [
        new ApiError({ status: 0, code: 'network_error', title: 'Network error', outcomeUnknown: true }),
        'We could not confirm that this went through',
      ],
    ];
    for (const [error, title] of cases) expect(describeProblem(error, t(), null).title).toBe(title);
  });
});

describe('GatedButton reason', () => {
  it('says a known gate code in words and the server’s reason only for an unknown code', async () => {
    await act(() => ensureCatalog(problemMessages));
    render(
      <>
        <GatedButton gate={{ allowed: false, reason: 'web-01 is stopped; start it first.', code: 'vps_not_running' }}>
          Restart
        </GatedButton>
        <GatedButton gate={{ allowed: false, reason: 'The moon is full.', code: 'full_moon' }}>Stop</GatedButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Restart' })).toHaveAccessibleDescription(
      'The server is not running. Start it first.',
    );
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveAccessibleDescription('The moon is full.');
  });

  it('says it in Swedish', async () => {
    await act(() => setLocale('sv', null));
    await act(() => ensureCatalog(problemMessages));
    render(
      <GatedButton gate={{ allowed: false, reason: 'Registry lock is already active.', code: 'lock_already_active' }}>
        Aktivera
      </GatedButton>,
    );
    expect(screen.getByRole('button', { name: 'Aktivera' })).toHaveAccessibleDescription(
      'Registry Lock är redan påslaget.',
    );
  });
});

describe('Copy details for support', () => {
  it('copies in one click the time, address, status, code, request id and app version, never a header or key', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ProblemAlert error={powerForbidden} />);
    const alert = screen.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Copy details for support' }));
    expect(within(alert).getByText('Copied')).toBeInTheDocument();
    const copied = String(writeText.mock.calls[0]?.[0]);
    expect(copied).toMatch(/^Time: \d{4}-\d\d-\d\dT[\d:.]+Z$/m);
    expect(copied).toContain(`Address: ${window.location.href}`);
    expect(copied).toContain('HTTP status: 403');
    expect(copied).toContain('Code: forbidden');
    expect(copied).toContain('Request ID: req_0123456789abcdef');
    expect(copied).toMatch(/^App version: \S+$/m);
    expect(copied).not.toMatch(/authorization|bearer/i);
  });

  it('says it in Swedish, and that no request reached the server when there was none', async () => {
    await act(() => setLocale('sv', null));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <ProblemAlert error={new ApiError({ status: 0, code: 'network_error', title: 'Cannot reach the server' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kopiera detaljer för supporten' }));
    const copied = String(writeText.mock.calls[0]?.[0]);
    expect(copied).toContain('Kod: network_error');
    expect(copied).not.toContain('HTTP-status');
  });
});

describe('Share this view with support', () => {
  it('is offered on the alert where the app offers sharing, and opens it', async () => {
    const share = vi.fn();
    render(
      <ShareViewContext.Provider value={share}>
        <ProblemAlert error={powerForbidden} />
      </ShareViewContext.Provider>,
    );
    await userEvent.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Share this view with support' }),
    );
    expect(share).toHaveBeenCalledOnce();
  });

  it('is not offered where sharing is not (sign-in, a replay)', () => {
    render(<ProblemAlert error={powerForbidden} />);
    expect(screen.queryByRole('button', { name: 'Share this view with support' })).not.toBeInTheDocument();
  });
});
