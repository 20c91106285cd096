import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPLETED_SHOWN_MS, OperationProgress } from './operation-progress';
import type { TrackedOperation } from './operations-store';

const running: TrackedOperation = {
  jobId: 'job_1',
  pollUrl: '/api/jobs/job_1',
  label: 'Restart web-01',
  status: 'in_progress',
  startedAt: 1,
  finishedAt: null,
  invalidate: [],
  href: null,
  error: null,
  result: null,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('OperationProgress', () => {
  it('says "Completed" in place for a moment, then leaves it to the drawer; its row stays (nothing moves)', () => {
    vi.useFakeTimers();
    const { rerender } = render(<OperationProgress operation={running} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Restart web-01In progress');
    rerender(<OperationProgress operation={{ ...running, status: 'completed', finishedAt: 2 }} />);
    expect(status).toHaveTextContent('Completed');
    act(() => void vi.advanceTimersByTime(COMPLETED_SHOWN_MS - 100));
    expect(status).toHaveTextContent('Completed');
    act(() => void vi.advanceTimersByTime(100));
    expect(status).toHaveTextContent('');
    // The same element, still there: the row is kept (op-progress reserves one line).
    expect(screen.getByRole('status')).toBe(status);

    // The next operation shows again.
    rerender(<OperationProgress operation={{ ...running, jobId: 'job_2' }} />);
    expect(status).toHaveTextContent('In progress');
  });

  it('keeps a failure in place, with why', () => {
    vi.useFakeTimers();
    render(
      <OperationProgress
        operation={{
          ...running,
          status: 'failed',
          finishedAt: 2,
          error: { title: 'Restart failed', detail: 'The guest did not answer.', code: 'guest_unresponsive' },
        }}
      />,
    );
    act(() => void vi.advanceTimersByTime(COMPLETED_SHOWN_MS * 2));
    expect(screen.getByRole('status')).toHaveTextContent('Failed');
    expect(screen.getByRole('status')).toHaveTextContent('The guest did not answer.');
  });
});
