import { hostingFirstTable } from '../../features/hosting/hosting-first-rows';
import { registerFirstRows } from './register';

/** The web hosting list's first rows (src/boot/first-rows.ts). */
registerFirstRows('hosting', hostingFirstTable, { noun: 'hostingAccounts', dates: true });
