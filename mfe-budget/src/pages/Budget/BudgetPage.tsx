import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  BUDGET_UPLOAD_EXTENSIONS,
  budgetMonthLabel,
  budgetTotals,
  currentBudgetMonth,
  shiftBudgetMonth,
  type BudgetCategory,
  type BudgetFileChange,
  type BudgetMonth,
  type BudgetType,
  type BudgetUnmappedName,
} from '@tracker/contracts';
import { Button, Card, ConfirmDialog, ErrorCard, PageHeader, Spinner } from '@tracker/ui-kit';
import { useNotify } from '@tracker/shell-sdk';
import { BudgetTypeCard } from '../../features/budget/components/BudgetTypeCard';
import { MonthSwitcher } from '../../features/budget/components/MonthSwitcher';
import { SummaryCard } from '../../features/budget/components/SummaryCard';
import { downloadExampleBudget } from '../../features/budget/exampleFile';
import { BudgetTypeDialog, CategoryDialog, CategoryMappingDialog, FileChangesDialog } from './lazyDialogs';
import {
  useCopyLastMonth,
  useDeleteBudgetType,
  useDeleteCategory,
  useSaveCategoryMappings,
  useUploadBudget,
} from '../../features/budget/mutations';
import { budgetCategoriesQuery, budgetTypesQuery } from '@tracker/area-reads/budget';
import { groupedCategories, userCategoriesQuery } from '@tracker/area-reads/categories';
import { fetchFailureMessage } from '../../features/budget/fetchFailure';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

const Types = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

const EmptyMonth = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const HiddenInput = styled.input`
  display: none;
`;

type CategoryDialogState = { open: false } | { open: true; editing: BudgetCategory | null; budgetTypeId?: string };
type TypeDialogState = { open: false } | { open: true; editing: BudgetType | null };
type Deleting =
  | { kind: 'type'; type: BudgetType; categories: number }
  | { kind: 'category'; category: BudgetCategory }
  | null;

const sameMonth = (a: BudgetMonth, b: BudgetMonth) => a.month === b.month && a.year === b.year;
const isCsv = (file: File) => BUDGET_UPLOAD_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(`.${ext}`));

/**
 * Budget Management (product.md › Screens and routes, route /budget): one calendar month at a time, the current one
 * first (product.md › Constants and limits).
 */
export function BudgetPage() {
  const [month, setMonth] = useState<BudgetMonth>(() => currentBudgetMonth());
  const [typeDialog, setTypeDialog] = useState<TypeDialogState>({ open: false });
  const [categoryDialog, setCategoryDialog] = useState<CategoryDialogState>({ open: false });
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [fileChanges, setFileChanges] = useState<{
    file: File;
    month: BudgetMonth;
    changes: BudgetFileChange[];
  } | null>(null);
  const [unmapped, setUnmapped] = useState<{
    file: File;
    month: BudgetMonth;
    names: BudgetUnmappedName[];
  } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const notify = useNotify();

  const types = useQuery(budgetTypesQuery(month));
  const categories = useQuery(budgetCategoriesQuery(month));
  const uploadBudget = useUploadBudget();
  const copyLastMonth = useCopyLastMonth();
  const deleteType = useDeleteBudgetType();
  const deleteCategory = useDeleteCategory();
  const saveMappings = useSaveCategoryMappings();
  const userCategories = useQuery({ ...userCategoriesQuery(), enabled: unmapped !== null });

  const typeList = useMemo(() => types.data ?? [], [types.data]);
  const categoryList = useMemo(() => categories.data ?? [], [categories.data]);
  const totals = useMemo(() => budgetTotals(typeList, categoryList), [typeList, categoryList]);
  const isCurrent = sameMonth(month, currentBudgetMonth());
  const previous = shiftBudgetMonth(month, -1);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    if (!isCsv(file)) {
      notify.error(`File "${file.name}" is not a CSV file. Please upload a .csv file (like the example budget)`);
      return;
    }
    sendFile(file, month);
  };

  /** Uploads a file; names that are none of the user's categories are asked about first, changed amounts after. */
  const sendFile = (file: File, target: BudgetMonth) =>
    uploadBudget.mutate(
      { file, month: target },
      {
        onSuccess: ({ changes, unmapped: names }) => {
          setUnmapped(names.length > 0 ? { file, month: target, names } : null);
          setFileChanges(changes.length > 0 ? { file, month: target, changes } : null);
        },
      },
    );

  const mapAndResend = (mappings: { from: string; to: string; typeName: string }[]) => {
    if (!unmapped) return;
    const { file, month: target } = unmapped;
    saveMappings.mutate(mappings, { onSuccess: () => sendFile(file, target) });
  };

  const applyFileChanges = () => {
    if (!fileChanges) return;
    const { file, month: target } = fileChanges;
    uploadBudget.mutate({ file, month: target, applyChanges: true }, { onSuccess: () => setFileChanges(null) });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const done = { onSettled: () => setDeleting(null) };
    if (deleting.kind === 'type') deleteType.mutate(deleting.type.id, done);
    else deleteCategory.mutate(deleting.category.id, done);
  };

  const loadError = types.isError ? types.error : categories.isError ? categories.error : null;
  const content = loadError ? (
    <ErrorCard
      title={types.isError ? 'Failed to fetch budget types' : 'Failed to fetch categories'}
      message={fetchFailureMessage(loadError, loadError instanceof Error ? loadError.message : String(loadError))}
      onRetry={() => void Promise.all([types.refetch(), categories.refetch()])}
    />
  ) : types.isPending || categories.isPending ? (
    <Spinner centered label="Loading budget..." />
  ) : (
    <>
      <SummaryCard totals={totals} />
      {typeList.length === 0 ? (
        <EmptyMonth data-testid="budget-empty-month">
          <h2>No budget for {budgetMonthLabel(month)} yet</h2>
          <p>
            Create budget types such as Income, Savings, Investments, Expenses and Debts &amp; Loans, upload a budget
            file, or start from last month&apos;s budget.
          </p>
          <EmptyActions>
            <Button variant="secondary" disabled={copyLastMonth.isPending} onClick={() => copyLastMonth.mutate(month)}>
              {copyLastMonth.isPending ? 'Copying...' : "Copy last month's budget"}
            </Button>
            <Button onClick={() => setTypeDialog({ open: true, editing: null })}>Create Budget Type</Button>
          </EmptyActions>
          <p>Copies the budget types and categories of {budgetMonthLabel(previous)}.</p>
        </EmptyMonth>
      ) : (
        <Types>
          {typeList.map((type) => {
            const own = categoryList.filter((c) => c.budgetTypeId === type.id);
            return (
              <BudgetTypeCard
                key={type.id}
                type={type}
                categories={own}
                totalCents={totals.byType.get(type.id) ?? 0}
                onEdit={() => setTypeDialog({ open: true, editing: type })}
                onDelete={() => setDeleting({ kind: 'type', type, categories: own.length })}
                onAddCategory={() => setCategoryDialog({ open: true, editing: null, budgetTypeId: type.id })}
                onEditCategory={(category) => setCategoryDialog({ open: true, editing: category })}
                onDeleteCategory={(category) => setDeleting({ kind: 'category', category })}
              />
            );
          })}
        </Types>
      )}
    </>
  );

  return (
    <Page data-testid="budget-page">
      <PageHeader
        title="Budget Management"
        subtitle="Plan each month's income and outgoings"
        actions={
          <>
            <Button variant="secondary" onClick={() => downloadExampleBudget(month)}>
              Download Example Budget
            </Button>
            <Button variant="secondary" disabled={uploadBudget.isPending} onClick={() => fileInput.current?.click()}>
              {uploadBudget.isPending ? 'Uploading...' : 'Upload Budget'}
            </Button>
            <Button onClick={() => setTypeDialog({ open: true, editing: null })}>Create Budget Type</Button>
          </>
        }
      />
      <HiddenInput
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        aria-label="Budget file (CSV)"
        data-testid="budget-file-input"
        onChange={onFile}
      />
      <MonthSwitcher
        month={month}
        isCurrent={isCurrent}
        onPrevious={() => setMonth(previous)}
        onNext={() => setMonth(shiftBudgetMonth(month, 1))}
        onCurrent={() => setMonth(currentBudgetMonth())}
      />
      {content}
      <BudgetTypeDialog
        open={typeDialog.open}
        editing={typeDialog.open ? typeDialog.editing : null}
        month={month}
        onClose={() => setTypeDialog({ open: false })}
      />
      <CategoryDialog
        open={categoryDialog.open}
        editing={categoryDialog.open ? categoryDialog.editing : null}
        budgetTypeId={categoryDialog.open ? categoryDialog.budgetTypeId : undefined}
        types={typeList}
        lines={categoryList}
        month={month}
        onClose={() => setCategoryDialog({ open: false })}
      />
      <CategoryMappingDialog
        pending={unmapped && { fileName: unmapped.file.name, unmapped: unmapped.names }}
        categories={userCategories.data ? groupedCategories(userCategories.data) : []}
        busy={saveMappings.isPending || uploadBudget.isPending}
        onConfirm={mapAndResend}
        onCancel={() => setUnmapped(null)}
      />
      <FileChangesDialog
        pending={
          fileChanges && { fileName: fileChanges.file.name, month: fileChanges.month, changes: fileChanges.changes }
        }
        busy={uploadBudget.isPending}
        onApply={applyFileChanges}
        onKeep={() => setFileChanges(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={deleting?.kind === 'type' ? 'Delete budget type?' : 'Delete category?'}
        description={
          deleting?.kind === 'type'
            ? `Delete ${deleting.type.name}${deleting.categories > 0 ? ` and its ${deleting.categories === 1 ? 'category' : `${deleting.categories} categories`}` : ''}? This cannot be undone.`
            : deleting?.kind === 'category'
              ? `Delete ${deleting.category.name}? This cannot be undone.`
              : ''
        }
        confirmLabel="Delete"
        busy={deleteType.isPending || deleteCategory.isPending}
        busyLabel="Deleting..."
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="budget-delete-dialog"
      />
    </Page>
  );
}
