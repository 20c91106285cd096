import { describe, expect, it } from 'vitest';
import { parsePowerQuery, splitVerbs, type PalettePowerChoice } from './palette-power';

const english: Record<PalettePowerChoice, string> = {
  restart: 'restart,reboot',
  shutdown: 'shut down,shutdown',
  stop: 'power off,stop',
  start: 'start,boot',
  console: 'open the console of,open the console,console',
  rebuild: 'rebuild,reinstall',
  rescue: 'boot … into rescue,boot into rescue,rescue',
};
const swedish: Record<PalettePowerChoice, string> = {
  restart: 'starta om,omstart,restart',
  shutdown: 'stäng av,shutdown',
  stop: 'bryt strömmen,stoppa,stop',
  start: 'starta,start',
  console: 'öppna konsolen för,öppna konsolen,konsol',
  rebuild: 'installera om,ominstallera,rebuild',
  rescue: 'starta … i räddningsläge,starta i räddningsläge,räddningsläge,rescue',
};
const verbs = (table: Record<PalettePowerChoice, string>) => (choice: PalettePowerChoice) => splitVerbs(table[choice]);

describe('a power action typed by name', () => {
  it('reads the action first and the server after it', () => {
    expect(parsePowerQuery('restart web-01', verbs(english))).toEqual({ choice: 'restart', term: 'web-01' });
    expect(parsePowerQuery('  Power  off db-01 ', verbs(english))).toEqual({ choice: 'stop', term: 'db-01' });
    expect(parsePowerQuery('start', verbs(english))).toEqual({ choice: 'start', term: '' });
  });

  it('takes the longest verb, so a Swedish restart is not a start', () => {
    expect(parsePowerQuery('starta om web-01', verbs(swedish))).toEqual({ choice: 'restart', term: 'web-01' });
    expect(parsePowerQuery('starta web-01', verbs(swedish))).toEqual({ choice: 'start', term: 'web-01' });
    expect(parsePowerQuery('stäng av db', verbs(swedish))).toEqual({ choice: 'shutdown', term: 'db' });
  });

  it('reads "open the console of web-01" and "konsol web-01" as the console of that server', () => {
    expect(parsePowerQuery('Open the console of web-01', verbs(english))).toEqual({
      choice: 'console',
      term: 'web-01',
    });
    expect(parsePowerQuery('console web-01', verbs(english))).toEqual({ choice: 'console', term: 'web-01' });
    expect(parsePowerQuery('öppna konsolen för web-01', verbs(swedish))).toEqual({ choice: 'console', term: 'web-01' });
  });

  it('names no action when the first word only begins like one, or there is none', () => {
    expect(parsePowerQuery('stopped', verbs(english))).toEqual({ choice: null, term: 'stopped' });
    expect(parsePowerQuery('restar', verbs(english))).toEqual({ choice: null, term: 'restar' });
    expect(parsePowerQuery('web-01 restart', verbs(english))).toEqual({ choice: null, term: 'web-01 restart' });
    expect(parsePowerQuery('', verbs(english))).toEqual({ choice: null, term: '' });
  });
});

describe('a reinstall and rescue typed by name (issue 38)', () => {
  const en = verbs(english);
  const sv = verbs(swedish);

  it('reads "Boot web-01 into rescue" as rescue, not a start of "web-01 into rescue"', () => {
    expect(parsePowerQuery('Boot web-01 into rescue', en)).toEqual({ choice: 'rescue', term: 'web-01' });
    expect(parsePowerQuery('boot into rescue web-01', en)).toEqual({ choice: 'rescue', term: 'web-01' });
    expect(parsePowerQuery('rescue', en)).toEqual({ choice: 'rescue', term: '' });
    expect(parsePowerQuery('boot web-01', en)).toEqual({ choice: 'start', term: 'web-01' });
    expect(parsePowerQuery('starta web-01 i räddningsläge', sv)).toEqual({ choice: 'rescue', term: 'web-01' });
    expect(parsePowerQuery('starta om web-01', sv)).toEqual({ choice: 'restart', term: 'web-01' });
  });

  it('reads "Rebuild web-01" and "installera om web-01" as a reinstall', () => {
    expect(parsePowerQuery('Rebuild web-01', en)).toEqual({ choice: 'rebuild', term: 'web-01' });
    expect(parsePowerQuery('reinstall web-01', en)).toEqual({ choice: 'rebuild', term: 'web-01' });
    expect(parsePowerQuery('installera om web-01', sv)).toEqual({ choice: 'rebuild', term: 'web-01' });
  });
});
