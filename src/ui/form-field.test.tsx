import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels the control and announces its hint, valid while there is no error', () => {
    render(
      <FormField label="Name" hint="Letters and digits">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Letters and digits');
    expect(input).toBeValid();
  });

  it('marks the control invalid and announces the error after the hint', () => {
    render(
      <FormField label="Name" hint="Letters and digits" error="This name is taken.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Letters and digits This name is taken.');
  });

  it('has no description at all without hint or error', () => {
    render(<FormField label="Notes">{(control) => <textarea {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Notes' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
  });
});
