import { afterEach, beforeEach, vi } from 'vitest';
import { setLocale } from '@/i18n';
import { captureSavedFiles, type SavedFile } from './saved-files';

/**
 * The set-up every list's route tests share (the kit list's CSV downloads, a test in Swedish): each test catches
 * the files its screen saves, and after it the mocks are restored and the language is English again. Call once at
 * the top of a test file; the array it returns holds the current test's saved files (emptied before each test).
 *
 *   const saved = setUpListTests();
 *   const { records } = await csvRecords(saved[0]);
 */
export function setUpListTests(): readonly SavedFile[] {
  const saved: SavedFile[] = [];
  beforeEach(() => {
    saved.length = 0;
    captureSavedFiles(saved);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await setLocale('en', null);
  });
  return saved;
}
