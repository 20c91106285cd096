import { FitAddon } from '@xterm/addon-fit';
import { Terminal, type ITheme } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { ConsoleSession } from './console-connection';

/**
 * The terminal (xterm.js), its own chunk: the console's page loads it with `lazy`, so no other screen carries it.
 * Keys and pastes go to the session as typed (xterm wraps a paste in bracketed-paste markers when the server asked
 * for them); Escape twice within a second leaves the terminal (`onLeave`), since Tab is a key the server wants.
 */

export interface ConsoleTerminalHandle {
  focus: () => void;
  /** Sends `text` key by key, as if typed (no paste markers): for prompts that refuse a paste. */
  typeText: (text: string) => number;
}

/** Dark in both themes, as terminals are; every colour the mock's line uses reads at 4.5:1 or more on it. */
const THEME: ITheme = {
  background: '#111418',
  foreground: '#e8eaed',
  cursor: '#e8eaed',
  cursorAccent: '#111418',
  selectionBackground: '#3a5a80',
  black: '#111418',
  red: '#ff8a80',
  green: '#7ee787',
  yellow: '#f2cc60',
  blue: '#8ab4f8',
  magenta: '#f0a3ff',
  cyan: '#7fdbe8',
  white: '#e8eaed',
  brightBlack: '#a0a6ad',
  brightRed: '#ffab9f',
  brightGreen: '#a6f0ad',
  brightYellow: '#ffe08a',
  brightBlue: '#aecbfa',
  brightMagenta: '#f6c7ff',
  brightCyan: '#a8ecf4',
  brightWhite: '#ffffff',
};

const ESCAPE_TWICE_MS = 1000;

export default function ConsoleTerminal({
  session,
  label,
  inputLabel,
  onLeave,
  ref,
}: {
  session: ConsoleSession | null;
  label: string;
  inputLabel: string;
  onLeave: () => void;
  ref?: Ref<ConsoleTerminalHandle>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const terminal = useRef<Terminal | null>(null);
  const current = useRef<ConsoleSession | null>(session);
  const leave = useRef(onLeave);
  useEffect(() => {
    current.current = session;
    leave.current = onLeave;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const term = new Terminal({
      theme: THEME,
      fontSize: 14,
      cursorBlink: true,
      scrollback: 2000,
      // Our own readable log speaks for it (the page's `role="log"`): xterm's live region would say everything twice.
      screenReaderMode: false,
    });
    const fit = new FitAddon();
    term.loadAddon(fit);
    term.open(element);
    let lastEscape = 0;
    term.attachCustomKeyEventHandler((event) => {
      if (event.type !== 'keydown' || event.key !== 'Escape') return true;
      const now = event.timeStamp;
      if (now - lastEscape < ESCAPE_TWICE_MS) {
        lastEscape = 0;
        leave.current();
        return false;
      }
      lastEscape = now;
      return true;
    });
    const input = term.onData((data) => current.current?.send(data));
    terminal.current = term;
    const resize = new ResizeObserver(() => fit.fit());
    resize.observe(element);
    fit.fit();
    return () => {
      resize.disconnect();
      input.dispose();
      term.dispose();
      terminal.current = null;
    };
  }, []);

  // The keyboard's field is xterm's; its name is ours, in the page's language.
  useEffect(() => {
    terminal.current?.textarea?.setAttribute('aria-label', inputLabel);
  }, [inputLabel]);

  // A new session (a reconnect) starts on a clean screen with what it has said so far.
  useEffect(() => {
    const term = terminal.current;
    if (!term || !session) return;
    term.reset();
    return session.subscribe((chunk) => term.write(chunk));
  }, [session]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => terminal.current?.focus(),
      typeText: (text) => {
        let count = 0;
        for (const char of text.replace(/\r\n?/g, '\n')) {
          current.current?.send(char === '\n' ? '\r' : char);
          count += 1;
        }
        terminal.current?.focus();
        return count;
      },
    }),
    [],
  );

  return <div ref={container} className="vps-console-terminal" role="group" aria-label={label} />;
}
