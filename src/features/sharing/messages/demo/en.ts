import { defineMessages } from '@/i18n';

/** "Continue in a world" in a replay's banner: in a demo build only (src/demo-build.d.ts), loaded with the button. */
export default defineMessages({
  'sharingDemo.continue': 'Continue in a world',
  'sharingDemo.continuing': 'Building the world…',
});
