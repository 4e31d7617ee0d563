/**
 * The budget area's reads (`@tracker/area-reads/budget`): query options and keys that the Budget page and the
 * dashboard share, so a cached month behaves the same whichever screen read it first.
 */
export { budgetCategoriesQuery, budgetTypesQuery } from './queries';
export { queryKeys as budgetQueryKeys } from './queryKeys';
