import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useMessages, type CoreMessages, type Translate } from '@/i18n';
import { useBlockedCover } from './blocked-banner';
import { buttonClass, type ButtonVariant } from './button';
import { GuardWait, useGuardState, type MutationGuard } from './guard';

export interface Gate {
  allowed: boolean;
  reason: string | null;
  code?: string | null;
}

/**
 * Why the action is blocked: the server's reason as sent; for a gate the server left out (the contract's
 * `tolerantGate` marks it `gate_missing`) or sent without a reason, the panel's words.
 */
function gateReason(gate: Gate, t: Translate<CoreMessages>): string {
  if (gate.code === 'gate_missing') return t('gate.missing');
  return gate.reason ?? t('gate.unavailable');
}

/**
 * A button for an action behind a gate (`actions.<name>`). When blocked it stays visible and focusable,
 * says why next to itself, and refuses the click; hiding it would leave the user guessing. When the page's
 * `BlockedBanner` already says why (a `BlockedScope` covering the gate's code), it points at the banner
 * (`aria-describedby`) instead of repeating the reason. With `guard` (the
 * mutation it sends) it is also busy while that request is on its way and shows a 429's wait.
 */
export function GatedButton({
  gate,
  guard,
  variant,
  size,
  children,
  className,
  onClick,
  disabled,
  ...rest
}: {
  gate: Gate;
  guard?: MutationGuard;
  /** The kit button's look (as `Button`); without it, `className` alone (default: the plain button). */
  variant?: ButtonVariant;
  size?: 'small';
  children: ReactNode;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useMessages();
  const reasonId = useId();
  const blocked = !gate.allowed;
  const coveredBy = useBlockedCover(gate);
  // Blocked: described by why (its reason, or the banner that says it), as before the banner existed.
  const describedBy = blocked ? (coveredBy ?? reasonId) : rest['aria-describedby'];
  const { busy, waitSeconds } = useGuardState(guard);
  return (
    <span className="gated">
      <button
        {...rest}
        type={rest.type ?? 'button'}
        className={
          variant !== undefined || size !== undefined ? buttonClass(variant, size, className) : (className ?? 'button')
        }
        disabled={disabled || busy || waitSeconds !== null}
        aria-busy={busy || undefined}
        aria-disabled={blocked || undefined}
        aria-describedby={describedBy}
        data-gate-code={gate.code ?? undefined}
        onClick={(event) => {
          if (blocked) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {children}
        <GuardWait seconds={waitSeconds} />
      </button>
      {blocked && coveredBy === null && (
        <span id={reasonId} className="gated__reason">
          {gateReason(gate, t)}
        </span>
      )}
    </span>
  );
}
