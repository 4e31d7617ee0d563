import styled from 'styled-components';
import {
  BUDGET_FREQUENCY_LABELS,
  budgetTotalGroupOf,
  centsToMoney,
  type BudgetCategory,
  type BudgetType,
} from '@tracker/contracts';
import { Button, Card } from '@tracker/ui-kit';
import { useBudgetMoney } from '../money';

const TypeCard = styled(Card)<{ $color: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border-top: 4px solid ${({ $color }) => $color};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

const Total = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const Per = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

// The tools wrap under the name and amount when the card is too narrow for both on one line.
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  column-gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2.5)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const RowMain = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space(3)};
`;

const CategoryName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Frequency = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span`
  grid-row: span 2;
  align-self: center;
  text-align: right;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Monthly = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  padding: ${({ theme }) => `${theme.space(4)} 0`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The hint sentence under a type's name: where its monthly total counts on the leftover card (product.md › Constants
 * and limits matching).
 */
export function budgetTypeHint(typeName: string): string {
  switch (budgetTotalGroupOf(typeName)) {
    case 'income':
      return 'Counts toward Total Monthly Income.';
    case 'outgoings':
      return 'Counts toward Total Monthly Outgoings and comes off the amount leftover.';
    default:
      return 'Not counted in the totals: name a type Income, Savings, Investments or Expenses, or one with Debt or Loan in its name, to count it.';
  }
}

export interface BudgetTypeCardProps {
  type: BudgetType;
  categories: readonly BudgetCategory[];
  /** The type's monthly total in cents (budgetTotals). */
  totalCents: number;
  onEdit: () => void;
  onDelete: () => void;
  onAddCategory: () => void;
  onEditCategory: (category: BudgetCategory) => void;
  onDeleteCategory: (category: BudgetCategory) => void;
}

/**
 * One budget type (product.md › Screens and routes): monthly total, hint, edit and delete, its category rows, Add
 * Category.
 */
export function BudgetTypeCard(props: BudgetTypeCardProps) {
  const { type, categories, totalCents } = props;
  const { format } = useBudgetMoney();
  return (
    <TypeCard $color={type.color} data-testid="budget-type-card" aria-label={type.name}>
      <Header>
        <div>
          <Name>{type.name}</Name>
          <Total data-testid="budget-type-total">
            {format(centsToMoney(totalCents))} <Per>per month</Per>
          </Total>
        </div>
        <Tools>
          <Button variant="ghost" size="sm" onClick={props.onEdit} aria-label={`Edit budget type ${type.name}`}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={props.onDelete} aria-label={`Delete budget type ${type.name}`}>
            Delete
          </Button>
        </Tools>
      </Header>
      <Hint>{budgetTypeHint(type.name)}</Hint>
      {categories.length === 0 ? (
        <Empty>No categories yet. Add one below!</Empty>
      ) : (
        <Rows aria-label={`${type.name} categories`}>
          {categories.map((category) => (
            <Row key={category.id} data-testid="budget-category-row">
              <RowMain>
                <CategoryName>{category.name}</CategoryName>
                <Amount>
                  {format(category.amount)}
                  {category.frequency === 'monthly' ? null : (
                    <Monthly>{format(category.monthlyAmount)} / month</Monthly>
                  )}
                </Amount>
                <Frequency>{BUDGET_FREQUENCY_LABELS[category.frequency]}</Frequency>
              </RowMain>
              <Tools>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => props.onEditCategory(category)}
                  aria-label={`Edit category ${category.name}`}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => props.onDeleteCategory(category)}
                  aria-label={`Delete category ${category.name}`}
                >
                  Delete
                </Button>
              </Tools>
            </Row>
          ))}
        </Rows>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={props.onAddCategory} aria-label={`Add Category to ${type.name}`}>
          Add Category
        </Button>
      </div>
    </TypeCard>
  );
}
