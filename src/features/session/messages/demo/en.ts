import { defineMessages } from '@/i18n';

/** The sign-in page's demo: in a demo build only (src/demo-build.d.ts), loaded with the demo section. */
export default defineMessages({
  'sessionDemo.heading': 'Try the demo',
  'sessionDemo.intro': 'A mock API is running. Each demo gets a fresh, private world with sample data.',
  'sessionDemo.scenario': 'Scenario',
  'sessionDemo.start': 'Start demo',
  'sessionDemo.startReadOnly': 'Start read-only demo',
  'sessionDemo.starting': 'Starting…',
});
