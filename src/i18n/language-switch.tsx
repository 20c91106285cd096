import { useId, useState } from 'react';
import { setLocale } from './i18n-store';
import { localeNames, locales, type Locale } from './locale';
import { useLocale, useMessages } from './use-messages';

/**
 * "English | Svenska": a radio group, each option written in its own language (and marked with `lang`,
 * so screen readers pronounce it right). Picking one loads that language's words, then switches the whole
 * app at once, without a reload; the choice is remembered on this device. For the shell header and the
 * sign-in page. `short` shows "EN | SV" on a narrow screen (the names stay the options' accessible names).
 */
export function LanguageSwitch({
  className,
  short = false,
  onChosen,
}: {
  className?: string;
  short?: boolean;
  /** After the panel switched to a language the person picked (the person menu saves it to their profile). */
  onChosen?: (locale: Locale) => void;
}) {
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
      () => {
        setRequested(null);
        onChosen?.(next);
      },
      () => {
        setRequested(null);
        setFailed(true);
      },
    );
  }

  return (
    <fieldset
      className={['language-switch', short ? 'language-switch--short' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-busy={requested !== null || undefined}
    >
      <legend className="visually-hidden">{t('language.label')}</legend>
      <span className="language-switch__options">
        {locales.map((locale) => (
          <label key={locale} className="language-switch__option" lang={locale}>
            <input type="radio" name={name} value={locale} checked={shown === locale} onChange={() => choose(locale)} />
            <span className="language-switch__name">{localeNames[locale]}</span>
            {short && (
              <span className="language-switch__code" aria-hidden="true">
                {locale.toUpperCase()}
              </span>
            )}
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
