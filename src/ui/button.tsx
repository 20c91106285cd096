import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { GuardWait, useGuardState, type MutationGuard } from './guard';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The kit's classes of each variant (shared with `GatedButton`). */
export const buttonVariantClass: Record<ButtonVariant, string> = {
  primary: 'button button--primary',
  secondary: 'button',
  ghost: 'button button--ghost',
  danger: 'button button--danger',
};

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
  const classes = [buttonVariantClass[variant], size === 'small' ? 'button--small' : null, className]
    .filter(Boolean)
    .join(' ');
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

/** The anchor under `ButtonLink`: the kit's button look on a link. */
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
  const classes = [buttonVariantClass[variant], size === 'small' ? 'button--small' : null, className]
    .filter(Boolean)
    .join(' ');
  return <a {...rest} ref={ref} className={classes} />;
}

/**
 * A link within the panel that looks like a button (a way on, not an action: "Clear filter", "Open the unlock
 * section"). It is the router's `Link` (typed `to`, `params`, `search`, preloading) with `variant` and `size` as
 * `Button`'s; it stays a link for assistive technology. Links out of the panel are `ExternalLink`.
 */
export const ButtonLink = createLink(ButtonAnchor);
