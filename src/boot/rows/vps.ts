import { vpsFirstTable } from '../../features/vps/vps-first-rows';
import { registerFirstRows } from './register';

/** The servers list's first rows (src/boot/first-rows.ts). */
registerFirstRows('vps', (body, { t, number }) => vpsFirstTable(body, t, number), { noun: 'servers' });
