// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@/api/storage-keys';

/**
 * The boot script's part of the theme (src/boot/boot.ts, the page's first script): the choice kept on this device is
 * on `<html data-theme>` and the color-scheme meta before anything paints, and another tab's choice is followed.
 * The script runs when it is loaded, as in the page; here without its config preload, so it sends nothing.
 */

const root = document.documentElement;
const meta = () => document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');

async function boot() {
  vi.resetModules();
  await import('./boot');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete root.dataset.theme;
  meta()?.remove();
  const tag = document.createElement('meta');
  tag.name = 'color-scheme';
  tag.content = 'light dark';
  document.head.append(tag);
});

describe('the boot script and the theme', () => {
  it('puts the dark choice kept on this device on the page', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await boot();
    expect(root.dataset.theme).toBe('dark');
    expect(meta()?.content).toBe('dark');
    // The rest of its work goes on: the frame for a visitor who is not signed in.
    expect(root.dataset.shell).toBe('sign-in');
  });

  it('puts the light choice on the page (a dark system then stays light)', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    await boot();
    expect(root.dataset.theme).toBe('light');
    expect(meta()?.content).toBe('light');
  });

  it('says nothing for the system’s setting, nor for a value it does not know', async () => {
    await boot();
    expect(root).not.toHaveAttribute('data-theme');
    expect(meta()?.content).toBe('light dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    await boot();
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('starts the page even when storage cannot be read', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await boot();
    expect(getItem).toHaveBeenCalled();
    expect(root).not.toHaveAttribute('data-theme');
    expect(root.dataset.shell).toBe('sign-in');
  });

  it('follows a choice made in another tab, with no app on the page yet', async () => {
    await boot();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(root.dataset.theme).toBe('dark');
    expect(meta()?.content).toBe('dark');
    localStorage.removeItem(THEME_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: null }));
    expect(root).not.toHaveAttribute('data-theme');
    expect(meta()?.content).toBe('light dark');
  });
});
