import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale, startI18n } from '@/i18n';
import { DateTime } from './date-time';

beforeAll(() => startI18n({ languages: ['en'], storage: null }));

describe('DateTime', () => {
  it('shows the instant in the active language and follows a switch', async () => {
    render(<DateTime value="2026-11-22T14:05:00.000Z" mode="date" />);
    const time = screen.getByText('Nov 22, 2026');
    expect(time).toHaveAttribute('dateTime', '2026-11-22T14:05:00.000Z');
    expect(time.getAttribute('title')).toContain('(2026-11-22T14:05:00.000Z)');
    await act(() => setLocale('sv', null));
    expect(screen.getByText('22 nov. 2026')).toBe(time);
    await act(() => setLocale('en', null));
  });

  it('reads a missing date out as words instead of a bare dash', () => {
    render(<DateTime value={null} />);
    expect(screen.getByText('No date')).toBeInTheDocument();
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
  });
});
