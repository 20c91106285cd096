import { defineMessages } from '@/i18n';

/**
 * The password checker's hints (zxcvbn-ts's English feedback, which the estimator and the server send as
 * `suggestions[]`), keyed by zxcvbn's own names so the text sent maps to the reader's language (password-hint.tsx).
 * The English must equal zxcvbn-ts's word for word (password-hint.test.ts checks it).
 */
export default defineMessages({
  'passwordHint.warning.straightRow': 'Straight rows of keys on your keyboard are easy to guess.',
  'passwordHint.warning.keyPattern': 'Short keyboard patterns are easy to guess.',
  'passwordHint.warning.simpleRepeat': 'Repeated characters like "aaa" are easy to guess.',
  'passwordHint.warning.extendedRepeat': 'Repeated character patterns like "abcabcabc" are easy to guess.',
  'passwordHint.warning.sequences': 'Common character sequences like "abc" are easy to guess.',
  'passwordHint.warning.recentYears': 'Recent years are easy to guess.',
  'passwordHint.warning.dates': 'Dates are easy to guess.',
  'passwordHint.warning.topTen': 'This is a heavily used password.',
  'passwordHint.warning.topHundred': 'This is a frequently used password.',
  'passwordHint.warning.common': 'This is a commonly used password.',
  'passwordHint.warning.similarToCommon': 'This is similar to a commonly used password.',
  'passwordHint.warning.wordByItself': 'Single words are easy to guess.',
  'passwordHint.warning.namesByThemselves': 'Single names or surnames are easy to guess.',
  'passwordHint.warning.commonNames': 'Common names and surnames are easy to guess.',
  'passwordHint.warning.userInputs': 'There should not be any personal or page related data.',
  'passwordHint.warning.pwned': 'Your password was exposed by a data breach on the Internet.',
  'passwordHint.suggestion.l33t': "Avoid predictable letter substitutions like '@' for 'a'.",
  'passwordHint.suggestion.reverseWords': 'Avoid reversed spellings of common words.',
  'passwordHint.suggestion.allUppercase': 'Capitalize some, but not all letters.',
  'passwordHint.suggestion.capitalization': 'Capitalize more than the first letter.',
  'passwordHint.suggestion.dates': 'Avoid dates and years that are associated with you.',
  'passwordHint.suggestion.recentYears': 'Avoid recent years.',
  'passwordHint.suggestion.associatedYears': 'Avoid years that are associated with you.',
  'passwordHint.suggestion.sequences': 'Avoid common character sequences.',
  'passwordHint.suggestion.repeated': 'Avoid repeated words and characters.',
  'passwordHint.suggestion.longerKeyboardPattern':
    'Use longer keyboard patterns and change typing direction multiple times.',
  'passwordHint.suggestion.anotherWord': 'Add more words that are less common.',
  'passwordHint.suggestion.useWords': 'Use multiple words, but avoid common phrases.',
  'passwordHint.suggestion.noNeed':
    'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  'passwordHint.suggestion.pwned': 'If you use this password elsewhere, you should change it.',
  // Ours: what the estimator says when zxcvbn gives no feedback for a password below the minimum.
  'passwordHint.fallback': 'Add another word or two. Uncommon words are better.',
});
