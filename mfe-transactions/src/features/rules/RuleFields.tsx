/** One condition and one action of the rule editor, each a line of selects and inputs. */
import styled from 'styled-components';
import {
  RULE_ACTION_TYPES,
  RULE_FIELDS,
  RULE_OPERATORS,
  type BankAccount,
  type RuleActionType,
  type RuleField,
} from '@tracker/contracts';
import { Button, Select, TextField } from '@tracker/ui-kit';
import {
  ACTION_LABELS,
  emptyCondition,
  FIELD_LABELS,
  OPERATOR_LABELS,
  type DraftAction,
  type DraftCondition,
} from './draft';

/** Wide enough for the longest choice ('Mark as transfer', 'matches pattern') without an ellipsis. */
const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 11rem) minmax(0, 11rem) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};

  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

/**
 * On a phone: When and Test share the first line edge to edge (When a little wider: its choices are the longer), the
 * value and the remove button the second.
 */
const ConditionGrid = styled(Line)`
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) auto;
    & > :nth-child(2) {
      grid-column: 2 / -1;
    }
    & > :nth-child(3) {
      grid-column: 1 / 3;
      grid-row: 2;
    }
    & > :last-child {
      grid-column: 3;
      grid-row: 2;
    }
  }
`;

/** On a phone: the action's type and the remove button on the first line, the value under them. */
const ActionGrid = styled(Line)`
  @media (max-width: 640px) {
    & > :first-child {
      grid-column: 1 / 3;
    }
    & > :last-child {
      grid-column: 3;
      grid-row: 1;
    }
  }
`;

const Wide = styled.div`
  grid-column: span 2;

  @media (max-width: 640px) {
    grid-column: 1 / -1;
    grid-row: 2;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
`;

const options = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));

const accountOptions = (accounts: readonly BankAccount[]) => accounts.map((a) => ({ value: a.id, label: a.name }));

interface ConditionProps {
  condition: DraftCondition;
  index: number;
  accounts: readonly BankAccount[];
  onChange: (next: DraftCondition) => void;
  onRemove?: () => void;
}

function ConditionValue({ condition, accounts, onChange }: ConditionProps) {
  const set = (value: Partial<DraftCondition>) => onChange({ ...condition, ...value });
  const label = 'Value';
  if (condition.field === 'direction')
    return (
      <Select
        label={label}
        value={condition.value}
        options={[
          { value: 'out', label: 'Money out' },
          { value: 'in', label: 'Money in' },
        ]}
        onChange={(e) => set({ value: e.target.value })}
      />
    );
  if (condition.field === 'account')
    return (
      <Select
        label={label}
        value={condition.value}
        options={[{ value: '', label: 'Choose an account' }, ...accountOptions(accounts)]}
        onChange={(e) => set({ value: e.target.value })}
      />
    );
  if (condition.operator === 'between')
    return (
      <Pair>
        <TextField
          label={label}
          inputMode="decimal"
          value={condition.value}
          onChange={(e) => set({ value: e.target.value })}
        />
        <TextField
          label="Up to"
          inputMode="decimal"
          value={condition.value2}
          onChange={(e) => set({ value2: e.target.value })}
        />
      </Pair>
    );
  return (
    <TextField
      label={label}
      inputMode={condition.field === 'amount' ? 'decimal' : undefined}
      value={condition.value}
      onChange={(e) => set({ value: e.target.value })}
    />
  );
}

export function ConditionLine(props: ConditionProps) {
  const { condition, index, onChange, onRemove } = props;
  return (
    <ConditionGrid data-testid="rule-condition">
      <Select
        label="When"
        value={condition.field}
        options={options(RULE_FIELDS, (f) => FIELD_LABELS[f as RuleField])}
        onChange={(e) => onChange({ ...emptyCondition(e.target.value as RuleField), key: condition.key })}
      />
      <Select
        label="Test"
        value={condition.operator}
        options={options(RULE_OPERATORS[condition.field], (o) => OPERATOR_LABELS[o] ?? o)}
        onChange={(e) => onChange({ ...condition, operator: e.target.value })}
      />
      <ConditionValue {...props} />
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        disabled={!onRemove}
        aria-label={`Remove condition ${index + 1}`}
      >
        ×
      </Button>
    </ConditionGrid>
  );
}

interface ActionProps {
  action: DraftAction;
  index: number;
  categories: readonly string[];
  accounts: readonly BankAccount[];
  onChange: (next: DraftAction) => void;
  onRemove?: () => void;
}

function ActionValue({ action, categories, accounts, onChange }: ActionProps) {
  const label = 'Value';
  const set = (value: string) => onChange({ ...action, value });
  if (action.type === 'setCategory')
    return (
      <Select
        label={label}
        value={action.value}
        options={[{ value: '', label: 'Choose a category' }, ...options(categories, (c) => c)]}
        onChange={(e) => set(e.target.value)}
      />
    );
  if (action.type === 'markTransfer')
    return (
      <Select
        label={label}
        value={action.value}
        options={[{ value: '', label: 'An account not added here' }, ...accountOptions(accounts)]}
        onChange={(e) => set(e.target.value)}
      />
    );
  return <TextField label={label} value={action.value} onChange={(e) => set(e.target.value)} />;
}

export function ActionLine(props: ActionProps) {
  const { action, index, onChange, onRemove } = props;
  return (
    <ActionGrid data-testid="rule-action">
      <Select
        label="Then"
        value={action.type}
        options={options(RULE_ACTION_TYPES, (t) => ACTION_LABELS[t as RuleActionType])}
        onChange={(e) => onChange({ key: action.key, type: e.target.value as RuleActionType, value: '' })}
      />
      <Wide>
        <ActionValue {...props} />
      </Wide>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        disabled={!onRemove}
        aria-label={`Remove action ${index + 1}`}
      >
        ×
      </Button>
    </ActionGrid>
  );
}
