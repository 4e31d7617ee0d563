/**
 * An in-memory budget API for component tests, injected as the api-client's fetch. It answers the calls this area
 * makes the way services/budget does (contracts' shapes, monthly amounts from the contracts' conversion, 404 for
 * unknown ids), records every call, and can fail a chosen call once (answers built by shell-sdk's fakeResponse).
 */
import { createFakeFetch, type FakeAnswer, type FakeCall, type FakeFetch } from '@tracker/shell-sdk/testing';
import {
  DEFAULT_CATEGORY_GROUPS,
  DEFAULT_BUDGET_TYPE_COLOR,
  DEFAULT_BUDGET_TYPE_ICON,
  monthlyAmountOf,
  shiftBudgetMonth,
  toMoneyString,
  type BudgetCategory,
  type BudgetFrequency,
  type BudgetType,
  type BudgetCategoryMapping,
  type BudgetUploadResult,
  type UserCategoriesResponse,
} from '@tracker/contracts';

export type Answer = FakeAnswer;

const error = (status: number, message: string): Answer => ({ status, body: { error: message, message } });

let ids = 0;
const nextId = (prefix: string) => `${prefix}${++ids}`;

export function makeType(fields: Partial<BudgetType> & Pick<BudgetType, 'name' | 'month' | 'year'>): BudgetType {
  return {
    id: nextId('type-'),
    color: DEFAULT_BUDGET_TYPE_COLOR,
    icon: DEFAULT_BUDGET_TYPE_ICON,
    displayOrder: 0,
    ...fields,
  };
}

export function makeCategory(
  type: BudgetType,
  name: string,
  amount: string,
  frequency: BudgetFrequency = 'monthly',
): BudgetCategory {
  return {
    id: nextId('cat-'),
    budgetTypeId: type.id,
    name,
    amount,
    frequency,
    monthlyAmount: monthlyAmountOf(amount, frequency),
    month: type.month,
    year: type.year,
  };
}

export interface FakeApi extends FakeFetch {
  types: BudgetType[];
  categories: BudgetCategory[];
  /** The next call to `METHOD /path-regex` is answered with `answer` instead (once). */
  failNext(method: string, path: RegExp, answer: Answer): void;
  /** GET /api/user-categories (a new user's default taxonomy unless a test changes it). */
  userCategories: UserCategoriesResponse;
  /** What PUT /api/budget/category-mappings remembered. */
  mappings: BudgetCategoryMapping[];
  /** What POST /api/budget/upload answers for a form (by default the example file into an empty month). */
  uploadResult(form: FormData): BudgetUploadResult;
}

export function createFakeApi(seed: { types?: BudgetType[]; categories?: BudgetCategory[] } = {}): FakeApi {
  const api: FakeApi = Object.assign(
    createFakeFetch((call) => route(api, call)),
    {
      types: [...(seed.types ?? [])],
      categories: [...(seed.categories ?? [])],
      userCategories: {
        budget: [],
        income: DEFAULT_CATEGORY_GROUPS.income.map((name) => ({ name })),
        savings: DEFAULT_CATEGORY_GROUPS.savings.map((name) => ({ name })),
        investment: DEFAULT_CATEGORY_GROUPS.investment.map((name) => ({ name })),
        expense: DEFAULT_CATEGORY_GROUPS.expense.map((name) => ({ name })),
      },
      mappings: [],
      failNext: (method: string, path: RegExp, answer: Answer) => api.intercept(method, path, () => answer),
      uploadResult: (): BudgetUploadResult => ({
        budgetTypesCreated: 5,
        categoriesCreated: 12,
        categoriesUpdated: 0,
        changes: [],
        unmapped: [],
      }),
    },
  );
  return api;
}

const inMonth = (q: URLSearchParams) => (item: { month: number; year: number }) =>
  item.month === Number(q.get('month')) && item.year === Number(q.get('year'));

function record(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !(body instanceof FormData)
    ? (body as Record<string, unknown>)
    : {};
}

function typeFrom(body: Record<string, unknown>, id: string): BudgetType {
  return {
    id,
    name: String(body.name).trim(),
    color: String(body.color ?? DEFAULT_BUDGET_TYPE_COLOR),
    icon: String(body.icon ?? DEFAULT_BUDGET_TYPE_ICON),
    displayOrder: Number(body.displayOrder ?? 0),
    month: Number(body.month),
    year: Number(body.year),
  };
}

function categoryFrom(body: Record<string, unknown>, id: string): BudgetCategory {
  const amount = toMoneyString(body.amount as number) ?? '0.00';
  const frequency = body.frequency as BudgetFrequency;
  return {
    id,
    budgetTypeId: String(body.budgetTypeId),
    name: String(body.name).trim(),
    amount,
    frequency,
    monthlyAmount: monthlyAmountOf(amount, frequency),
    month: Number(body.month),
    year: Number(body.year),
  };
}

function route(api: FakeApi, call: FakeCall): Answer {
  const { method, path, query } = call;
  const body = record(call.body);
  const typeId = /^\/api\/budget-types\/([^/]+)$/.exec(path)?.[1];
  const categoryId = /^\/api\/budget-type-categories\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && path === '/api/budget-types') {
    return { status: 200, body: api.types.filter(inMonth(query)).sort((a, b) => a.displayOrder - b.displayOrder) };
  }
  if (method === 'GET' && path === '/api/budget-type-categories')
    return { status: 200, body: api.categories.filter(inMonth(query)) };
  if (method === 'POST' && path === '/api/budget-types') {
    const type = typeFrom(body, nextId('type-'));
    api.types.push(type);
    return { status: 201, body: type };
  }
  if (typeId) {
    const index = api.types.findIndex((t) => t.id === typeId);
    if (index < 0) return error(404, 'Budget type not found');
    if (method === 'PUT') {
      api.types[index] = typeFrom(body, typeId);
      return { status: 200, body: api.types[index] };
    }
    if (method === 'DELETE') {
      api.types.splice(index, 1);
      api.categories = api.categories.filter((c) => c.budgetTypeId !== typeId);
      return { status: 200, body: { success: true } };
    }
  }
  if (method === 'POST' && path === '/api/budget-type-categories') {
    if (!api.types.some((t) => t.id === body.budgetTypeId)) return error(404, 'Budget type not found');
    const category = categoryFrom(body, nextId('cat-'));
    api.categories.push(category);
    return { status: 201, body: category };
  }
  if (categoryId) {
    const index = api.categories.findIndex((c) => c.id === categoryId);
    if (index < 0) return error(404, 'Budget category not found');
    if (method === 'PUT') {
      api.categories[index] = categoryFrom(body, categoryId);
      return { status: 200, body: api.categories[index] };
    }
    if (method === 'DELETE') {
      api.categories.splice(index, 1);
      return { status: 200, body: { success: true } };
    }
  }
  if (method === 'GET' && path === '/api/user-categories') return { status: 200, body: api.userCategories };
  if (method === 'PUT' && path === '/api/budget/category-mappings') {
    for (const m of (body.mappings ?? []) as BudgetCategoryMapping[]) {
      api.mappings = [...api.mappings.filter((x) => x.from !== m.from), { from: m.from, to: m.to }];
      const known = Object.values(api.userCategories).some((g) => g.some((c) => c.name === m.to));
      if (!known) api.userCategories.expense.push({ name: m.to });
    }
    return { status: 200, body: api.mappings };
  }
  if (method === 'POST' && path === '/api/budget/upload')
    return { status: 200, body: api.uploadResult(call.body as FormData) };
  if (method === 'POST' && path === '/api/budget/copy') {
    const target = { month: Number(body.month), year: Number(body.year) };
    const source = shiftBudgetMonth(target, -1);
    const from = api.types.filter((t) => t.month === source.month && t.year === source.year);
    if (from.length === 0) return error(400, `There is no budget to copy.`);
    let categoriesCreated = 0;
    for (const type of from) {
      const copy = { ...type, id: nextId('type-'), ...target };
      api.types.push(copy);
      for (const c of api.categories.filter((x) => x.budgetTypeId === type.id)) {
        api.categories.push({ ...c, id: nextId('cat-'), budgetTypeId: copy.id, ...target });
        categoriesCreated++;
      }
    }
    return {
      status: 200,
      body: { budgetTypesCreated: from.length, categoriesCreated, fromMonth: source.month, fromYear: source.year },
    };
  }
  return error(404, `No route for ${method} ${path}`);
}
