import { homeFirstSection } from '../../features/home/home-first-rows';
import { registerFirstRows } from './register';

/** Home's list of what needs the customer (src/boot/first-rows.ts), from all of Home's early reads. */
registerFirstRows('home', (bodies, write, locale) => homeFirstSection(bodies, write, locale, Date.now()), {
  dates: true,
});
