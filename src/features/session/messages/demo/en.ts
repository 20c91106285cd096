import { defineMessages } from '@/i18n';

/** The sign-in page's demo: in a demo build only (src/demo-build.d.ts), loaded with the demo section. */
export default defineMessages({
  'sessionDemo.heading': 'Try the demo',
  'sessionDemo.intro':
    'Look around a control panel filled with example servers, web hosting, domains, invoices and support tickets. Each demo is yours alone: nothing you do reaches anyone else, and nothing is charged.',
  'sessionDemo.scenario': 'Example account',
  /** A scenario's name as the list shows it; a scenario the panel does not know is shown by its name. */
  'sessionDemo.scenarioName':
    '{name, select, demo {Nordlicht AB: an account with a bit of everything} empty {A new account with nothing bought yet} reseller {A reseller with 10,000 domains} other {{name}}}',
  /** What the chosen example account holds, in customer words (the mock's own description is for developers). */
  'sessionDemo.scenarioAbout':
    '{name, select, demo {Astrid Lindqvist’s company: ten servers (one busy moving, one suspended, one brand new), seven web hosting accounts with their e-mail, twelve domains, orders and invoices to pay (two of them overdue), 300 SEK of credit, two saved cards, and support tickets with replies and attachments. The console of every running server signs in as root with the password norrsken-42.} empty {The same company before it has bought anything: order a server, web hosting or a domain from the start.} reseller {A company that resells domains: 10,000 of them, with 14 different endings and in every state, to find, filter and renew many at once.} other {An example account with sample data.}}',
  'sessionDemo.start': 'Start demo',
  'sessionDemo.startReadOnly': 'Start read-only demo',
  'sessionDemo.starting': 'Starting…',
});
