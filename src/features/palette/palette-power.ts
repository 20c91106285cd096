import type { VpsActions } from '@/api/schemas/vps';

/**
 * The power actions the palette offers for a server, each read from its gate (`actions.<name>`), the same rungs
 * the server's Power menu shows (the forced restart and the hard reset stay on the menu, behind its explanations).
 * The palette never sends one: it opens the server's screen with the action's confirmation (`?power=`). `console`
 * is no power action but reads the same way ("console web-01"): it opens the server's console page (issue 38); so do
 * a reinstall and rescue ("rebuild web-01", "boot web-01 into rescue"), which open their confirmation (`?recover=`).
 */
export const palettePowerChoices = ['restart', 'shutdown', 'stop', 'start', 'console', 'rebuild', 'rescue'] as const;
export type PalettePowerChoice = (typeof palettePowerChoices)[number];

export const powerGateOf: Record<PalettePowerChoice, keyof VpsActions> = {
  restart: 'canRestart',
  shutdown: 'canShutdown',
  stop: 'canStop',
  start: 'canStart',
  console: 'canOpenConsole',
  rebuild: 'canRebuild',
  rescue: 'canEnterRescue',
};

export interface PowerQuery {
  /** The power action named first ("restart web-01"), or null. */
  choice: PalettePowerChoice | null;
  /** What is left to find the server by (name, hostname, address). */
  term: string;
}

/**
 * Reads "restart web-01" as the restart of whatever `web-01` finds. `verbsOf` gives a choice's words in the active
 * language (several, comma-separated in the catalog); the longest one that starts the text wins ("starta om" is a
 * restart before "starta" is a start). A verb must be a whole word: "stop" names no action in "stopped". A verb with
 * `…` in it names the server in its middle ("boot … into rescue": "boot web-01 into rescue").
 */
export function parsePowerQuery(text: string, verbsOf: (choice: PalettePowerChoice) => readonly string[]): PowerQuery {
  return parseVerbQuery(text, palettePowerChoices, verbsOf);
}

/** `parsePowerQuery` for any set of choices (the palette's hosting actions read the same way). */
export function parseVerbQuery<C extends string>(
  text: string,
  choices: readonly C[],
  verbsOf: (choice: C) => readonly string[],
): { choice: C | null; term: string } {
  const typed = text.trim().toLocaleLowerCase().replace(/\s+/g, ' ');
  let best: { choice: C; length: number; term: string } | null = null;
  for (const choice of choices) {
    for (const verb of verbsOf(choice)) {
      const word = verb.trim().toLocaleLowerCase().replace(/\s+/g, ' ');
      const term = termAfter(typed, word);
      if (term === null) continue;
      const length = word.replace('…', '').length;
      if (!best || length > best.length) best = { choice, length, term };
    }
  }
  if (!best) return { choice: null, term: text.trim() };
  return { choice: best.choice, term: best.term };
}

/** What the verb leaves of the text ('' for the verb alone), or null when the text does not start with it. */
function termAfter(typed: string, verb: string): string | null {
  if (!verb) return null;
  const gap = verb.indexOf('…');
  if (gap === -1) {
    if (typed === verb) return '';
    return typed.startsWith(`${verb} `) ? typed.slice(verb.length).trim() : null;
  }
  const before = verb.slice(0, gap).trim();
  const after = verb.slice(gap + 1).trim();
  if (!before || !after || !typed.startsWith(`${before} `) || !typed.endsWith(` ${after}`)) return null;
  const term = typed.slice(before.length, typed.length - after.length).trim();
  return term ? term : null;
}

/** A catalog's comma-separated list of verbs as a list. */
export const splitVerbs = (list: string): string[] =>
  list
    .split(',')
    .map((verb) => verb.trim())
    .filter(Boolean);
