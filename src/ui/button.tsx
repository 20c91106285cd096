import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { GuardWait, useGuardState, type MutationGuard } from './guard';

/** `danger-outline`: a destructive choice among others (a power ladder, a remove in a row): danger colour, no fill. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';

/** The kit's classes of each variant (shared with `GatedButton`). */
export const buttonVariantClass: Record<ButtonVariant, string> = {
  primary: 'button button--primary',
  secondary: 'button',
  ghost: 'button button--ghost',
  danger: 'button button--danger',
  'danger-outline': 'button button--danger-outline',
};

/** The classes of a kit button of this look, for a control that must be another element (`ButtonLink`). */
export function buttonClass(variant: ButtonVariant = 'secondary', size?: 'small', className?: string): string {
  return [buttonVariantClass[variant], size === 'small' ? 'button--small' : null, className].filter(Boolean).join(' ');
}

/**
 * The kit's button. With `guard` (the mutation it sends, from `useGuardedMutation` or `useOperationMutation`) it is
 * disabled and `aria-busy` while the request is on its way, and counts down a 429's wait on itself; the mutation's
 * own guard drops a second send even within the same tick, so a double click sends once.
 */
export function Button({
  variant = 'secondary',
  size,
  block = false,
  guard,
  pending = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: {
  variant?: ButtonVariant;
  size?: 'small';
  /** As wide as its container (a card's one main action). */
  block?: boolean;
  guard?: MutationGuard;
  /** Busy for a reason other than `guard` (e.g. a preview that must finish first). */
  pending?: boolean;
  children: ReactNode;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { busy, waitSeconds } = useGuardState(guard);
  const classes = buttonClass(
    variant,
    size,
    block ? ['button--block', className].filter(Boolean).join(' ') : className,
  );
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy || pending || waitSeconds !== null}
      aria-busy={busy || pending || undefined}
    >
      {children}
      <GuardWait seconds={waitSeconds} />
    </button>
  );
}

function ButtonAnchor({
  variant = 'secondary',
  size,
  className,
  ref,
  ...rest
}: {
  variant?: ButtonVariant;
  size?: 'small';
  ref?: Ref<HTMLAnchorElement>;
} & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...rest} ref={ref} className={buttonClass(variant, size, className)} />;
}

/**
 * A link inside the panel that looks like a button (it navigates, so it stays a link for assistive technology):
 * TanStack Router's `Link` with the button's `variant` and `size`.
 *
 *   <ButtonLink to="/catalog" variant="primary">{t('orders.list.order')}</ButtonLink>
 */
export const ButtonLink = createLink(ButtonAnchor);

/** Buttons that belong together, side by side and wrapping on a phone (a form's actions, a row's actions). */
export function ButtonRow({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  return inline ? <span className="button-row">{children}</span> : <div className="button-row">{children}</div>;
}
