/** Budget types and categories per month: served by services/budget. */
import {
  budgetCategoryListSchema,
  budgetCategoryMappingListSchema,
  budgetCategoryRequestSchema,
  budgetCategorySchema,
  budgetTypeListSchema,
  budgetTypeRequestSchema,
  budgetTypeSchema,
  budgetUploadResultSchema,
  copyBudgetRequestSchema,
  copyBudgetResultSchema,
  saveBudgetCategoryMappingsSchema,
  spendingBudgetQuerySchema,
  spendingBudgetResponseSchema,
  uploadBudgetFieldsSchema,
} from '../budget';
import { idParamsSchema, monthYearQuerySchema, successResponseSchema } from '../common';
import type { EndpointDefinition } from './definition';

// biome-ignore format: an operation's method, path, kind and auth read best on one line
export const budgetEndpoints = {
  listBudgetTypes: {
    method: 'GET', path: '/api/budget-types', kind: 'json', auth: 'user',
    summary: 'Budget types of a month (default: current)',
    query: monthYearQuerySchema, response: budgetTypeListSchema,
  },
  createBudgetType: {
    method: 'POST', path: '/api/budget-types', kind: 'json', auth: 'user',
    summary: 'Create a budget type', body: budgetTypeRequestSchema, response: budgetTypeSchema,
  },
  updateBudgetType: {
    method: 'PUT', path: '/api/budget-types/:id', kind: 'json', auth: 'user',
    summary: 'Update a budget type',
    params: idParamsSchema, body: budgetTypeRequestSchema, response: budgetTypeSchema,
  },
  deleteBudgetType: {
    method: 'DELETE', path: '/api/budget-types/:id', kind: 'json', auth: 'user',
    summary: 'Delete a budget type and its categories',
    params: idParamsSchema, response: successResponseSchema,
  },
  listBudgetCategories: {
    method: 'GET', path: '/api/budget-type-categories', kind: 'json', auth: 'user',
    summary: 'Budget categories of a month (default: current)',
    query: monthYearQuerySchema, response: budgetCategoryListSchema,
  },
  createBudgetCategory: {
    method: 'POST', path: '/api/budget-type-categories', kind: 'json', auth: 'user',
    summary: 'Create a budget category', body: budgetCategoryRequestSchema, response: budgetCategorySchema,
  },
  updateBudgetCategory: {
    method: 'PUT', path: '/api/budget-type-categories/:id', kind: 'json', auth: 'user',
    summary: 'Update a budget category',
    params: idParamsSchema, body: budgetCategoryRequestSchema, response: budgetCategorySchema,
  },
  deleteBudgetCategory: {
    method: 'DELETE', path: '/api/budget-type-categories/:id', kind: 'json', auth: 'user',
    summary: 'Delete a budget category', params: idParamsSchema, response: successResponseSchema,
  },
  uploadBudget: {
    method: 'POST', path: '/api/budget/upload', kind: 'multipart', auth: 'user',
    summary: 'Import budget types and categories from CSV',
    fileField: 'file', body: uploadBudgetFieldsSchema, response: budgetUploadResultSchema,
  },
  copyBudget: {
    method: 'POST', path: '/api/budget/copy', kind: 'json', auth: 'user',
    summary: "Fill an empty month with the previous month's budget (beyond the original calls: issue 13)",
    body: copyBudgetRequestSchema, response: copyBudgetResultSchema,
  },
  spendingBudgetByMonth: {
    method: 'GET', path: '/api/budget/spending-by-month', kind: 'json', auth: 'user',
    summary: "Each month's spending budget (expenses and debts), for the dashboard chart (beyond the original calls)",
    query: spendingBudgetQuerySchema, response: spendingBudgetResponseSchema,
  },
  listBudgetCategoryMappings: {
    method: 'GET', path: '/api/budget/category-mappings', kind: 'json', auth: 'user',
    summary: "The remembered mappings of budget names to the user's categories (beyond the original calls)",
    response: budgetCategoryMappingListSchema,
  },
  saveBudgetCategoryMappings: {
    method: 'PUT', path: '/api/budget/category-mappings', kind: 'json', auth: 'user',
    summary: "Remember budget names as the user's categories (a new name becomes a category)",
    body: saveBudgetCategoryMappingsSchema, response: budgetCategoryMappingListSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
