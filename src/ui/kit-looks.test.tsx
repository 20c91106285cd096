import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ExternalLink } from './external-link';
import { TextField } from './fields';
import { GatedButton } from './gated-button';

describe('the kit looks other controls take', () => {
  it('Button block is as wide as its container, and keeps its variant', () => {
    render(
      <Button variant="primary" block>
        Sign in
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('button', 'button--primary', 'button--block');
  });

  it('GatedButton takes a variant and size, and without them keeps className as it was', () => {
    render(
      <>
        <GatedButton gate={{ allowed: true, reason: null }} variant="primary" size="small">
          Preview
        </GatedButton>
        <GatedButton gate={{ allowed: true, reason: null }} className="button button--danger">
          Delete
        </GatedButton>
        <GatedButton gate={{ allowed: true, reason: null }}>Plain</GatedButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveClass('button', 'button--primary', 'button--small');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('button', 'button--danger');
    expect(screen.getByRole('button', { name: 'Plain' }).className).toBe('button');
  });

  it('ExternalLink with a variant is drawn as a button, and still refuses a non-https address', () => {
    const { rerender } = render(
      <ExternalLink variant="primary" href="https://pay.example.com/i/1">
        Pay
      </ExternalLink>,
    );
    expect(screen.getByRole('link', { name: /Pay/ })).toHaveClass('button', 'button--primary');
    rerender(
      <ExternalLink variant="primary" href="http://pay.example.com/i/1">
        Pay
      </ExternalLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('TextField action sits beside the input, and the label still names the input', () => {
    render(<TextField label="API key" action={<Button>Show</Button>} />);
    const input = screen.getByLabelText('API key');
    expect(input.parentElement).toHaveClass('input-row');
    expect(input.parentElement).toContainElement(screen.getByRole('button', { name: 'Show' }));
  });
});
