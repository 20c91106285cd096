import type { VpsActions } from '@/api/schemas/vps';

/**
 * The power actions the palette offers for a server, each read from its gate (`actions.<name>`), the same rungs
 * the server's Power menu shows (the forced restart and the hard reset stay on the menu, behind its explanations).
 * The palette never sends one: it opens the server's screen with the action's confirmation (`?power=`). `console`
 * is no power action but reads the same way ("console web-01"): it opens the server's console page (issue 38).
 */
export const palettePowerChoices = ['restart', 'shutdown', 'stop', 'start', 'console'] as const;
export type PalettePowerChoice = (typeof palettePowerChoices)[number];

export const powerGateOf: Record<PalettePowerChoice, keyof VpsActions> = {
  restart: 'canRestart',
  shutdown: 'canShutdown',
  stop: 'canStop',
  start: 'canStart',
  console: 'canOpenConsole',
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
 * restart before "starta" is a start). A verb must be a whole word: "stop" names no action in "stopped".
 */
export function parsePowerQuery(text: string, verbsOf: (choice: PalettePowerChoice) => readonly string[]): PowerQuery {
  const typed = text.trim().toLocaleLowerCase().replace(/\s+/g, ' ');
  let best: { choice: PalettePowerChoice; verb: string } | null = null;
  for (const choice of palettePowerChoices) {
    for (const verb of verbsOf(choice)) {
      const word = verb.trim().toLocaleLowerCase();
      if (!word || (typed !== word && !typed.startsWith(`${word} `))) continue;
      if (!best || word.length > best.verb.length) best = { choice, verb: word };
    }
  }
  if (!best) return { choice: null, term: text.trim() };
  return { choice: best.choice, term: typed.slice(best.verb.length).trim() };
}

/** A catalog's comma-separated list of verbs as a list. */
export const splitVerbs = (list: string): string[] =>
  list
    .split(',')
    .map((verb) => verb.trim())
    .filter(Boolean);
