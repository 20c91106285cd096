import { defineTranslation } from '@/i18n';
import type en from './en';

/** The password checker's hints in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'passwordHint.warning.straightRow': 'Raka rader av tangenter på tangentbordet är lätta att gissa.',
  'passwordHint.warning.keyPattern': 'Korta mönster på tangentbordet är lätta att gissa.',
  'passwordHint.warning.simpleRepeat': 'Upprepade tecken som ”aaa” är lätta att gissa.',
  'passwordHint.warning.extendedRepeat': 'Upprepade teckenmönster som ”abcabcabc” är lätta att gissa.',
  'passwordHint.warning.sequences': 'Vanliga teckenföljder som ”abc” är lätta att gissa.',
  'passwordHint.warning.recentYears': 'Årtal från senare år är lätta att gissa.',
  'passwordHint.warning.dates': 'Datum är lätta att gissa.',
  'passwordHint.warning.topTen': 'Det här är ett mycket vanligt lösenord.',
  'passwordHint.warning.topHundred': 'Det här är ett ofta använt lösenord.',
  'passwordHint.warning.common': 'Det här är ett vanligt lösenord.',
  'passwordHint.warning.similarToCommon': 'Det här liknar ett vanligt lösenord.',
  'passwordHint.warning.wordByItself': 'Enstaka ord är lätta att gissa.',
  'passwordHint.warning.namesByThemselves': 'Enstaka för- eller efternamn är lätta att gissa.',
  'passwordHint.warning.commonNames': 'Vanliga för- och efternamn är lätta att gissa.',
  'passwordHint.warning.userInputs': 'Lösenordet ska inte innehålla personliga uppgifter eller ord från sidan.',
  'passwordHint.warning.pwned': 'Lösenordet har läckt ut vid ett dataintrång på internet.',
  'passwordHint.suggestion.l33t': 'Undvik förutsägbara utbyten av bokstäver, som ”@” för ”a”.',
  'passwordHint.suggestion.reverseWords': 'Undvik vanliga ord stavade baklänges.',
  'passwordHint.suggestion.allUppercase': 'Skriv några bokstäver, men inte alla, med versaler.',
  'passwordHint.suggestion.capitalization': 'Skriv fler bokstäver än den första med versal.',
  'passwordHint.suggestion.dates': 'Undvik datum och årtal som hör ihop med dig.',
  'passwordHint.suggestion.recentYears': 'Undvik årtal från senare år.',
  'passwordHint.suggestion.associatedYears': 'Undvik årtal som hör ihop med dig.',
  'passwordHint.suggestion.sequences': 'Undvik vanliga teckenföljder.',
  'passwordHint.suggestion.repeated': 'Undvik upprepade ord och tecken.',
  'passwordHint.suggestion.longerKeyboardPattern':
    'Använd längre mönster på tangentbordet och byt riktning flera gånger.',
  'passwordHint.suggestion.anotherWord': 'Lägg till fler ord som är mindre vanliga.',
  'passwordHint.suggestion.useWords': 'Använd flera ord, men undvik vanliga fraser.',
  'passwordHint.suggestion.noNeed': 'Du kan skapa starka lösenord utan symboler, siffror eller versaler.',
  'passwordHint.suggestion.pwned': 'Om du använder lösenordet någon annanstans bör du byta det.',
  'passwordHint.fallback': 'Lägg till ett eller två ord till. Ovanliga ord är bättre.',
});
