import { vpsDetailFirstScreen } from '../../features/vps/vps-detail-first-rows';
import { registerFirstRows } from './register';

/** A server's screen, its overview or metrics tab (src/boot/first-rows.ts), from its reads. */
registerFirstRows(
  'vps-detail',
  (bodies, write, _locale, { scopes }) => vpsDetailFirstScreen(bodies, write, scopes, location.search),
  { dates: true },
);
