/**
 * The console's output as plain lines, for the page's readable log (a screen reader's view of the terminal): escape
 * sequences (colours, bracketed paste mode) removed, backspaces applied, carriage returns ending nothing.
 */

export interface ConsoleLog {
  /** Finished lines, oldest first (at most `MAX_LINES`). */
  lines: readonly string[];
  /** The line being written (a prompt, what is typed at it). */
  partial: string;
}

export const MAX_LOG_LINES = 200;

export const emptyConsoleLog: ConsoleLog = { lines: [], partial: '' };

// Built from strings: a control character in a regular expression literal reads as a mistake (no-control-regex).
const ESC = String.fromCharCode(27);
const BEL = String.fromCharCode(7);
const SEQUENCES = new RegExp(
  `${ESC}(?:\\[[0-9;?]*[ -/]*[@-~]|\\][^${BEL}${ESC}]*(?:${BEL}|${ESC}\\\\)|[()][0-9A-Za-z]|.)`,
  'g',
);

export function appendToLog(log: ConsoleLog, chunk: string): ConsoleLog {
  const lines = [...log.lines];
  let partial = log.partial;
  for (const char of chunk.replace(SEQUENCES, '')) {
    if (char === '\n') {
      lines.push(partial);
      partial = '';
    } else if (char === '\b') {
      partial = [...partial].slice(0, -1).join('');
    } else if (char >= ' ' && char !== '\x7f') {
      partial += char;
    }
  }
  return { lines: lines.slice(-MAX_LOG_LINES), partial };
}
