import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  budgetMonthLabel,
  budgetTypeRequestSchema,
  DEFAULT_BUDGET_TYPE_COLOR,
  DEFAULT_BUDGET_TYPE_DISPLAY_ORDER,
  DEFAULT_BUDGET_TYPE_ICON,
  type BudgetMonth,
  type BudgetType,
} from '@tracker/contracts';
import { FormButtons, Modal, TextField, useResetOnOpen } from '@tracker/ui-kit';
import { useCreateBudgetType, useUpdateBudgetType } from '../mutations';
import { FieldError } from './FieldError';
import { fieldErrors } from './fieldErrors';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const ColorRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  input[type='color'] {
    width: 44px;
    height: 36px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Swatch = styled.button<{ $color: string; $selected: boolean }>`
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $color }) => $color};
  border: 2px solid ${({ $selected, theme }) => ($selected ? theme.colors.text : 'transparent')};
  box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;

/** A few colours to pick at once; the colour input takes any other. */
const PRESET_COLORS = ['#3B82F6', '#10B981', '#14B8A6', '#8B5CF6', '#F59E0B', '#EF4444', '#64748B'] as const;

export interface BudgetTypeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The month a new type goes into. */
  month: BudgetMonth;
  /** Edit mode when given. */
  editing?: BudgetType | null;
}

interface FormState {
  name: string;
  color: string;
  displayOrder: string;
}

const initialState = (editing: BudgetType | null | undefined): FormState => ({
  name: editing?.name ?? '',
  color: editing?.color ?? DEFAULT_BUDGET_TYPE_COLOR,
  displayOrder: String(editing?.displayOrder ?? DEFAULT_BUDGET_TYPE_DISPLAY_ORDER),
});

/**
 * Create Budget Type / Edit Budget Type (product.md › Screens and routes, Behaviour: a successful save closes and
 * resets; product.md › Validation rules: name required).
 */
export function BudgetTypeDialog({ open, onClose, month, editing }: BudgetTypeDialogProps) {
  const [form, setForm] = useState<FormState>(() => initialState(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateBudgetType();
  const update = useUpdateBudgetType();
  const colorId = useId();
  const busy = create.isPending || update.isPending;

  // Every opening starts from the type being edited, or from the defaults.
  useResetOnOpen(open, editing?.id ?? 'new', () => {
    setForm(initialState(editing));
    setErrors({});
  });

  const close = () => {
    if (!busy) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const displayOrder =
      form.displayOrder.trim() === '' ? DEFAULT_BUDGET_TYPE_DISPLAY_ORDER : Number(form.displayOrder);
    const body = {
      name: form.name,
      color: form.color,
      icon: editing?.icon ?? DEFAULT_BUDGET_TYPE_ICON,
      displayOrder,
      month: editing?.month ?? month.month,
      year: editing?.year ?? month.year,
    };
    const parsed = budgetTypeRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const done = { onSuccess: () => onClose() };
    if (editing) update.mutate({ id: editing.id, body: parsed.data }, done);
    else create.mutate(parsed.data, done);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={editing ? 'Edit Budget Type' : 'Create Budget Type'}
      description={
        editing
          ? `Change ${editing.name} in ${budgetMonthLabel(editing)}.`
          : `A group of categories in ${budgetMonthLabel(month)}, such as Income, Savings, Investments, Expenses or Debts & Loans.`
      }
      testId="budget-type-dialog"
      width={480}
    >
      <Form onSubmit={submit} noValidate>
        <TextField
          label="Name"
          placeholder="e.g. Expenses"
          value={form.name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <ColorRow>
          <label htmlFor={colorId}>Color</label>
          <Swatches>
            {PRESET_COLORS.map((color) => (
              <Swatch
                key={color}
                type="button"
                $color={color}
                $selected={form.color.toLowerCase() === color.toLowerCase()}
                aria-label={`Color ${color}`}
                aria-pressed={form.color.toLowerCase() === color.toLowerCase()}
                onClick={() => setForm({ ...form, color })}
              />
            ))}
            <input
              id={colorId}
              type="color"
              value={form.color}
              onChange={(e) => setForm({ ...form, color: e.target.value.toUpperCase() })}
            />
          </Swatches>
          {errors.color ? <FieldError>{errors.color}</FieldError> : null}
        </ColorRow>
        <TextField
          label="Display order"
          type="number"
          step={1}
          hint="Types are listed from the lowest number up."
          value={form.displayOrder}
          error={errors.displayOrder}
          onChange={(e) => setForm({ ...form, displayOrder: e.target.value })}
        />
        <Actions>
          <FormButtons
            onCancel={close}
            pending={busy}
            pendingText="Saving..."
            submit={editing ? 'Save Changes' : 'Create Budget Type'}
          />
        </Actions>
      </Form>
    </Modal>
  );
}
