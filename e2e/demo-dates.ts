import { shiftedInstant } from '@/mock/scenarios/clock';

/**
 * A demo date as the panel shows it in English ("Dec 20, 2026"): the scenario's authored instant moved to the
 * world clock's day (worlds are created during the test, on the test's clock). Authored dates are 09:00 UTC or
 * later, so the day reads the same in the browser's zone.
 */
export function demoDate(authoredIso: string): string {
  return new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(shiftedInstant(authoredIso, Date.now())),
  );
}
