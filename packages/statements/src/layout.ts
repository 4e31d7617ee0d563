/**
 * The layout of a statement: pass one over its records after the header gathers the evidence for the per-file
 * decisions (day/month order of dates, decimal mark, what a 'Type' column holds) and the sample read for detection.
 */
import { decimalVote, type DecimalMark } from './amounts';
import { isBlank, normaliseHeader, textOf, type CellValue, type SourceRecord } from './cells';
import { looksLikeAmount, looksLikeDate } from './content';
import { classifyDate, dayNumber, orderVote, resolveDate, type DateOrder } from './dates';
import {
  chooseText,
  columnsFromSample,
  detectCurrency,
  DETECTION_SAMPLE_ROWS,
  findIndicator,
  guessSign,
} from './detect';
import type { HeaderFound } from './header';
import type { Columns, Layout, LayoutDoubt } from './layoutTypes';
import { BALANCE_LINE_TEXTS, indicatorOf, transactionTypeOf } from './vocabulary';

export { isBlank, normaliseHeader, textOf, type CellValue, type SourceRecord } from './cells';
export * from './header';
export * from './layoutTypes';
export { descriptionRank, indicatorOf, transactionTypeOf } from './vocabulary';

/**
 * Pass one over a file: after the header, counts the data rows and gathers the evidence for the per-file
 * decisions (day/month order, decimal mark, what a 'Type' column holds).
 */
export class LayoutAnalyzer {
  private dataRows = 0;
  private dmyVotes = 0;
  private mdyVotes = 0;
  /** Sum of the day gaps between consecutive ambiguous dates under each reading (statements are in date order). */
  private dmyGaps = 0;
  private mdyGaps = 0;
  private prevDmy: number | undefined;
  private prevMdy: number | undefined;
  private commaVotes = 0;
  private dotVotes = 0;
  private typeCells = 0;
  private typeIndicators = 0;
  private typeValues = 0;
  private indicatorCells = 0;
  private indicatorTokens = 0;
  /** Numeric dates either order would read (01/02/2024). */
  private ambiguousDates = 0;
  /** The first data rows, read for detection from content. */
  private readonly sample: CellValue[][] = [];

  constructor(
    private readonly found: HeaderFound,
    private readonly defaultDecimal: DecimalMark,
  ) {}

  /** Feeds one record that comes after the header. */
  add(record: SourceRecord): void {
    const { cells } = record;
    if (
      isBlank(cells) ||
      repeatsHeader(cells, this.found.header, this.found.columns.date) ||
      holdsNoTransaction(cells, this.found.columns)
    )
      return;
    this.dataRows++;
    if (this.sample.length < DETECTION_SAMPLE_ROWS) this.sample.push(cells);
    const { columns } = this.found;
    const dateCell = cells[columns.date];
    if (typeof dateCell === 'string') {
      const classified = classifyDate(dateCell);
      if (classified && classified.kind === 'numeric') {
        const vote = orderVote(classified);
        if (vote === 'dmy') this.dmyVotes++;
        else if (vote === 'mdy') this.mdyVotes++;
        const dmy = resolveDate(classified, 'dmy');
        const mdy = resolveDate(classified, 'mdy');
        if (dmy && mdy) {
          this.ambiguousDates++;
          const a = dayNumber(dmy);
          const b = dayNumber(mdy);
          if (this.prevDmy !== undefined && this.prevMdy !== undefined) {
            this.dmyGaps += Math.min(Math.abs(a - this.prevDmy), 400);
            this.mdyGaps += Math.min(Math.abs(b - this.prevMdy), 400);
          }
          this.prevDmy = a;
          this.prevMdy = b;
        }
      }
    }
    for (const index of [columns.amount, columns.debit, columns.credit]) {
      if (index === undefined) continue;
      const cell = cells[index];
      if (typeof cell !== 'string') continue;
      const vote = decimalVote(cell);
      if (vote === ',') this.commaVotes++;
      else if (vote === '.') this.dotVotes++;
    }
    if (columns.type !== undefined) {
      const text = textOf(cells[columns.type]).trim();
      if (text !== '') {
        this.typeCells++;
        if (indicatorOf(text)) this.typeIndicators++;
        if (transactionTypeOf(text)) this.typeValues++;
      }
    }
    if (columns.indicator !== undefined) {
      const text = textOf(cells[columns.indicator]).trim();
      if (text !== '') {
        this.indicatorCells++;
        if (indicatorOf(text)) this.indicatorTokens++;
      }
    }
  }

  finish(): Layout {
    let columns: Columns = { ...this.found.columns };
    const doubts: LayoutDoubt[] = [];
    const { header } = this.found;
    const decimal = header === null ? headerlessDecimal(this.sample, this.defaultDecimal) : this.decimal();
    if (header === null) {
      const found = columnsFromSample(this.sample, decimal, columns);
      columns = found.columns;
      doubts.push(...found.doubts);
    } else {
      const choice = chooseText(header, columns, this.sample);
      columns.description = choice.description;
      // With a from / to pair the other party names the row; the text columns say what it was for.
      const details =
        columns.payer !== undefined && columns.payee !== undefined
          ? [...choice.description, ...choice.details]
          : choice.details;
      if (details.length > 0) columns.details = details;
      else delete columns.details;
      if (choice.doubt) doubts.push('description');
    }
    if (
      columns.indicator !== undefined &&
      (this.indicatorCells === 0 || this.indicatorTokens < this.indicatorCells * 0.9)
    ) {
      delete columns.indicator;
    }
    // A 'Type' column: an indicator when its values are DR/CR…, a transaction type when they are Income/Expense…
    if (columns.type !== undefined) {
      const type = columns.type;
      delete columns.type;
      if (
        this.typeCells > 0 &&
        this.typeIndicators >= this.typeCells * 0.9 &&
        columns.indicator === undefined &&
        columns.amount !== undefined
      ) {
        columns.indicator = type;
      } else if (this.typeCells > 0 && this.typeValues >= this.typeCells * 0.9) {
        columns.type = type;
      } else {
        // A payment app's own kinds ('General Card Deposit', 'Standard Transfer') name a row nothing else names.
        columns.kindText = type;
      }
    }
    const width = Math.max(header?.length ?? 0, ...this.sample.map((cells) => cells.length));
    const indicator = findIndicator(columns, this.sample, width);
    if (indicator !== undefined) columns.indicator = indicator;
    // A card's payments are told by any of their cells (Apple Card: the merchant column says 'Ach Deposit', Type 'Payment').
    const { sign, doubt: signDoubt } = guessSign(header, columns, this.sample, decimal, (cells) =>
      cells.map(textOf).join(' '),
    );
    if (signDoubt) doubts.push('sign');
    let dateOrder: DateOrder;
    let dateOrderBasis: Layout['dateOrderBasis'];
    if (this.dmyVotes !== this.mdyVotes) {
      dateOrder = this.dmyVotes > this.mdyVotes ? 'dmy' : 'mdy';
      dateOrderBasis = 'values';
    } else if (this.dmyGaps !== this.mdyGaps) {
      dateOrder = this.dmyGaps < this.mdyGaps ? 'dmy' : 'mdy';
      dateOrderBasis = 'sequence';
    } else {
      dateOrder = decimal === ',' ? 'dmy' : 'mdy';
      dateOrderBasis = 'default';
    }
    // Dates either order reads, decided by default or by too short a sequence: the user is asked.
    if (
      this.ambiguousDates > 0 &&
      (dateOrderBasis === 'default' || (dateOrderBasis === 'sequence' && this.ambiguousDates < 6))
    ) {
      doubts.push('dateOrder');
    }
    const layout: Layout = {
      headerIndex: this.found.index,
      header,
      columns,
      dateOrder,
      dateOrderBasis,
      decimal,
      sign,
      doubts,
      width,
      dataRows: this.dataRows,
    };
    const currency = detectCurrency(header, columns, this.sample);
    if (currency !== undefined) layout.currency = currency;
    return layout;
  }

  private decimal(): DecimalMark {
    if (this.commaVotes !== this.dotVotes) return this.commaVotes > this.dotVotes ? ',' : '.';
    return this.defaultDecimal;
  }
}

/**
 * The decimal mark of a file without a header, from every amount-like cell of its sample: its money columns are not
 * known yet (they are found from the values, read with this mark). ABN AMRO's tab-separated export writes '-42,45'.
 */
export function headerlessDecimal(sample: readonly (readonly CellValue[])[], fallback: DecimalMark): DecimalMark {
  let comma = 0;
  let dot = 0;
  for (const cells of sample) {
    for (const cell of cells) {
      if (typeof cell !== 'string' || !looksLikeAmount(cell) || looksLikeDate(cell)) continue;
      const vote = decimalVote(cell);
      if (vote === ',') comma++;
      else if (vote === '.') dot++;
    }
  }
  return comma === dot ? fallback : comma > dot ? ',' : '.';
}

/** Whether cells repeat the header row (some exports repeat it on every page); checks the date column first. */
export function repeatsHeader(cells: readonly CellValue[], header: string[] | null, dateColumn: number): boolean {
  if (header === null) return false;
  const first = cells[dateColumn];
  // A date cell starts with a digit (or a month name); the header's date title is compared only when it could match.
  if (typeof first !== 'string' || first.length === 0 || (first.charCodeAt(0) >= 48 && first.charCodeAt(0) <= 57))
    return false;
  if (normaliseHeader(first) !== header[dateColumn]) return false;
  return cells.map(normaliseHeader).join('\u0000') === header.join('\u0000');
}

/**
 * Whether a line holds no transaction: no amount in any money column and no date in the date column (a statement's
 * balance lines, a legend or disclaimer under the rows). A line with a date or an amount is a row, read or refused.
 */
export function holdsNoTransaction(cells: readonly CellValue[], columns: Columns): boolean {
  if (isBalanceLine(cells, columns)) return true;
  for (const index of [columns.amount, columns.debit, columns.credit]) {
    if (index !== undefined && textOf(cells[index]).trim() !== '') return false;
  }
  const date = cells[columns.date];
  if (date !== undefined && typeof date !== 'string') return false;
  const text = (date ?? '').trim();
  return text === '' || classifyDate(text) === null;
}

/** A line whose only text is the statement's own balance label (an opening or closing balance, a turnover). */
function isBalanceLine(cells: readonly CellValue[], columns: Columns): boolean {
  const texts = [...columns.description, ...(columns.details ?? [])]
    .map((index) => textOf(cells[index]).trim().toLowerCase())
    .filter((text) => text !== '');
  return texts.length > 0 && texts.every((text) => BALANCE_LINE_TEXTS.has(text));
}

/** Whether a record is blank, repeats the header or holds no transaction (all are skipped, not counted). */
export function isSkippable(record: SourceRecord, layout: Pick<Layout, 'header' | 'columns'>): boolean {
  return (
    isBlank(record.cells) ||
    repeatsHeader(record.cells, layout.header, layout.columns.date) ||
    holdsNoTransaction(record.cells, layout.columns)
  );
}
