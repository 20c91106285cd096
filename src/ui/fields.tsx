import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FormField } from './form-field';

/**
 * The kit's form controls, each on `FormField` (label, hint and error tied to the control). They take what
 * react-hook-form's `register()` returns (`name`, `onChange`, `onBlur`, `ref`) as plain props (the `ref` through
 * `forwardRef`: React 18, src/api/assumptions.md "React 18 (client runtime)"):
 *
 *   <TextField label={t('x.name')} hint={t('x.hint')} error={errorText(errors.name)} {...form.register('name')} />
 */

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Extra class of the field's wrapper (layout in the area's CSS). */
  fieldClassName?: string;
  /** Ids of more text that describes the control (a live check of what was typed), after the hint and error. */
  describedBy?: string;
}

export const TextField = forwardRef<
  HTMLInputElement,
  FieldProps & {
    /** Monospace text: keys, hostnames, addresses. */
    mono?: boolean;
    /** A control beside the input, in the same row (show/hide a key). */
    action?: ReactNode;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>
>(function TextField(
  { label, hint, error, fieldClassName, describedBy, mono = false, action, className, ...input },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error} describedBy={describedBy} className={fieldClassName}>
      {(control) => {
        const field = (
          <input
            {...input}
            {...control}
            ref={ref}
            className={['input', mono ? 'input--mono' : null, className].filter(Boolean).join(' ')}
          />
        );
        return action ? (
          <div className="input-row">
            {field}
            {action}
          </div>
        ) : (
          field
        );
      }}
    </FormField>
  );
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  FieldProps & { mono?: boolean } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>
>(function TextAreaField(
  { label, hint, error, fieldClassName, describedBy, mono = false, className, ...textarea },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error} describedBy={describedBy} className={fieldClassName}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          ref={ref}
          className={['input', mono ? 'input--mono' : null, className].filter(Boolean).join(' ')}
        />
      )}
    </FormField>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldProps & {
    /** The `<option>`s. */
    children: ReactNode;
  } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>
>(function SelectField({ label, hint, error, fieldClassName, describedBy, className, children, ...select }, ref) {
  return (
    <FormField label={label} hint={hint} error={error} describedBy={describedBy} className={fieldClassName}>
      {(control) => (
        <select {...select} {...control} ref={ref} className={['input', className].filter(Boolean).join(' ')}>
          {children}
        </select>
      )}
    </FormField>
  );
});

type ChoiceProps = {
  label: ReactNode;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>;

/** A checkbox or radio with its label beside it, and a hint under the label announced as its description. */
const Choice = forwardRef<HTMLInputElement, ChoiceProps & { type: 'checkbox' | 'radio' }>(function Choice(
  { type, label, hint, className, ...input },
  ref,
) {
  const id = useId();
  return (
    <div className={['checkbox', className].filter(Boolean).join(' ')}>
      <input {...input} ref={ref} id={id} type={type} aria-describedby={hint ? `${id}-hint` : undefined} />
      <span>
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <span id={`${id}-hint`} className="checkbox__hint">
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
});

export const Checkbox = forwardRef<HTMLInputElement, ChoiceProps>(function Checkbox(props, ref) {
  return <Choice type="checkbox" {...props} ref={ref} />;
});

/** One choice of a `RadioGroup`. */
export const Radio = forwardRef<HTMLInputElement, ChoiceProps>(function Radio(props, ref) {
  return <Choice type="radio" {...props} ref={ref} />;
});

/**
 * Choices that belong together: a fieldset whose legend names them, the choices (`Radio`s or `Checkbox`es), and
 * the group's hint and error announced with it.
 */
export function RadioGroup({
  legend,
  hint,
  error,
  className,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={['field', 'field--group', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy || undefined}
    >
      <legend className="field__label">{legend}</legend>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
