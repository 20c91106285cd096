import type { ReactNode } from 'react';
import { httpsUrl } from '@/api/schemas/external-url';
import { useMessages } from '@/i18n';
import { buttonClass, type ButtonVariant } from './button';
import { useReplay } from './replay-mode';

/**
 * A link that leaves the panel (payment page, control panel): rendered only for an `https:` address
 * (`httpsUrl`), in a new tab that gets neither `window.opener` nor the panel's address, and says so to screen
 * readers. Anything else renders `fallback` (nothing by default), so a screen cannot link an unsafe address; a
 * `payment` link says so in words. In a replay of a customer's view (src/ui/replay-mode.ts) nothing is a link: the
 * bundle's addresses (a payment page, a control panel) are the customer's, so the words are text and say where
 * the link went, never a way for support to open them.
 */
export function ExternalLink({
  href,
  className,
  variant,
  children,
  fallback = null,
  payment = false,
  onClick,
  help,
}: {
  href: string | null | undefined;
  className?: string;
  /** Drawn as the kit's button of this look (a pay button); a plain link without it. */
  variant?: ButtonVariant;
  children: ReactNode;
  fallback?: ReactNode;
  /**
   * A payment link: an address that came but is not `https:` (a `javascript:` one, plain http) says that the link
   * could not be shown safely and what to do instead, never the address itself; no address at all is `fallback`.
   */
  payment?: boolean;
  /** Told when the link is followed (a payment screen starts watching for the payment). */
  onClick?: () => void;
  /** Offered after the words when a payment address cannot be linked (the new-ticket form, about this payment). */
  help?: ReactNode;
}) {
  const t = useMessages();
  const replay = useReplay();
  const safe = httpsUrl(href);
  if (safe !== null && replay) {
    return (
      <span className="external-link__replay">
        {children} {t('link.inReplay', { address: safe })}
      </span>
    );
  }
  if (safe === null) {
    return payment && href?.trim() ? (
      <span className="external-link__unsafe">
        {t('link.unsafePayment')}
        {help ? <> {help}</> : null}
      </span>
    ) : (
      fallback
    );
  }
  return (
    <a
      className={variant ? buttonClass(variant, undefined, className) : className}
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children} <span className="visually-hidden">{t('link.newTab')}</span>
    </a>
  );
}
