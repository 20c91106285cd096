import type { InputHTMLAttributes, Ref } from 'react';

/**
 * The kit's bare text input, for a `FormField` whose control is more than one input (an input with buttons
 * beside it, or one that names more descriptions than its hint and error). Everywhere else use `TextField`.
 *
 *   <FormField label={t('x.password')} error={…}>
 *     {(control) => <div className="input-row"><TextInput {...control} mono {...register('password')} />…</div>}
 *   </FormField>
 */
export function TextInput({
  mono = false,
  className,
  ref,
  ...input
}: {
  /** Monospace text: keys, passwords, paths. */
  mono?: boolean;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      {...input}
      ref={ref}
      className={['input', mono ? 'input--mono' : null, className].filter(Boolean).join(' ')}
    />
  );
}
