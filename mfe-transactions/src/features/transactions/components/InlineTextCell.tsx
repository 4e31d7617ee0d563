import type { KeyboardEvent, ReactNode } from 'react';
import { CellInput, EditTrigger, Placeholder } from './cellStyles';
import { useInlineEditor } from './useInlineEditor';

export interface InlineTextCellProps {
  /** Current value ('' when none). */
  value: string;
  /** Accessible name of the editor, e.g. 'Transaction type'. */
  label: string;
  /** What the cell shows instead of the raw value (e.g. 'Manual Entry' for no account). */
  display?: (value: string) => ReactNode;
  emptyText?: string;
  /** Saves the trimmed value; call onFailed if the write fails so the old value shows again. */
  onSave: (value: string, onFailed: () => void) => void;
  suggestions?: readonly string[];
  suggestionsId?: string;
}

/**
 * Type and account (product.md › Behaviour): click to edit; Enter or blur saves, but only a trimmed value that is
 * non-empty and changed; Escape cancels.
 */
export function InlineTextCell({
  value,
  label,
  display,
  emptyText = 'Add',
  onSave,
  suggestions,
  suggestionsId,
}: InlineTextCellProps) {
  const editor = useInlineEditor(value);

  const save = () => {
    if (!editor.finish()) return;
    const next = editor.draft.trim();
    if (next === '' || next === value.trim()) return;
    editor.showSaved(next);
    onSave(next, editor.revert);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      editor.cancel();
    }
  };

  if (editor.editing) {
    return (
      <>
        <CellInput
          aria-label={label}
          value={editor.draft}
          autoFocus
          list={suggestions && suggestionsId ? suggestionsId : undefined}
          onChange={(event) => editor.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={save}
        />
        {suggestions && suggestionsId ? (
          <datalist id={suggestionsId}>
            {suggestions.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        ) : null}
      </>
    );
  }
  const shown = editor.shown;
  return (
    <EditTrigger type="button" title={`Click to edit ${label.toLowerCase()}`} onClick={() => editor.start()}>
      {shown === '' ? <Placeholder>{emptyText}</Placeholder> : (display?.(shown) ?? shown)}
    </EditTrigger>
  );
}
