import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { groupedCategories, userCategoriesQuery } from '@tracker/area-reads/categories';
import {
  BUDGET_FREQUENCIES,
  BUDGET_FREQUENCY_LABELS,
  budgetCategoryRequestSchema,
  budgetMonthLabel,
  minorUnits,
  type BudgetCategory,
  type BudgetMonth,
  type BudgetType,
} from '@tracker/contracts';
import styled from 'styled-components';
import { FormButtons, Modal, Select, TextField, useResetOnOpen } from '@tracker/ui-kit';
import { useBudgetMoney } from '../money';
import { useCreateCategory, useSaveCategoryMappings, useUpdateCategory } from '../mutations';
import { CategoryNameField } from './CategoryNameField';
import { Actions, Form } from './BudgetTypeDialog';
import { FieldError } from './FieldError';
import { fieldErrors } from './fieldErrors';

export interface CategoryDialogProps {
  open: boolean;
  onClose: () => void;
  month: BudgetMonth;
  /** The month's budget types (the Budget type choices). */
  types: readonly BudgetType[];
  /** The month's budget lines: a category already budgeted is offered but not choosable. */
  lines: readonly BudgetCategory[];
  /** Edit mode when given. */
  editing?: BudgetCategory | null;
  /** The type whose Add Category button opened the dialog. */
  budgetTypeId?: string;
}

const CurrencyCode = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface FormState {
  budgetTypeId: string;
  name: string;
  amount: string;
  frequency: string;
}

const initialState = (editing: BudgetCategory | null | undefined, budgetTypeId: string | undefined): FormState => ({
  budgetTypeId: editing?.budgetTypeId ?? budgetTypeId ?? '',
  name: editing?.name ?? '',
  amount: editing?.amount ?? '',
  frequency: editing?.frequency ?? '',
});

/**
 * Add Category / Edit Category (product.md › Screens and routes, Behaviour, Validation rules: the four required fields
 * and their messages, amount step 0.01).
 */
export function CategoryDialog({ open, onClose, month, types, lines, editing, budgetTypeId }: CategoryDialogProps) {
  const [form, setForm] = useState<FormState>(() => initialState(editing, budgetTypeId));
  const [opening, setOpening] = useState(0);
  const userCategories = useQuery({ ...userCategoriesQuery(), enabled: open });
  const saveMappings = useSaveCategoryMappings();
  const budgeted = useMemo(
    () => new Set(lines.filter((l) => l.id !== editing?.id).map((l) => l.name.toLowerCase())),
    [lines, editing],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const busy = create.isPending || update.isPending;
  const { currency } = useBudgetMoney();
  // Budget amounts keep two decimals; a currency without minor units (JPY) steps by whole units.
  const step = 10 ** -Math.min(minorUnits(currency), 2);

  // Every opening starts from the category being edited, or an empty one under the type that asked.
  useResetOnOpen(open, `${editing?.id ?? 'new'}|${budgetTypeId ?? ''}`, () => {
    setForm(initialState(editing, budgetTypeId));
    setErrors({});
    setOpening((n) => n + 1);
  });

  const close = () => {
    if (!busy) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = editing ?? month;
    const parsed = budgetCategoryRequestSchema.safeParse({ ...form, month: target.month, year: target.year });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    // product.md › API calls: the amount is sent as a number.
    const body = { ...parsed.data, amount: Number(parsed.data.amount) };
    const done = { onSuccess: () => onClose() };
    if (editing) update.mutate({ id: editing.id, body }, done);
    else create.mutate(body, done);
  };

  const typeName = types.find((t) => t.id === form.budgetTypeId)?.name;
  return (
    <Modal
      open={open}
      onClose={close}
      title={editing ? 'Edit Category' : 'Add Category'}
      description={`${typeName ? `${typeName}, ` : ''}${budgetMonthLabel(editing ?? month)}. Amounts are in ${currency}, your home currency; other frequencies count as their monthly equivalent.`}
      testId="budget-category-dialog"
      width={480}
    >
      <Form onSubmit={submit} noValidate>
        <div>
          <Select
            label="Budget type"
            value={form.budgetTypeId}
            aria-invalid={errors.budgetTypeId ? true : undefined}
            options={[
              { value: '', label: 'Select a budget type' },
              ...types.map((t) => ({ value: t.id, label: t.name })),
            ]}
            onChange={(e) => setForm({ ...form, budgetTypeId: e.target.value })}
          />
          {errors.budgetTypeId ? <FieldError>{errors.budgetTypeId}</FieldError> : null}
        </div>
        <CategoryNameField
          key={opening}
          value={form.name}
          onChange={(name) => setForm((f) => ({ ...f, name }))}
          categories={userCategories.data ? groupedCategories(userCategories.data) : undefined}
          budgeted={budgeted}
          onMap={(from, to) => saveMappings.mutate([{ from, to, typeName }])}
          error={errors.name}
        />
        <TextField
          label="Amount"
          type="number"
          inputMode="decimal"
          step={step}
          min={0}
          placeholder={(0).toFixed(Math.min(minorUnits(currency), 2))}
          endAdornment={<CurrencyCode>{currency}</CurrencyCode>}
          value={form.amount}
          error={errors.amount}
          onChange={(e) => setForm({ ...form, amount: e.target.value })}
        />
        <div>
          <Select
            label="Frequency"
            value={form.frequency}
            aria-invalid={errors.frequency ? true : undefined}
            options={[
              { value: '', label: 'Select frequency' },
              ...BUDGET_FREQUENCIES.map((f) => ({ value: f, label: BUDGET_FREQUENCY_LABELS[f] })),
            ]}
            onChange={(e) => setForm({ ...form, frequency: e.target.value })}
          />
          {errors.frequency ? <FieldError>{errors.frequency}</FieldError> : null}
        </div>
        <Actions>
          <FormButtons
            onCancel={close}
            pending={busy}
            pendingText="Saving..."
            submit={editing ? 'Save Changes' : 'Add Category'}
          />
        </Actions>
      </Form>
    </Modal>
  );
}
