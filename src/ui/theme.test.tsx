import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@/api/storage-keys';
import { setLocale } from '@/i18n';
import { getTheme, setTheme, subscribeTheme } from './theme';
import { applyThemeChoice, readThemeChoice, storeThemeChoice, themeChoiceOf } from './theme-choice';
import { ThemeSwitch } from './theme-switch';

const root = document.documentElement;
const meta = () => document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');

/** What another tab of the browser does: writes the storage, and this tab hears a `storage` event. */
function otherTabStores(value: string | null) {
  if (value === null) localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: value }));
  });
}

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  const tag = document.createElement('meta');
  tag.name = 'color-scheme';
  tag.content = 'light dark';
  document.head.append(tag);
});
afterEach(() => {
  meta()?.remove();
});

describe('the stored choice', () => {
  it('reads light and dark; nothing, an unknown value or blocked storage is the system’s', () => {
    expect(themeChoiceOf('dark')).toBe('dark');
    expect(themeChoiceOf('light')).toBe('light');
    expect(themeChoiceOf(null)).toBe('system');
    expect(themeChoiceOf('system')).toBe('system');
    expect(themeChoiceOf('DARK')).toBe('system');
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readThemeChoice(blocked)).toBe('system');
    expect(readThemeChoice(null)).toBe('system');
  });

  it('keeps an explicit choice and removes the entry for the system’s', () => {
    expect(storeThemeChoice('dark', localStorage)).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(storeThemeChoice('system', localStorage)).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(storeThemeChoice('light', full)).toBe(false);
  });

  it('puts a choice on <html> and the color-scheme meta, and nothing for the system’s', () => {
    applyThemeChoice('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(meta()?.content).toBe('dark');
    applyThemeChoice('light');
    expect(root.dataset.theme).toBe('light');
    expect(meta()?.content).toBe('light');
    applyThemeChoice('system');
    expect(root).not.toHaveAttribute('data-theme');
    expect(meta()?.content).toBe('light dark');
  });
});

describe('the theme store', () => {
  it('switches the page at once, remembers the choice, and tells its subscribers', () => {
    const seen: string[] = [];
    const stop = subscribeTheme(() => seen.push(getTheme()));
    expect(getTheme()).toBe('system');
    setTheme('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    setTheme('system');
    expect(root).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    stop();
    setTheme('light');
    expect(seen).toEqual(['dark', 'system']);
  });

  it('holds a choice for this visit when storage refuses it', () => {
    const setItem = localStorage.setItem.bind(localStorage);
    localStorage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      setTheme('dark');
    } finally {
      localStorage.setItem = setItem;
    }
    expect(getTheme()).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
  });
});

describe('the theme switch', () => {
  it('says the current choice in words and switches the page when another is chosen', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveDisplayValue('System');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['System', 'Light', 'Dark']);

    await user.selectOptions(select, 'Dark');
    expect(select).toHaveDisplayValue('Dark');
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.selectOptions(select, 'System');
    expect(root).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  // Changing it with the arrow keys is the browser's own select (jsdom has none): e2e/theme.spec.ts.
  it('is one stop of the keyboard, and its word focuses it', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    await user.tab();
    expect(select).toHaveFocus();
    await user.tab();
    expect(select).not.toHaveFocus();
    await user.click(screen.getByText('Theme'));
    expect(select).toHaveFocus();
  });

  it('shows the choice the page started with (the boot script’s)', () => {
    root.dataset.theme = 'dark';
    render(<ThemeSwitch />);
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Dark');
  });

  it('follows a choice made in another tab, and its removal', () => {
    render(<ThemeSwitch />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    otherTabStores('dark');
    expect(select).toHaveDisplayValue('Dark');
    expect(root.dataset.theme).toBe('dark');
    otherTabStores(null);
    expect(select).toHaveDisplayValue('System');
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('follows another tab clearing the storage (the system’s setting)', () => {
    setTheme('dark');
    render(<ThemeSwitch />);
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('System');
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('speaks Swedish', async () => {
    await setLocale('sv', null);
    try {
      render(<ThemeSwitch />);
      const select = screen.getByRole('combobox', { name: 'Tema' });
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['System', 'Ljust', 'Mörkt']);
      expect(select).toHaveDisplayValue('System');
    } finally {
      await setLocale('en', null);
    }
  });
});
