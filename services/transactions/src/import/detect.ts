/**
 * The detect stage: how the file's columns are read and in which currency. The layout is the one the user chose in
 * the preview (remembered for their next file of that layout), else the one they chose last time for a file of this
 * layout, else the one detected; the currency is the file's own, else the user's answer in the dialog.
 */
import { isCurrencyCode, type CurrencyCode, type StatementLayout } from '@tracker/contracts';
import { badRequest } from '@tracker/service-kit';
import { applyStatementLayout, type Layout, type Statement } from '@tracker/statements';
import type { Connection, Types } from 'mongoose';
import { RememberedLayouts, type RememberedLayout } from './rememberedLayouts';

export const LAYOUT_MISMATCH = 'The layout does not fit this file: choose a role for each of its columns';

export interface DetectedLayout {
  layout: Layout;
  /** The user's earlier choice for this layout, when it was used. */
  remembered: RememberedLayout | null;
}

export class LayoutDetection {
  private readonly layouts: RememberedLayouts;

  constructor(connection: Connection) {
    this.layouts = new RememberedLayouts(connection);
  }

  /** The layout the preview shows (nothing is remembered). */
  async forPreview(userId: string, statement: Statement, chosen: StatementLayout | undefined): Promise<DetectedLayout> {
    if (chosen) return { layout: chosenLayout(statement, chosen), remembered: null };
    const remembered = await this.layouts.find(userId, statement.layout);
    return { layout: remembered?.layout ?? statement.layout, remembered };
  }

  /** The layout the import reads with; a layout the user chose is remembered with the account it went into. */
  async forImport(
    userId: string,
    statement: Statement,
    chosen: StatementLayout | undefined,
    accountId: Types.ObjectId,
  ): Promise<Layout> {
    if (!chosen) return (await this.layouts.find(userId, statement.layout))?.layout ?? statement.layout;
    const layout = chosenLayout(statement, chosen);
    await this.layouts.remember(userId, statement.layout, chosen, accountId);
    return layout;
  }
}

/** The layout the user chose, applied to the file (a 400 when it does not fit it). */
function chosenLayout(statement: Statement, chosen: StatementLayout): Layout {
  const layout = applyStatementLayout(statement.layout, chosen);
  if (!layout) throw badRequest(LAYOUT_MISMATCH);
  return layout;
}

/**
 * The statement's currency: the file's own (a Currency column, 'Amount (EUR)', £ in the amounts); when the file does
 * not say it, the user's answer in the dialog (asked while the account's currency is undecided); else none.
 */
export function statementCurrency(layout: Layout, answered: CurrencyCode | undefined): CurrencyCode | null {
  return isCurrencyCode(layout.currency) ? layout.currency : (answered ?? null);
}
