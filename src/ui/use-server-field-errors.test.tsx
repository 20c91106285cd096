import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { TextField } from './fields';
import { useServerFieldErrors } from './form-errors';
import { ProblemAlert } from './problem-alert';

function Form({ error }: { error: unknown }) {
  const form = useForm<{ name: string; publicKey: string }>({ defaultValues: { name: 'laptop', publicKey: '' } });
  const unplaced = useServerFieldErrors(form, error, ['name', 'publicKey']);
  const { errors } = form.formState;
  return (
    <form>
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Public key" error={errors.publicKey?.message} {...form.register('publicKey')} />
      {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
    </form>
  );
}

const invalid = (errors: { pointer: string; detail: string }[]) =>
  new ApiError({
    status: 400,
    code: 'invalid_request',
    title: 'Invalid request',
    errors: errors.map((e) => ({ ...e, code: 'invalid_request' })),
  });

describe('useServerFieldErrors', () => {
  it("puts each field error on its field, keeps what was typed, and shows only the rest at the form's top", async () => {
    render(
      <Form
        error={invalid([
          { pointer: '/publicKey', detail: 'Not an OpenSSH public key.' },
          { pointer: '/query/limit', detail: 'Too large.' },
        ])}
      />,
    );
    const key = screen.getByRole('textbox', { name: 'Public key' });
    expect(await screen.findByText('Not an OpenSSH public key.')).toBeInTheDocument();
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('laptop');
    expect(screen.getByRole('alert')).toHaveTextContent('Too large.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Not an OpenSSH public key.');
  });

  it('shows no alert when every error found its field, and leaves other failures to the caller', async () => {
    const { rerender } = render(<Form error={invalid([{ pointer: '/name', detail: 'Already used.' }])} />);
    expect(await screen.findByText('Already used.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<Form error={new ApiError({ status: 500, code: 'internal_error', title: 'Oops' })} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
