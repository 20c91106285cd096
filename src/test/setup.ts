import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { startI18n } from '@/i18n';

// Components read the core words before they render: English, nothing remembered between tests. A test in
// Swedish calls `setLocale('sv', null)` (and switches back after).
beforeAll(() => startI18n({ languages: ['en'], storage: null }));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
