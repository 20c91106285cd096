import { render, screen, within } from '@testing-library/react';
import { translations } from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import { estimateMailboxPassword } from '@/api/schemas/mailbox-password-strength';
import { setLocale } from '@/i18n';
import english from './messages/en';
import { PasswordHints } from './password-hint';

describe('the password checker’s hints', () => {
  it('know every sentence zxcvbn sends, word for word', () => {
    for (const [name, text] of Object.entries(translations.warnings)) {
      expect(english[`passwordHint.warning.${name}` as keyof typeof english]).toBe(text);
    }
    for (const [name, text] of Object.entries(translations.suggestions)) {
      expect(english[`passwordHint.suggestion.${name}` as keyof typeof english]).toBe(text);
    }
  });

  it('are Swedish on a Swedish screen; a sentence they do not know is shown as sent, marked English', async () => {
    const { suggestions } = estimateMailboxPassword('Password1', { localPart: 'sales', domain: 'nordlicht.se' });
    expect(suggestions.length).toBeGreaterThan(0);
    await setLocale('sv', null);
    try {
      render(<PasswordHints suggestions={[...suggestions, 'Something new from the server.']} />);
      const list = screen.getByRole('list');
      await within(list).findByText('Det här är ett vanligt lösenord.');
      for (const text of suggestions) expect(list).not.toHaveTextContent(text);
      expect(within(list).getByText('Something new from the server.')).toHaveAttribute('lang', 'en');
    } finally {
      await setLocale('en', null);
    }
  });
});
