import { useEffect, useRef, type KeyboardEvent } from 'react';
import { TAG_SAVE_DELAY_MS } from '@tracker/contracts';
import { Badge } from '@tracker/ui-kit';
import { CellInput, EditTrigger, Placeholder } from './cellStyles';
import { useInlineEditor } from './useInlineEditor';

export interface TagCellProps {
  /** The first tag ('' when none): only one is shown or edited (product.md › Data). */
  value: string;
  suggestions: readonly string[];
  suggestionsId: string;
  /** Saves the tag list: [tag], or [] when blank. */
  onSave: (tags: string[], onFailed: () => void) => void;
}

/**
 * Tag (product.md › Behaviour): click to edit; Enter saves, blur saves 200 ms later (time for a suggestion pick to
 * land; focus coming back cancels the pending save), Escape cancels. A blank tag is sent as an empty list.
 */
export function TagCell({ value, suggestions, suggestionsId, onSave }: TagCellProps) {
  const editor = useInlineEditor(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  // A pending save is dropped when the cell unmounts.
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const save = (draft: string) => {
    clearTimer();
    if (!editor.finish()) return;
    const tag = draft.trim();
    editor.showSaved(tag);
    onSave(tag === '' ? [] : [tag], editor.revert);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      clearTimer();
      editor.cancel();
    }
  };

  if (editor.editing) {
    return (
      <>
        <CellInput
          aria-label="Tag"
          value={editor.draft}
          autoFocus
          list={suggestionsId}
          onChange={(event) => editor.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={clearTimer}
          onBlur={(event) => {
            const draft = event.currentTarget.value;
            clearTimer();
            timer.current = setTimeout(() => save(draft), TAG_SAVE_DELAY_MS);
          }}
        />
        <datalist id={suggestionsId}>
          {suggestions.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      </>
    );
  }
  return (
    <EditTrigger type="button" title="Click to edit tag" onClick={() => editor.start()}>
      {editor.shown === '' ? <Placeholder>Add tag</Placeholder> : <Badge tone="primary">{editor.shown}</Badge>}
    </EditTrigger>
  );
}
