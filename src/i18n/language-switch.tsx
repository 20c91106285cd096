import { useId, useState } from 'react';
import { setLocale } from './i18n-store';
import { localeNames, locales, type Locale } from './locale';
import { useLocale, useMessages } from './use-messages';
import './language-switch.css';

/**
 * "English | Svenska": a radio group, each option written in its own language (and marked with `lang`,
 * so screen readers pronounce it right). Picking one loads that language's words, then switches the whole
 * app at once, without a reload; the choice is remembered on this device. For the shell header and the
 * sign-in page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useMessages();
  const active = useLocale();
  const [requested, setRequested] = useState<Locale | null>(null);
  const [failed, setFailed] = useState(false);
  const name = useId();
  const shown = requested ?? active;

  function choose(next: Locale) {
    setRequested(next);
    setFailed(false);
    setLocale(next).then(
      () => setRequested(null),
      () => {
        setRequested(null);
        setFailed(true);
      },
    );
  }

  return (
    <fieldset
      className={className ? `language-switch ${className}` : 'language-switch'}
      aria-busy={requested !== null || undefined}
    >
      <legend className="visually-hidden">{t('language.label')}</legend>
      <span className="language-switch__options">
        {locales.map((locale) => (
          <label key={locale} className="language-switch__option" lang={locale}>
            <input type="radio" name={name} value={locale} checked={shown === locale} onChange={() => choose(locale)} />
            {localeNames[locale]}
          </label>
        ))}
      </span>
      {failed && (
        <span role="alert" className="language-switch__error">
          {t('language.loadFailed')}
        </span>
      )}
    </fieldset>
  );
}
