import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useMessages, type CoreMessages, type Translate } from '@/i18n';

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
 * says why next to itself, and refuses the click; hiding it would leave the user guessing.
 */
export function GatedButton({
  gate,
  children,
  className = 'button',
  onClick,
  ...rest
}: { gate: Gate; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useMessages();
  const reasonId = useId();
  const blocked = !gate.allowed;
  return (
    <span className="gated">
      <button
        {...rest}
        type={rest.type ?? 'button'}
        className={className}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? reasonId : rest['aria-describedby']}
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
      </button>
      {blocked && (
        <span id={reasonId} className="gated__reason">
          {gateReason(gate, t)}
        </span>
      )}
    </span>
  );
}
