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
  /** Budget types of a month (default: current) */
  listBudgetTypes: {
    method: 'GET', path: '/api/budget-types', kind: 'json', auth: 'user',
    query: monthYearQuerySchema, response: budgetTypeListSchema,
  },
  /** Create a budget type */
  createBudgetType: {
    method: 'POST', path: '/api/budget-types', kind: 'json', auth: 'user',
    body: budgetTypeRequestSchema, response: budgetTypeSchema,
  },
  /** Update a budget type */
  updateBudgetType: {
    method: 'PUT', path: '/api/budget-types/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, body: budgetTypeRequestSchema, response: budgetTypeSchema,
  },
  /** Delete a budget type and its categories */
  deleteBudgetType: {
    method: 'DELETE', path: '/api/budget-types/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, response: successResponseSchema,
  },
  /** Budget categories of a month (default: current) */
  listBudgetCategories: {
    method: 'GET', path: '/api/budget-type-categories', kind: 'json', auth: 'user',
    query: monthYearQuerySchema, response: budgetCategoryListSchema,
  },
  /** Create a budget category */
  createBudgetCategory: {
    method: 'POST', path: '/api/budget-type-categories', kind: 'json', auth: 'user',
    body: budgetCategoryRequestSchema, response: budgetCategorySchema,
  },
  /** Update a budget category */
  updateBudgetCategory: {
    method: 'PUT', path: '/api/budget-type-categories/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, body: budgetCategoryRequestSchema, response: budgetCategorySchema,
  },
  /** Delete a budget category */
  deleteBudgetCategory: {
    method: 'DELETE', path: '/api/budget-type-categories/:id', kind: 'json', auth: 'user',
    params: idParamsSchema, response: successResponseSchema,
  },
  /** Import budget types and categories from CSV */
  uploadBudget: {
    method: 'POST', path: '/api/budget/upload', kind: 'multipart', auth: 'user',
    fileField: 'file', body: uploadBudgetFieldsSchema, response: budgetUploadResultSchema,
  },
  /** Fill an empty month with the previous month's budget (beyond the original calls: issue 13) */
  copyBudget: {
    method: 'POST', path: '/api/budget/copy', kind: 'json', auth: 'user',
    body: copyBudgetRequestSchema, response: copyBudgetResultSchema,
  },
  /** Each month's spending budget (expenses and debts), for the dashboard chart (beyond the original calls) */
  spendingBudgetByMonth: {
    method: 'GET', path: '/api/budget/spending-by-month', kind: 'json', auth: 'user',
    query: spendingBudgetQuerySchema, response: spendingBudgetResponseSchema,
  },
  /** The remembered mappings of budget names to the user's categories (beyond the original calls) */
  listBudgetCategoryMappings: {
    method: 'GET', path: '/api/budget/category-mappings', kind: 'json', auth: 'user',
    response: budgetCategoryMappingListSchema,
  },
  /** Remember budget names as the user's categories (a new name becomes a category) */
  saveBudgetCategoryMappings: {
    method: 'PUT', path: '/api/budget/category-mappings', kind: 'json', auth: 'user',
    body: saveBudgetCategoryMappingsSchema, response: budgetCategoryMappingListSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
