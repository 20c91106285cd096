import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailboxPasswordChecks } from '@/api/schemas/hosting';
import { estimateMailboxPassword } from '@/api/schemas/mailbox-password-strength';
import { EstimatorUnavailableError, type MailboxPasswordEstimator } from '@/ui/password-estimator/load-estimator';
import { renderRoute } from '@/test/render-route';
import { findRowByTitle } from '@/test/table-rows';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';

const main = DEMO_HOSTING.main;

/** The loader, as each test wants it: still loading, arriving when the test says, or failing. */
const loader = vi.hoisted(() => ({ load: (): Promise<unknown> => new Promise(() => {}) }));

vi.mock('@/ui/password-estimator/load-estimator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/ui/password-estimator/load-estimator')>()),
  loadMailboxPasswordEstimator: () => loader.load(),
}));

/** The real estimator (the module the mock refuses with), answering later as the worker does. */
const realEstimator: MailboxPasswordEstimator = {
  estimate: (password, context) => Promise.resolve(estimateMailboxPassword(password, context)),
};

afterEach(() => {
  loader.load = () => new Promise(() => {});
});

/** One load for the page, as the real loader shares it, that arrives when the test calls `arrive`. */
function estimatorLater() {
  let arrive: (estimator: MailboxPasswordEstimator) => void = () => {};
  const later = new Promise<MailboxPasswordEstimator>((resolve) => (arrive = resolve));
  loader.load = () => later;
  return { arrive };
}

async function openForm() {
  const rendered = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
  await rendered.user.click(await screen.findByRole('button', { name: 'Create a mailbox' }));
  await rendered.user.type(screen.getByLabelText('Name before @'), 'sales');
  return {
    ...rendered,
    password: screen.getByLabelText('Password', { exact: true }),
    rules: screen.getByRole('list', { name: 'Password rules' }),
  };
}

describe('the mailbox password field while its estimator loads', () => {
  it('types at once; the meter says it is checking, then shows the strength when the estimator arrives', async () => {
    const { arrive } = estimatorLater();
    const { user, password, rules } = await openForm();

    await user.type(password, 'Password1');
    expect(password).toHaveValue('Password1');
    expect(screen.getByText('Strength: checking…')).toBeInTheDocument();
    expect(rules).toHaveTextContent('Hard to guess: loading the check…');
    // The character rules do not wait for the estimator.
    expect(within(rules).getByText('A digit').closest('li')).toHaveTextContent('Met');

    arrive(realEstimator);
    expect(await screen.findByText('Strength: very weak')).toBeInTheDocument();
    expect(rules.lastElementChild).toHaveTextContent('Not met');
    await user.clear(password);
    await user.type(password, 'Vintergatan-Kaffe-73');
    expect(await screen.findByText('Strength: very strong')).toBeInTheDocument();
    expect(rules.lastElementChild).toHaveTextContent('Met');
    expect(rules.lastElementChild).not.toHaveTextContent('Not met');
  });

  it('generates a password at once, before the estimator is there (a click on Create right after sends it), one it passes', async () => {
    const { arrive } = estimatorLater();
    const { user, password } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Generate a strong password' }));
    expect(password).not.toHaveValue('');
    expect(screen.getByText('Strength: checking…')).toBeInTheDocument();
    arrive(realEstimator);
    const generated = (password as HTMLInputElement).value;
    expect(estimateMailboxPassword(generated, { localPart: 'sales', domain: main.domain }).passes).toBe(true);
    expect(await screen.findByText(/^Strength: (strong|very strong)$/)).toBeInTheDocument();
  });
});

describe('the mailbox password field without its estimator', () => {
  it('says the meter is unavailable, still generates a password and submits: the server decides', async () => {
    loader.load = () => Promise.reject(new EstimatorUnavailableError('blocked'));
    const { user, password, rules } = await openForm();
    expect(await within(rules).findByText(/the check could not be loaded; the server still checks it/)).toBeVisible();

    await user.type(password, 'Nordlicht2026');
    expect(screen.getByText('Strength: the meter is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));
    // The server's refusal, with its suggestions, is what the customer gets instead of the meter.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The server refused this password',
    );
    expect(password).toHaveValue('Nordlicht2026');

    await user.click(screen.getByRole('button', { name: 'Generate a strong password' }));
    await waitFor(() => expect(password).not.toHaveValue('Nordlicht2026'));
    // The refusal was about the password it refused: a new one takes its message away.
    expect(screen.queryByText(/The server refused this password/)).not.toBeInTheDocument();
    const generated = (password as HTMLInputElement).value;
    expect(Object.values(mailboxPasswordChecks(generated)).every(Boolean)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));
    expect(await screen.findByText(`Mailbox sales@${main.domain} was created.`)).toBeInTheDocument();
  });

  it('says the meter is unavailable when the estimator stops answering after it loaded', async () => {
    loader.load = () =>
      Promise.resolve({
        estimate: () => Promise.reject(new EstimatorUnavailableError('the worker stopped')),
      } satisfies MailboxPasswordEstimator);
    const { user, password } = await openForm();
    await user.type(password, 'Kv8#tr2Lm!qZ9wXp');
    expect(await screen.findByText('Strength: the meter is unavailable')).toBeInTheDocument();
    expect(password).toHaveValue('Kv8#tr2Lm!qZ9wXp');
  });
});

describe('a password the estimator rates too weak', () => {
  it('is not sent; the message says why, and goes when a password is generated', async () => {
    loader.load = () => Promise.resolve(realEstimator);
    const { user, password, requests } = await openForm();
    await user.type(password, 'Password1');
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too easy to guess');
    expect(screen.getByText(/Make it longer, or generate one/)).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Generate a strong password' }));
    expect(screen.queryByText('This password is too easy to guess')).not.toBeInTheDocument();
    expect(screen.queryByText(/Make it longer, or generate one/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));
    expect(await screen.findByText(`Mailbox sales@${main.domain} was created.`)).toBeInTheDocument();
  });
});

describe('a mailbox’s new password', () => {
  it('refuses a weak one before sending, then sets a generated one and shows it once with copy', async () => {
    loader.load = () => Promise.resolve(realEstimator);
    const { user, requests } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    const mailbox = main.mailboxes.nearQuota;
    await user.click(within(await findRowByTitle(mailbox)).getByRole('button', { name: /^New password/ }));
    const dialog = await screen.findByRole('dialog', { name: `A new password for ${mailbox}` });
    const field = within(dialog).getByLabelText('Password', { exact: true });
    await user.type(field, 'Password1');
    await user.click(within(dialog).getByRole('button', { name: 'Set the new password' }));
    expect(await within(dialog).findByText('This password is too easy to guess')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Generate a strong password' }));
    expect(within(dialog).queryByText('This password is too easy to guess')).not.toBeInTheDocument();
    const generated = (field as HTMLInputElement).value;
    await user.click(within(dialog).getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(`The password of ${mailbox} was changed.`)).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('PUT'))).toHaveLength(1);
    expect(screen.getByRole('heading', { name: `The password of ${mailbox}` })).toBeInTheDocument();
    expect(screen.getByText(generated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Copy the password of ${mailbox}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText(generated)).not.toBeInTheDocument();
  });
});
