import { beforeAll } from 'vitest';
import { startI18n } from '@/i18n';

// Code reads the core words before it formats them: English, nothing remembered between tests. A test in Swedish
// calls `setLocale('sv', null)` (and switches back after). The tests in jsdom add the DOM's part (setup.ts).
beforeAll(() => startI18n({ languages: ['en'], storage: null }));
