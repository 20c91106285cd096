// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_BOUND_MS, showBootFailure, watchBoot } from './boot-failure';
import { staticShellHtml } from './static-shell';

const failed = () => document.documentElement.dataset.boot === 'failed';

describe('the static frame when the app cannot start', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.boot;
    document.body.innerHTML = `<div id="root">${staticShellHtml()}</div>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.boot;
    document.body.innerHTML = '';
  });

  it('says so when a script of the page fails to load', () => {
    watchBoot();
    const entry = document.createElement('script');
    entry.type = 'module';
    document.body.append(entry);
    entry.dispatchEvent(new Event('error'));
    expect(failed()).toBe(true);
  });

  it('says so when nothing is drawn within the bound, not before', () => {
    vi.useFakeTimers();
    watchBoot();
    vi.advanceTimersByTime(BOOT_BOUND_MS - 1);
    expect(failed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(failed()).toBe(true);
  });

  it('says nothing once the app has drawn (the frame is gone): the app says its own errors', () => {
    vi.useFakeTimers();
    watchBoot();
    document.getElementById('root')!.innerHTML = '<h1>Servers</h1>';
    vi.advanceTimersByTime(BOOT_BOUND_MS);
    showBootFailure();
    expect(failed()).toBe(false);
  });
});
