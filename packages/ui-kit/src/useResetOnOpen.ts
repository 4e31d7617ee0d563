import { useState } from 'react';

/**
 * Calls `reset` in the very render where a dialog opens (or, while open, turns to another subject: the item being
 * edited, the type it adds to), before that render is committed. A reset in an effect runs one frame late: the
 * first frame of an opening still holds the previous opening's state, and what a person (or a test) types in that
 * frame is merged into the stale state, e.g. a category saved under the budget type of the dialog's last opening.
 * `subject` is compared by value: pass an id or a key, never a fresh object.
 */
export function useResetOnOpen(open: boolean, subject: string, reset: () => void): void {
  const [seen, setSeen] = useState<{ open: boolean; subject: string | null }>({ open: false, subject: null });
  if (seen.open !== open || (open && seen.subject !== subject)) {
    setSeen({ open, subject });
    if (open) reset();
  }
}
