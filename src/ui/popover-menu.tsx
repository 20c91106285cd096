import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button';
import './popover-menu.css';

/** What the menu's content can do: close it, giving focus back to its button (before a dialog opens, say). */
export interface PopoverMenuControls {
  close: () => void;
}

/**
 * A compact menu behind one button ("Power ▾"): a disclosure whose panel holds the actions, each with its own
 * words (a description, a gate's reason), which a `role="menu"` could not carry. Keyboard: Enter or Space opens it
 * and moves focus to its first control, Tab walks through it, Escape closes it and returns focus to the button;
 * a click outside or focus leaving it closes it. `aria-expanded` on the button says whether it is open.
 *
 *   <PopoverMenu label={t('…power.menu')}>{({ close }) => <ul>…<Button onClick={() => { close(); … }}>…</ul>}</PopoverMenu>
 */
export function PopoverMenu({
  label,
  panelLabel,
  variant = 'secondary',
  children,
}: {
  label: ReactNode;
  /** The panel's accessible name (defaults to the button's text). */
  panelLabel?: string;
  variant?: ButtonVariant;
  children: (controls: PopoverMenuControls) => ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button:not([disabled]), a[href], [tabindex="0"]')?.focus();
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className="popover-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        // Focus moved on to something outside (Tab past the last action): the menu closes behind it.
        if (open && event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className={buttonClass(variant, undefined, 'popover-menu__button')}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <span className="popover-menu__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div
        ref={panel}
        id={`${id}-panel`}
        role="group"
        aria-label={panelLabel}
        aria-labelledby={panelLabel ? undefined : `${id}-button`}
        className="popover-menu__panel"
        hidden={!open}
      >
        {open ? children({ close }) : null}
      </div>
    </div>
  );
}
