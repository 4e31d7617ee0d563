import { useLayoutEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { useResetOnOpen } from './useResetOnOpen';

/** Records, for every committed render, the value it showed. */
function Probe({ open, subject, committed }: { open: boolean; subject: string; committed: string[] }) {
  const [value, setValue] = useState('stale');
  useResetOnOpen(open, subject, () => setValue(`fresh for ${subject}`));
  // A layout effect runs for committed renders only (a render React throws away never gets here).
  useLayoutEffect(() => {
    committed.push(open ? value : 'closed');
  });
  return open ? <output>{value}</output> : null;
}

describe('useResetOnOpen', () => {
  it('resets before the opening render is committed, and again when the subject changes while open', () => {
    const committed: string[] = [];
    const { rerender } = render(<Probe open={false} subject="income" committed={committed} />);
    rerender(<Probe open subject="expenses" committed={committed} />);
    expect(screen.getByRole('status').textContent).toBe('fresh for expenses');
    expect(committed).not.toContain('stale');
    rerender(<Probe open subject="savings" committed={committed} />);
    expect(screen.getByRole('status').textContent).toBe('fresh for savings');
    expect(committed.filter((v) => v === 'fresh for expenses').length).toBeGreaterThan(0);
  });

  it('leaves the state alone while the dialog stays open on the same subject', () => {
    const committed: string[] = [];
    const { rerender } = render(<Probe open subject="income" committed={committed} />);
    const renders = committed.length;
    rerender(<Probe open subject="income" committed={committed} />);
    expect(committed.slice(renders)).toEqual(['fresh for income']);
  });
});
