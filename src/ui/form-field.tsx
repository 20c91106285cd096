import { useId, type ReactNode } from 'react';

/** What a field's control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it (a format, a limit). */
  hint?: ReactNode;
  /** The field's error, already in the reader's words; announced with the control and marks it invalid. */
  error?: ReactNode;
  /** Renders the control (input, select, textarea) with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string | undefined;
  /** Ids of more text that describes the control (a live check of what was typed), after the hint and error. */
  describedBy?: string | undefined;
}

/**
 * One form field: label, control, hint and error, tied together for assistive technology (`htmlFor`,
 * `aria-describedby` naming the hint and the error, `aria-invalid` while there is an error). Every form uses it,
 * so a field never loses its label or announces a stale error.
 *
 *   <FormField label={t('x.name')} hint={t('x.name.hint')} error={errorText(errors.name)}>
 *     {(control) => <input {...control} className="input" {...form.register('name')} />}
 *   </FormField>
 */
export function FormField({ label, hint, error, children, className, describedBy: more }: FormFieldProps) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null, more || null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': hasError ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
