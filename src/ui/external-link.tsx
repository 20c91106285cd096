import type { ReactNode } from 'react';
import { httpsUrl } from '@/api/schemas/external-url';
import { useMessages } from '@/i18n';
import { buttonClass, type ButtonVariant } from './button';

/**
 * A link that leaves the panel (payment page, control panel): rendered only for an `https:` address
 * (`httpsUrl`), in a new tab that gets neither `window.opener` nor the panel's address, and says so to screen
 * readers. Anything else renders `fallback` (nothing by default), so a screen cannot link an unsafe address.
 */
export function ExternalLink({
  href,
  className,
  variant,
  children,
  fallback = null,
}: {
  href: string | null | undefined;
  className?: string;
  /** Drawn as the kit's button of this look (a pay button); a plain link without it. */
  variant?: ButtonVariant;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const t = useMessages();
  const safe = httpsUrl(href);
  if (safe === null) return fallback;
  return (
    <a
      className={variant ? buttonClass(variant, undefined, className) : className}
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children} <span className="visually-hidden">{t('link.newTab')}</span>
    </a>
  );
}
