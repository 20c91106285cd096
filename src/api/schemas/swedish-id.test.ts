import { describe, expect, it } from 'vitest';
import { checkOrganisationNumber, checkPersonalNumber } from './swedish-id';

describe('Swedish personal and organisation numbers', () => {
  it('accepts a personal number in its written forms and normalises it', () => {
    for (const form of ['811218-9876', '8112189876', '19811218-9876', '198112189876']) {
      expect(checkPersonalNumber(form)).toEqual({ valid: true, normalised: '811218-9876' });
    }
    // A samordningsnummer: the day plus 60.
    expect(checkPersonalNumber('701063-2391').valid).toBe(true);
  });

  it('refuses a wrong check digit, a date that does not exist and other shapes', () => {
    expect(checkPersonalNumber('811218-9875')).toEqual({ valid: false, problem: 'checksum' });
    expect(checkPersonalNumber('811318-9876')).toEqual({ valid: false, problem: 'date' });
    expect(checkPersonalNumber('81121-9876')).toEqual({ valid: false, problem: 'format' });
  });

  it('accepts an organisation number and refuses one that is a date or fails the checksum', () => {
    expect(checkOrganisationNumber('556677-8899')).toEqual({ valid: true, normalised: '556677-8899' });
    expect(checkOrganisationNumber('165566778899')).toEqual({ valid: true, normalised: '556677-8899' });
    expect(checkOrganisationNumber('556677-8898')).toEqual({ valid: false, problem: 'checksum' });
    expect(checkOrganisationNumber('811218-9876')).toEqual({ valid: false, problem: 'not_an_organisation' });
  });
});
