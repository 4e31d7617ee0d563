/**
 * One mutation hook per write (its refresh and its message beside it): each refreshes the month's lists and reports failure through the
 * shell's toast with the spec's message (product.md › Messages and errors › Budget).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, serverMessageOr, upload } from '@tracker/api-client';
import {
  budgetMonthLabel,
  type BudgetCategoryRequestInput,
  type BudgetMonth,
  type BudgetTypeRequest,
  type BudgetUploadResult,
  type SaveBudgetCategoryMappings,
} from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { budgetQueryKeys as queryKeys } from '@tracker/area-reads/budget';
import { userCategoriesQueryKey } from '@tracker/area-reads/categories';

/** After a budget write: the month's lists, and the user's categories (a new budget line may have made one). */
function useRefreshBudget() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.types }),
      queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
      queryClient.invalidateQueries({ queryKey: userCategoriesQueryKey }),
    ]);
}

/** PUT /api/budget/category-mappings: a name the user chose a category for, remembered for every later budget. */
export function useSaveCategoryMappings() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mappings: SaveBudgetCategoryMappings['mappings']) =>
      request('saveBudgetCategoryMappings', { body: { mappings } }),
    onError: (error) => notify.error(serverMessageOr(error, 'Please try again.'), 'Failed to save the categories'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userCategoriesQueryKey }),
  });
}

export function useCreateBudgetType() {
  const notify = useNotify();
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: (body: BudgetTypeRequest) => request('createBudgetType', { body }),
    onSuccess: (type) => notify.success('Budget type created', `${type.name} was added to ${budgetMonthLabel(type)}.`),
    onError: (error) => notify.error(serverMessageOr(error, 'Please try again.'), 'Failed to create budget type'),
    onSettled: refresh,
  });
}

export function useUpdateBudgetType() {
  const notify = useNotify();
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BudgetTypeRequest }) =>
      request('updateBudgetType', { params: { id }, body }),
    onSuccess: (type) => notify.success('Budget type updated', `${type.name} was saved.`),
    onError: (error) => notify.error(serverMessageOr(error, 'Please try again.'), 'Failed to update budget type'),
    onSettled: refresh,
  });
}

export function useDeleteBudgetType() {
  const notify = useNotify();
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: (id: string) => request('deleteBudgetType', { params: { id } }),
    onSuccess: () => notify.success('Budget type deleted'),
    onError: (error) => notify.error(serverMessageOr(error, 'Please try again.'), 'Failed to delete budget type'),
    onSettled: refresh,
  });
}

export function useCreateCategory() {
  const notify = useNotify();
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: (body: BudgetCategoryRequestInput) => request('createBudgetCategory', { body }),
    onSuccess: (category) => notify.success('Category added', `${category.name} was added.`),
    onError: (error) => notify.error(serverMessageOr(error, 'Please try again.'), 'Failed to create category'),
    onSettled: refresh,
  });
}

export function useUpdateCategory() {
  const notify = useNotify();
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BudgetCategoryRequestInput }) =>
      request('updateBudgetCategory', { params: { id }, body }),
    onSuccess: (category) => notify.success('Category updated', `${category.name} was saved.`),
    onError: (error) => notify.error(serverMessageOr(error, 'Please try again.'), 'Failed to update category'),
    onSettled: refresh,
  });
}

export function useDeleteCategory() {
  const notify = useNotify();
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: (id: string) => request('deleteBudgetCategory', { params: { id } }),
    onSuccess: () => notify.success('Category deleted'),
    onError: (error) => notify.error(serverMessageOr(error, 'Please try again.'), 'Failed to delete category'),
    onSettled: refresh,
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const added = ({ budgetTypesCreated, categoriesCreated }: BudgetUploadResult) =>
  `${plural(budgetTypesCreated, 'budget type', 'budget types')} and ${plural(categoriesCreated, 'category', 'categories')}`;

/**
 * POST /api/budget/upload (multipart: file, month, year, applyChanges). Failure: the server's message or 'Failed to
 * upload budget'. Lines whose amounts differ from the month's come back as `changes` for the page to show; the
 * toast never says "Nothing new" about a file that differs.
 */
export function useUploadBudget() {
  const notify = useNotify();
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: ({ file, month, applyChanges = false }: { file: File; month: BudgetMonth; applyChanges?: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      form.append('month', String(month.month));
      form.append('year', String(month.year));
      if (applyChanges) form.append('applyChanges', 'true');
      return upload('uploadBudget', form);
    },
    onSuccess: (result, { month, applyChanges }) => {
      if (result.unmapped.length > 0) return; // nothing was written: the page asks which categories are meant
      const created = result.budgetTypesCreated + result.categoriesCreated;
      const where = budgetMonthLabel(month);
      if (applyChanges) {
        const updated = `Updated ${plural(result.categoriesUpdated, 'category', 'categories')} in ${where}`;
        notify.success('Budget updated', created > 0 ? `${updated} and added ${added(result)}.` : `${updated}.`);
      } else if (created > 0) {
        const review =
          result.changes.length > 0
            ? ` ${plural(result.changes.length, 'line changes an amount', 'lines change amounts')} you already have.`
            : '';
        notify.success('Budget uploaded', `Added ${added(result)} to ${where}.${review}`);
      } else if (result.changes.length === 0) {
        notify.success('Budget uploaded', `Nothing new: everything in the file is already in ${where}.`);
      }
    },
    onError: (error) => notify.error(serverMessageOr(error, 'Failed to upload budget')),
    onSettled: refresh,
  });
}

/** POST /api/budget/copy: last month's budget into this (empty) month. */
export function useCopyLastMonth() {
  const notify = useNotify();
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: (month: BudgetMonth) => request('copyBudget', { body: month }),
    onSuccess: (result) =>
      notify.success(
        'Budget copied',
        `Copied ${plural(result.budgetTypesCreated, 'budget type', 'budget types')} and ${plural(result.categoriesCreated, 'category', 'categories')} from ${budgetMonthLabel({ month: result.fromMonth, year: result.fromYear })}.`,
      ),
    onError: (error) => notify.error(serverMessageOr(error, 'Please try again.'), "Failed to copy last month's budget"),
    onSettled: refresh,
  });
}
