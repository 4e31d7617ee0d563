import { useState } from 'react';
import styled from 'styled-components';
import type { BudgetUnmappedName, UserCategoryGroup } from '@tracker/contracts';
import { CATEGORY_GROUP_LABELS } from '@tracker/area-reads/categories';
import { ConfirmDialog, ScrollList, Select, useResetOnOpen } from '@tracker/ui-kit';

export interface CategoryMappingDialogProps {
  /** The uploaded file's name and its names that are none of the user's categories; null: closed. */
  pending: { fileName: string; unmapped: readonly BudgetUnmappedName[] } | null;
  /** The user's categories with their groups. */
  categories: readonly { name: string; group: UserCategoryGroup }[];
  busy: boolean;
  /** The user's answers: each file name and the category it means (its own name for a new category). */
  onConfirm: (mappings: { from: string; to: string; typeName: string }[]) => void;
  onCancel: () => void;
}

const Item = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const linesText = (rows: readonly number[]) => (rows.length === 1 ? `line ${rows[0]}` : `lines ${rows.join(', ')}`);
const NEW = (name: string) => `new:${name}`;

/**
 * An uploaded budget whose category names are not the user's categories (one vocabulary, issue 38): each name with a
 * choice of the user's categories, the suggested one first chosen, or a new category of that name. Nothing was
 * written; the answers are remembered and the same file is read again.
 */
export function CategoryMappingDialog({ pending, categories, busy, onConfirm, onCancel }: CategoryMappingDialogProps) {
  const [choices, setChoices] = useState<Record<string, string>>({});
  const names = pending?.unmapped.map((u) => u.name).join('|') ?? '';
  useResetOnOpen(pending !== null, names, () =>
    setChoices(Object.fromEntries((pending?.unmapped ?? []).map((u) => [u.name, u.suggestion ?? NEW(u.name)]))),
  );
  const options = categories.map((c) => ({ value: c.name, label: c.name, group: CATEGORY_GROUP_LABELS[c.group] }));
  const confirm = () =>
    onConfirm(
      (pending?.unmapped ?? []).map((u) => {
        const choice = choices[u.name] ?? u.suggestion ?? NEW(u.name);
        return { from: u.name, to: choice.startsWith('new:') ? u.name : choice, typeName: u.typeName };
      }),
    );
  const count = pending?.unmapped.length ?? 0;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={count === 1 ? 'Which category is this?' : `Which categories are these ${count}?`}
      description={
        pending
          ? `"${pending.fileName}" names ${count === 1 ? 'a category' : 'categories'} you do not have. Choose the ` +
            'category each one means, so your budget sits beside your spending; your choice is remembered.'
          : ''
      }
      confirmLabel="Save and upload"
      busy={busy}
      busyLabel="Uploading..."
      onConfirm={confirm}
      onCancel={onCancel}
      testId="budget-category-mapping"
    >
      <ScrollList aria-label="Names in the file">
        {pending?.unmapped.map((u) => (
          <Item key={u.name} data-testid="budget-category-mapping-row">
            <Select
              label={`${u.name} (${u.typeName}, ${linesText(u.rows)})`}
              value={choices[u.name] ?? u.suggestion ?? NEW(u.name)}
              options={[...options, { value: NEW(u.name), label: `New category “${u.name}”` }]}
              onChange={(e) => setChoices((c) => ({ ...c, [u.name]: e.target.value }))}
            />
          </Item>
        ))}
      </ScrollList>
    </ConfirmDialog>
  );
}
