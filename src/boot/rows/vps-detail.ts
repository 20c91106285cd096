import { vpsDetailFirstScreen } from '../../features/vps/vps-detail-first-rows';
import { registerFirstRows } from './register';

/** A server's screen, its overview (src/boot/first-rows.ts), from its read. */
registerFirstRows('vps-detail', (body, write, _locale, { scopes }) => vpsDetailFirstScreen(body, write, scopes), {
  dates: true,
});
