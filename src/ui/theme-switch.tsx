import { useMessages } from '@/i18n';
import { setTheme, themeChoiceOf, themeChoices, useTheme } from './theme';

/**
 * "Theme: System / Light / Dark", a native select (the choice in words, labelled, every keyboard and screen reader
 * knows it). For the header (on a phone its own row, under the language switch) and the sign-in page. The static
 * frame in index.html draws the same box (src/boot/static-shell.ts), so nothing moves when this replaces it.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const t = useMessages();
  const choice = useTheme();
  return (
    <label className={['theme-switch', className].filter(Boolean).join(' ')}>
      <span className="theme-switch__icon" aria-hidden="true" />
      <span className="theme-switch__label">{t('theme.label')}</span>
      <span className="theme-switch__box">
        <select
          className="theme-switch__select"
          value={choice}
          onChange={(event) => setTheme(themeChoiceOf(event.target.value))}
        >
          {themeChoices.map((option) => (
            <option key={option} value={option}>
              {t(`theme.${option}`)}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}
