import { useEffect, useRef, useState } from 'react';

/**
 * Click-to-edit state shared by the inline cells (product.md › Behaviour "Inline edit"): `start` opens the editor with
 * the current value, `finish` closes it and hands the draft to `commit` exactly once (Enter and the blur that
 * follows do not save twice), `cancel` closes it without saving (Escape; a later blur is ignored).
 * `shown` is the value just saved, displayed until the refetched row brings the new value (or the save fails).
 */
export function useInlineEditor(value: string) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState<string | null>(null);
  const closed = useRef(true);

  useEffect(() => setShown(null), [value]);

  return {
    editing,
    draft,
    setDraft,
    shown: shown ?? value,
    start(initial: string = value) {
      closed.current = false;
      setDraft(initial);
      setEditing(true);
    },
    /** Closes the editor; returns false when it was already closed (nothing to commit). */
    finish(): boolean {
      if (closed.current) return false;
      closed.current = true;
      setEditing(false);
      return true;
    },
    cancel() {
      closed.current = true;
      setEditing(false);
    },
    /** Show `saved` until the row is refetched; call `revert` when the save fails. */
    showSaved(saved: string) {
      setShown(saved);
    },
    revert() {
      setShown(null);
    },
  };
}
