import { defineMessages } from '@/i18n';

export default defineMessages({
  'viewBundle.share.title': 'Share this view with support',
  'viewBundle.share.intro':
    'Support sees this screen as you see it now, and cannot change anything in it. Nothing leaves your browser until you download the file and send it, for example attached to a ticket.',
  'viewBundle.share.mask': 'Hide personal data',
  'viewBundle.share.maskHint':
    'Names, e-mail addresses, phone numbers, street addresses, organisation and personal numbers are replaced with stand-ins such as “Person 1”.',
  'viewBundle.share.contents': 'What is in the file',
  'viewBundle.share.address': 'This screen: {path}',
  'viewBundle.share.responses': '{count, plural, =0 {No answers} one {# answer} other {# answers}} from the server',
  'viewBundle.share.failures':
    '{count, plural, =0 {No failed requests} one {# failed request} other {# failed requests}}',
  'viewBundle.share.operations':
    '{count, plural, =0 {No recent activity} one {# recent activity} other {# recent activities}}',
  'viewBundle.share.resources': 'Named in it',
  'viewBundle.share.noResources': 'No servers, domains or tickets by name',
  'viewBundle.share.never': 'Never in it: your API key or anything your browser sent with a request.',
  'viewBundle.share.size': 'Size: {size}',
  'viewBundle.share.download': 'Download the file',
  'viewBundle.share.downloaded': 'Downloaded. Attach the file to a ticket or send it to support.',
  'viewBundle.share.close': 'Close',
  'viewBundle.open.heading': 'Open a customer’s view',
  'viewBundle.open.intro':
    'For support: choose a view file a customer shared to see their screen as they saw it, read-only.',
  'viewBundle.open.file': 'View file',
  'viewBundle.open.opening': 'Opening the view…',
  'viewBundle.open.refused.tooLarge': 'This file is too large to be a view. Ask the customer to share the view again.',
  'viewBundle.open.refused.notJson': 'This file is not a view from the panel.',
  'viewBundle.open.refused.notABundle': 'This file is not a view from the panel, or it is damaged.',
  'viewBundle.open.refused.wrongVersion':
    'This view was made by another version of the panel and cannot be opened here.',
});
