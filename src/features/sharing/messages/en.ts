import { defineMessages } from '@/i18n';

export default defineMessages({
  'sharing.share.title': 'Share this view with support',
  'sharing.share.intro':
    'Support sees this screen as you see it now, and cannot change anything in it. Nothing leaves your browser until you download the file and send it, for example attached to a ticket.',
  'sharing.share.mask': 'Hide personal data',
  'sharing.share.maskHint':
    'Names, e-mail addresses, phone numbers, street addresses, organisation and personal numbers are replaced with stand-ins such as “Person 1”.',
  'sharing.share.contents': 'What is in the file',
  'sharing.share.address': 'This screen: {path}',
  'sharing.share.responses': '{count, plural, =0 {No answers} one {# answer} other {# answers}} from the server',
  'sharing.share.failures': '{count, plural, =0 {No failed requests} one {# failed request} other {# failed requests}}',
  'sharing.share.failure': '{method} {path}: HTTP {status}, {code}{times, plural, =1 {} other { (# times)}}',
  'sharing.share.failureNoAnswer': '{method} {path}: no answer, {code}{times, plural, =1 {} other { (# times)}}',
  'sharing.share.operations':
    '{count, plural, =0 {No recent operations} one {# recent operation} other {# recent operations}}',
  'sharing.share.resources': 'Named in it',
  'sharing.share.noResources': 'No servers, domains or tickets by name',
  'sharing.share.never': 'Never in it: your API key or anything your browser sent with a request.',
  'sharing.share.size': 'Size: {size}',
  'sharing.share.download': 'Download the file',
  'sharing.share.downloaded': 'Downloaded. Attach the file to a ticket or send it to support.',
  'sharing.share.close': 'Close',
  'sharing.open.heading': 'Open a customer’s view',
  'sharing.open.intro':
    'For support: choose a view file a customer shared to see their screen as they saw it, read-only.',
  'sharing.open.file': 'View file',
  'sharing.open.opening': 'Opening the view…',
  'sharing.open.refused.tooLarge': 'This file is too large to be a view. Ask the customer to share the view again.',
  'sharing.open.refused.notJson': 'This file is not a view from the panel.',
  'sharing.open.refused.notABundle': 'This file is not a view from the panel, or it is damaged.',
  'sharing.open.refused.wrongVersion': 'This view was made by another version of the panel and cannot be opened here.',
});
