import { defineMessages } from '@/i18n';

/** The sign-in page's demo: in a demo build only (src/demo-build.d.ts), loaded with the demo section. */
export default defineMessages({
  'sessionDemo.heading': 'Try the demo',
  'sessionDemo.intro': 'A mock API is running. Each demo gets a fresh, private world with sample data.',
  'sessionDemo.scenario': 'Scenario',
  'sessionDemo.description':
    '{scenario, select, demo {Astrid Lindqvist’s account (Nordlicht AB) with an example of everything: servers in every state, web hosting, domains, orders, invoices and support tickets. A running server’s console logs in as root with the password norrsken-42.} empty {The same customer with nothing yet: the panel as a new customer sees it.} reseller {The same customer with 10,000 domains across 14 top-level domains, in every status.} other {}}',
  'sessionDemo.start': 'Start demo',
  'sessionDemo.startReadOnly': 'Start read-only demo',
  'sessionDemo.starting': 'Starting…',
});
