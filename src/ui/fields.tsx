import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FormField } from './form-field';

/**
 * The kit's form controls, each on `FormField` (label, hint and error tied to the control). They take what
 * react-hook-form's `register()` returns (`name`, `onChange`, `onBlur`, `ref`) as plain props:
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

export function TextField({
  label,
  hint,
  error,
  fieldClassName,
  describedBy,
  mono = false,
  action,
  ref,
  className,
  ...input
}: FieldProps & {
  /** Monospace text: keys, hostnames, addresses. */
  mono?: boolean;
  /** A control beside the input, in the same row (show/hide a key). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
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
}

export function TextAreaField({
  label,
  hint,
  error,
  fieldClassName,
  describedBy,
  mono = false,
  ref,
  className,
  ...textarea
}: FieldProps & {
  mono?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
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
}

export function SelectField({
  label,
  hint,
  error,
  fieldClassName,
  describedBy,
  ref,
  className,
  children,
  ...select
}: FieldProps & {
  ref?: Ref<HTMLSelectElement>;
  /** The `<option>`s. */
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FormField label={label} hint={hint} error={error} describedBy={describedBy} className={fieldClassName}>
      {(control) => (
        <select {...select} {...control} ref={ref} className={['input', className].filter(Boolean).join(' ')}>
          {children}
        </select>
      )}
    </FormField>
  );
}

/** A checkbox or radio with its label beside it, and a hint under the label announced as its description. */
function Choice({
  type,
  label,
  hint,
  ref,
  className,
  ...input
}: {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement> | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
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
}

type ChoiceProps = {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>;

export function Checkbox(props: ChoiceProps) {
  return <Choice type="checkbox" {...props} />;
}

/** One choice of a `RadioGroup`. */
export function Radio(props: ChoiceProps) {
  return <Choice type="radio" {...props} />;
}

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
