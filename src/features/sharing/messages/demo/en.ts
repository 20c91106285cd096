import { defineMessages } from '@/i18n';

/** "Continue in a world" in a replay's banner: in a demo build only (src/demo-build.d.ts), loaded with the button. */
export default defineMessages({
  'sharingDemo.continue': 'Continue in a world',
  'sharingDemo.continuing': 'Building the world…',
  'sharingDemo.tooLarge': 'This view holds too many records to build a world from.',
  'sharingDemo.tooLarge.detail':
    'The replay stays as it is. Ask the customer to share the screen again with fewer rows loaded (a filter, or fewer pages of the list), then continue from that file.',
});
