import { useRef, useState, type KeyboardEvent } from 'react';
import { CategoryBadge, type CategoryGroupsLike } from '@tracker/ui-kit';
import { CellInput, CellSelect, EditTrigger } from './cellStyles';
import { useInlineEditor } from './useInlineEditor';

export const ADD_NEW_CATEGORY = '+ Add new category';
const ADD_NEW_VALUE = '__add_new_category__';

export interface CategoryCellProps {
  value: string;
  /** The user's existing categories. */
  categories: readonly string[];
  groups?: CategoryGroupsLike | null;
  onSave: (category: string, onFailed: () => void) => void;
}

/**
 * Category (product.md › Behaviour): click to edit in a dropdown of the existing categories plus '+ Add new category',
 * which switches to free text. Picking a category (or Enter) saves, blur saves typed text, Escape cancels. Only a
 * non-empty, changed category is sent.
 */
export function CategoryCell({ value, categories, groups, onSave }: CategoryCellProps) {
  const editor = useInlineEditor(value);
  const [mode, setMode] = useState<'select' | 'text'>('select');
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const save = (next: string) => {
    if (!editor.finish()) return;
    const category = next.trim();
    if (category === '' || category === value.trim()) return;
    editor.showSaved(category);
    onSave(category, editor.revert);
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    editor.cancel();
  };

  if (editor.editing && mode === 'text') {
    return (
      <CellInput
        aria-label="New category"
        placeholder="Category name"
        value={editor.draft}
        autoFocus
        onChange={(event) => editor.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save(event.currentTarget.value);
          } else cancelOnEscape(event);
        }}
        onBlur={(event) => save(event.currentTarget.value)}
      />
    );
  }

  if (editor.editing) {
    const options = value && !categories.includes(value) ? [value, ...categories] : categories;
    return (
      <CellSelect
        aria-label="Category"
        value={editor.draft}
        autoFocus
        onChange={(event) => {
          const picked = event.target.value;
          if (picked === ADD_NEW_VALUE) {
            modeRef.current = 'text';
            setMode('text');
            editor.setDraft('');
            return;
          }
          editor.setDraft(picked);
          save(picked);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save(event.currentTarget.value);
          } else cancelOnEscape(event);
        }}
        onBlur={() => {
          // Leaving the dropdown without a pick changes nothing; switching to free text keeps the editor open.
          if (modeRef.current === 'select') editor.cancel();
        }}
      >
        {value === '' ? (
          <option value="" disabled>
            Select a category
          </option>
        ) : null}
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={ADD_NEW_VALUE}>{ADD_NEW_CATEGORY}</option>
      </CellSelect>
    );
  }

  return (
    <EditTrigger
      type="button"
      title="Click to edit category"
      onClick={() => {
        setMode('select');
        editor.start();
      }}
    >
      <CategoryBadge name={editor.shown} groups={groups} />
    </EditTrigger>
  );
}
