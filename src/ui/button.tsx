import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { GuardWait, useGuardState, type MutationGuard } from './guard';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variantClass: Record<ButtonVariant, string> = {
  primary: 'button button--primary',
  secondary: 'button',
  ghost: 'button button--ghost',
  danger: 'button button--danger',
};

/** The classes of a kit button of this look, for a control that must be another element (`ButtonLink`). */
export function buttonClass(variant: ButtonVariant = 'secondary', size?: 'small', className?: string): string {
  return [variantClass[variant], size === 'small' ? 'button--small' : null, className].filter(Boolean).join(' ');
}

/**
 * The kit's button. With `guard` (the mutation it sends, from `useGuardedMutation` or `useOperationMutation`) it is
 * disabled and `aria-busy` while the request is on its way, and counts down a 429's wait on itself; the mutation's
 * own guard drops a second send even within the same tick, so a double click sends once.
 */
export function Button({
  variant = 'secondary',
  size,
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
  guard?: MutationGuard;
  /** Busy for a reason other than `guard` (e.g. a preview that must finish first). */
  pending?: boolean;
  children: ReactNode;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { busy, waitSeconds } = useGuardState(guard);
  const classes = buttonClass(variant, size, className);
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
  variant,
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
