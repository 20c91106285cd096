import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DroppedItemsNotice } from './dropped-items-notice';

describe('DroppedItemsNotice', () => {
  it('says how many items are missing, one or many, and that the rest is complete', () => {
    const { rerender, container } = render(<DroppedItemsNotice count={1} />);
    const notice = screen.getByRole('status');
    // The tone in words (a warning, not only its colour), the count, then what it means.
    expect(notice).toHaveTextContent(/Warning: 1 item could not be shown\./);
    expect(notice).toHaveTextContent(
      'The server sent it in a form the panel cannot read. Everything else here is complete. If this keeps happening, contact support.',
    );
    rerender(<DroppedItemsNotice count={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 items could not be shown.');
    expect(screen.getByRole('status')).toHaveTextContent('The server sent them');
    rerender(<DroppedItemsNotice count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Swedish', async () => {
    await setLocale('sv', null);
    try {
      const { rerender } = render(<DroppedItemsNotice count={1} />);
      expect(screen.getByRole('status')).toHaveTextContent(/Varning: 1 objekt kunde inte visas\./);
      expect(screen.getByRole('status')).toHaveTextContent('Servern skickade det');
      rerender(<DroppedItemsNotice count={2} />);
      expect(screen.getByRole('status')).toHaveTextContent('2 objekt kunde inte visas.');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Servern skickade dem i en form som panelen inte kan läsa. Allt annat här är komplett. Kontakta supporten om det fortsätter.',
      );
    } finally {
      await setLocale('en', null);
    }
  });
});
