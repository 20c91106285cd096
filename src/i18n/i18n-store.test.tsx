import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCatalog } from './catalog';
import { defineMessages } from './define';
import { ensureCatalog, getLocale, setLocale, startI18n } from './i18n-store';
import { LanguageSwitch } from './language-switch';
import { detectLocale, LOCALE_STORAGE_KEY } from './locale';
import { useLocale, useMessages } from './use-messages';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const formEn = defineMessages({
  'form.label': 'Server name',
  'form.count': '{count, plural, one {# server} other {# servers}}',
});
const formSv = { 'form.label': 'Servernamn', 'form.count': '{count, plural, one {# server} other {# servrar}}' };

describe('detecting the language', () => {
  it.each([
    [['sv'], 'sv'],
    [['sv-SE'], 'sv'],
    [['sv-FI', 'fi'], 'sv'],
    [['SV-se'], 'sv'],
    [['en-US'], 'en'],
    [['de'], 'en'],
    [['de-DE', 'sv'], 'sv'],
    [['en-GB', 'sv'], 'en'],
    [[], 'en'],
  ])('browser languages %j → %s', (languages, expected) => {
    expect(detectLocale(languages, null)).toBe(expected);
  });

  it('follows the choice stored on this device over the browser', () => {
    expect(detectLocale(['sv-SE'], 'en')).toBe('en');
    expect(detectLocale(['en-US'], 'sv')).toBe('sv');
    expect(detectLocale(['sv-SE'], 'klingon')).toBe('sv');
  });

  it('starts in the stored language, loads its core words and sets <html lang>', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'sv');
    await startI18n({ languages: ['en-US'], storage: localStorage });
    expect(getLocale()).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    await startI18n({ languages: ['sv-FI'], storage: null });
    expect(getLocale()).toBe('sv');
    await startI18n({ languages: ['de'], storage: null });
    expect(getLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('switching the language', () => {
  beforeAll(() => startI18n({ languages: ['en'], storage: null }));
  beforeEach(async () => {
    await setLocale('en', null);
    localStorage.clear();
  });

  function ServerForm({ catalog }: { catalog: Parameters<typeof useMessages<typeof formEn>>[0] }) {
    const t = useMessages(catalog);
    const { register } = useForm({ defaultValues: { name: '' } });
    return (
      <form>
        <label htmlFor="name">{t('form.label')}</label>
        <input id="name" {...register('name')} />
        <p>{t('form.count', { count: 3 })}</p>
        <LanguageSwitch />
      </form>
    );
  }

  it('offers both languages, each named in its own language', async () => {
    render(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Svenska' }).closest('label')).toHaveAttribute('lang', 'sv');
    expect(screen.getByRole('radio', { name: 'English' }).closest('label')).toHaveAttribute('lang', 'en');
  });

  it('loads the new words first, then switches everything at once, keeping what was typed', async () => {
    const sv = deferred<{ default: typeof formSv }>();
    const catalog = defineCatalog('form', { en: () => Promise.resolve({ default: formEn }), sv: () => sv.promise });
    await ensureCatalog(catalog);
    render(<ServerForm catalog={catalog} />);

    const input = screen.getByLabelText('Server name');
    await userEvent.type(input, 'web-01');
    await userEvent.click(screen.getByRole('radio', { name: 'Svenska' }));

    // Still English while Swedish loads: never a key, never half and half.
    expect(screen.getByLabelText('Server name')).toBe(input);
    expect(screen.getByText('3 servers')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toHaveAttribute('aria-busy', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();

    await act(async () => sv.resolve({ default: formSv }));

    expect(await screen.findByLabelText('Servernamn')).toBe(input);
    expect(input).toHaveValue('web-01');
    expect(screen.getByText('3 servrar')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Språk' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('radio', { name: 'Svenska' })).toBeChecked();
    expect(document.documentElement.lang).toBe('sv');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('sv');

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByLabelText('Server name')).toBe(input);
    expect(input).toHaveValue('web-01');
  });

  it('stays in the current language and says so when the new words cannot be loaded; a retry works', async () => {
    let attempts = 0;
    const catalog = defineCatalog('flaky', {
      en: () => Promise.resolve({ default: formEn }),
      sv: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: formSv })),
    });
    await ensureCatalog(catalog);
    render(<ServerForm catalog={catalog} />);

    await userEvent.click(screen.getByRole('radio', { name: 'Svenska' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The language could not be loaded');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(getLocale()).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Svenska' }));
    expect(await screen.findByLabelText('Servernamn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the later choice win when the user changes their mind during a load', async () => {
    const sv = deferred<{ default: typeof formSv }>();
    const catalog = defineCatalog('slow', { en: () => Promise.resolve({ default: formEn }), sv: () => sv.promise });
    await ensureCatalog(catalog);
    const toSwedish = setLocale('sv', null);
    await setLocale('en', null);
    sv.resolve({ default: formSv });
    await toSwedish;
    expect(getLocale()).toBe('en');
  });

  it('also loads a catalog that a route started to load during the switch', async () => {
    const first = deferred<{ default: typeof formSv }>();
    const late = deferred<{ default: typeof formSv }>();
    const inUse = defineCatalog('in-use', { en: () => Promise.resolve({ default: formEn }), sv: () => first.promise });
    const routed = defineCatalog('routed', { en: () => Promise.resolve({ default: formEn }), sv: () => late.promise });
    await ensureCatalog(inUse);
    const switching = setLocale('sv', null);
    await ensureCatalog(routed); // a route's loader, in the language still active
    first.resolve({ default: formSv });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getLocale()).toBe('en');
    late.resolve({ default: formSv });
    await switching;
    expect(getLocale()).toBe('sv');
  });

  it('suspends a component whose catalog its route did not load, then shows its words', async () => {
    const catalog = defineCatalog('unloaded', {
      en: () => Promise.resolve({ default: formEn }),
      sv: () => Promise.resolve({ default: formSv }),
    });
    function Label() {
      return <span>{useMessages(catalog)('form.label')}</span>;
    }
    // Awaited act: React retries a suspended render in act's queue only when the act is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<span>waiting</span>}>
          <Label />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Server name')).toBeInTheDocument();
  });

  it('shows a suspended component’s words, then the new language’s after a switch, as use() must be used', async () => {
    // React reports a component that suspended in use() and later rendered without calling use() (the way
    // operation labels rendered after a switch): that breaks React's replay of the suspended render.
    const errors = vi.spyOn(console, 'error');
    const catalog = defineCatalog('unloaded-then-switched', {
      en: () => Promise.resolve({ default: formEn }),
      sv: () => Promise.resolve({ default: formSv }),
    });
    function Label() {
      return <span>{useMessages(catalog)('form.label')}</span>;
    }
    await setLocale('sv', null);
    try {
      await act(async () => {
        render(
          <Suspense fallback={<span>waiting</span>}>
            <Label />
          </Suspense>,
        );
      });
      expect(await screen.findByText('Servernamn')).toBeInTheDocument();
      await act(() => setLocale('en', null));
      expect(await screen.findByText('Server name')).toBeInTheDocument();
    } finally {
      await setLocale('en', null);
    }
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining('did not call use()'),
    );
  });

  it('gives a failed load to the error boundary once, and loads again when the boundary tries again', async () => {
    let attempts = 0;
    const catalog = defineCatalog('failing-once', {
      en: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: formEn })),
      sv: () => Promise.resolve({ default: formSv }),
    });
    function Label() {
      return <span>{useMessages(catalog)('form.label')}</span>;
    }
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? (
          <button type="button" onClick={() => this.setState({ failed: false })}>
            Try again
          </button>
        ) : (
          this.props.children
        );
      }
    }
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<span>waiting</span>}>
            <Label />
          </Suspense>
        </Boundary>,
      );
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // The error is shown, not hidden by a new load (React renders once more, at once, before it shows the boundary).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(1);
    // Awaited act: the render after the click waits in use() for the new load.
    await act(async () => {
      retry.click();
    });
    expect(await screen.findByText('Server name')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('puts React elements into a message with t.rich, without key warnings', () => {
    const errors = vi.spyOn(console, 'error');
    function Confirm() {
      const t = useMessages();
      return <p>{t.rich('confirm.typeToConfirm', { name: <strong>web-01</strong> })}</p>;
    }
    const { container } = render(<Confirm />);
    expect(container.querySelector('p')?.innerHTML).toBe('Type <strong>web-01</strong> to confirm');
    expect(errors).not.toHaveBeenCalled();
  });

  it('follows a switch made in another tab of this device', async () => {
    function Current() {
      return <span>{useLocale()}</span>;
    }
    render(<Current />);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_STORAGE_KEY, newValue: 'sv' }));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByText('sv')).toBeInTheDocument();
  });
});
