/**
 * A layout as the user sees and corrects it: one role per column, the date order, the number format and the sign
 * convention (the contracts' StatementLayout), to and from the reader's Layout; and the key a confirmed layout is
 * remembered by (its header, or the shape of a file without one).
 */
import { createHash } from 'node:crypto';
import type { ColumnRole, StatementLayout } from '@tracker/contracts';
import type { Columns, Layout } from './layoutTypes';

const SINGLE: Array<[keyof Columns, ColumnRole]> = [
  ['date', 'date'],
  ['amount', 'amount'],
  ['debit', 'debit'],
  ['credit', 'credit'],
  ['indicator', 'indicator'],
  ['balance', 'balance'],
  ['category', 'category'],
  ['type', 'type'],
  ['institution', 'institution'],
  ['currency', 'currency'],
  ['payer', 'payer'],
  ['payee', 'payee'],
];

/** The role of each of the layout's columns. */
export function rolesOf(layout: Pick<Layout, 'columns' | 'width'>): ColumnRole[] {
  const { columns } = layout;
  const roles: ColumnRole[] = Array.from({ length: layout.width }, () => 'ignore');
  const primary = columns.description[0];
  // Fallback descriptions after the first are kept; one before it would read first in the file's order.
  for (const index of columns.description)
    if (index < roles.length && index >= (primary ?? 0)) roles[index] = 'description';
  for (const index of columns.details ?? []) if (index < roles.length) roles[index] = 'details';
  for (const [key, role] of SINGLE) {
    const index = columns[key];
    if (typeof index === 'number' && index < roles.length) roles[index] = role;
  }
  return roles;
}

/** The columns of a role per column (validated by the contracts' statementLayoutSchema). */
export function columnsFromRoles(roles: readonly ColumnRole[]): Columns {
  const columns: Columns = { date: roles.indexOf('date'), description: [] };
  const details: number[] = [];
  roles.forEach((role, index) => {
    if (role === 'description') columns.description.push(index);
    else if (role === 'details') details.push(index);
  });
  if (details.length > 0) columns.details = details;
  for (const [key, role] of SINGLE) {
    if (key === 'date') continue;
    const index = roles.indexOf(role);
    if (index >= 0) (columns as unknown as Record<string, number>)[key] = index;
  }
  return columns;
}

/** The layout as the user sees it. */
export function statementLayoutOf(layout: Layout): StatementLayout {
  return { roles: rolesOf(layout), dateOrder: layout.dateOrder, decimal: layout.decimal, sign: layout.sign };
}

/** The layout read under the user's choices (nothing left in doubt); null when it does not fit the file. */
export function applyStatementLayout(layout: Layout, chosen: StatementLayout): Layout | null {
  if (chosen.roles.length !== layout.width) return null;
  const detected = rolesOf(layout);
  // Unchanged roles keep the detected columns (with their fallback order).
  const same = detected.every((role, i) => role === chosen.roles[i]);
  const columns = same ? layout.columns : columnsFromRoles(chosen.roles);
  // The bank's id and kinds columns have no role the user picks: they stay while their column is left unread.
  const { bankId, kindText } = layout.columns;
  if (!same && bankId !== undefined && chosen.roles[bankId] === 'ignore') columns.bankId = bankId;
  if (!same && kindText !== undefined && chosen.roles[kindText] === 'ignore') columns.kindText = kindText;
  return {
    ...layout,
    columns,
    dateOrder: chosen.dateOrder,
    dateOrderBasis: chosen.dateOrder === layout.dateOrder ? layout.dateOrderBasis : 'values',
    decimal: chosen.decimal,
    sign: chosen.sign,
    doubts: [],
  };
}

/** The key a layout is remembered by: its header, or for a file without one its width and the roles found. */
export function layoutKey(layout: Layout): string {
  const shape =
    layout.header === null
      ? `shape:${layout.width}:${rolesOf(layout).join(',')}`
      : `header:${layout.header.join('\u0000')}`;
  return createHash('sha256').update(shape).digest('base64url');
}
