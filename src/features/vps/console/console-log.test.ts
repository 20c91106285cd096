import { describe, expect, it } from 'vitest';
import { appendToLog, emptyConsoleLog } from './console-log';

describe('the console’s readable log', () => {
  it('keeps the text a screen reader should hear, without colours or terminal modes', () => {
    let log = appendToLog(emptyConsoleLog, '[  \x1b[32mOK\x1b[0m  ] Started ssh.service\r\nweb-01 login: \x1b[?2004h');
    expect(log).toEqual({ lines: ['[  OK  ] Started ssh.service'], partial: 'web-01 login: ' });
    log = appendToLog(log, 'roo');
    log = appendToLog(log, 'x\b \b');
    log = appendToLog(log, 't');
    expect(log.partial).toBe('web-01 login: root');
  });

  it('keeps characters outside ASCII as they are', () => {
    const log = appendToLog(emptyConsoleLog, 'åäö ✓\r\n');
    expect(log.lines).toEqual(['åäö ✓']);
  });

  it('keeps the last 200 lines', () => {
    const log = appendToLog(emptyConsoleLog, Array.from({ length: 250 }, (_, i) => `line ${i}\r\n`).join(''));
    expect(log.lines).toHaveLength(200);
    expect(log.lines[0]).toBe('line 50');
  });
});
