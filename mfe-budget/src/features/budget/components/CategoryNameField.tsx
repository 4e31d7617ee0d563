import { useState } from 'react';
import styled from 'styled-components';
import { sameCategory, suggestCategory, type UserCategoryGroup } from '@tracker/contracts';
import { CATEGORY_GROUP_LABELS } from '@tracker/area-reads/categories';
import { Button, Select, TextField } from '@tracker/ui-kit';
import { FieldError } from './FieldError';

/** The select's value that switches to typing a new category. */
export const NEW_CATEGORY = '__new__';

export interface CategoryNameFieldProps {
  value: string;
  onChange: (name: string) => void;
  /** The user's categories with their groups; undefined while they load or when they could not be read. */
  categories: readonly { name: string; group: UserCategoryGroup }[] | undefined;
  /** Names already budgeted this month (lower case), offered but not choosable. */
  budgeted: ReadonlySet<string>;
  /** The user chose a suggestion for a name they typed: remember it. */
  onMap: (from: string, to: string) => void;
  error?: string;
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Hint = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The hint under a typed name: the category it reads as (with a button to use it), or that it becomes a new one. */
function TypedNameHint({ typed, names, onUse }: { typed: string; names: string[]; onUse: (to: string) => void }) {
  const name = typed.trim();
  if (name === '') return null;
  const suggestion = suggestCategory(name, names);
  if (!suggestion) return <Hint data-testid="category-name-hint">“{name}” will be added to your categories.</Hint>;
  const same = sameCategory(name, names) !== undefined;
  return (
    <Hint data-testid="category-name-hint">
      <span>
        {same ? `${suggestion} is already one of your categories.` : `“${name}” reads as your category ${suggestion}.`}
      </span>
      <Button type="button" size="sm" variant="secondary" onClick={() => onUse(suggestion)}>
        Use {suggestion}
      </Button>
    </Hint>
  );
}

/**
 * A budget line's category (one vocabulary, issue 38): chosen from the user's categories, grouped as the transactions
 * group them, or typed as a new one — with the category it most likely means offered first, and that choice
 * remembered. Without the list (still loading, or unreadable) it is a plain name field; the server reads the name
 * the same way.
 */
export function CategoryNameField({ value, onChange, categories, budgeted, onMap, error }: CategoryNameFieldProps) {
  const names = categories?.map((c) => c.name) ?? [];
  const known = value === '' || sameCategory(value, names) !== undefined;
  // Until the user picks, a name that is not one of the categories (an older line, "Rent") opens as typed.
  const [picked, setTyping] = useState<boolean | null>(null);
  const typing = picked ?? !known;
  if (!categories) {
    return (
      <TextField
        label="Category name"
        placeholder="e.g. Groceries"
        value={value}
        maxLength={100}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const selected = typing ? NEW_CATEGORY : (sameCategory(value, names) ?? '');
  const use = (to: string) => {
    if (sameCategory(value, names) === undefined) onMap(value.trim(), to);
    setTyping(false);
    onChange(to);
  };
  return (
    <Stack>
      <Select
        label="Category"
        value={selected}
        aria-invalid={error && !typing ? true : undefined}
        options={[
          { value: '', label: 'Select a category' },
          ...categories.map((c) => {
            const taken = budgeted.has(c.name.toLowerCase()) && c.name.toLowerCase() !== value.toLowerCase();
            return {
              value: c.name,
              label: taken ? `${c.name} (already budgeted)` : c.name,
              disabled: taken,
              group: CATEGORY_GROUP_LABELS[c.group],
            };
          }),
          { value: NEW_CATEGORY, label: '+ Add new category' },
        ]}
        onChange={(e) => {
          const next = e.target.value;
          setTyping(next === NEW_CATEGORY);
          onChange(next === NEW_CATEGORY ? '' : next);
        }}
      />
      {typing ? (
        <>
          <TextField
            label="New category name"
            placeholder="e.g. Pet Care"
            value={value}
            maxLength={100}
            error={error}
            onChange={(e) => onChange(e.target.value)}
          />
          <TypedNameHint typed={value} names={names} onUse={use} />
        </>
      ) : error ? (
        <FieldError>{error}</FieldError>
      ) : null}
    </Stack>
  );
}
