import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useMessages } from '@/i18n';

export interface Gate {
  allowed: boolean;
  reason: string | null;
  code?: string | null;
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
          {gate.reason ?? t('gate.unavailable')}
        </span>
      )}
    </span>
  );
}
