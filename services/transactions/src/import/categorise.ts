/**
 * The categorise stage: a category written in the file is the bank's hint, read into the user's categories; the
 * other rows are asked of the categoriser, one question per description and direction, with their merchant keys.
 * When the categoriser is slow or down, the rest of the import waits uncategorised in Pending instead of waiting on
 * it again. A row a stage before this one categorised (a rule) is left as it is.
 */
import {
  BANK_CATEGORY_MAX_LENGTH,
  bankFileReason,
  CATEGORY_CONFIDENCE_THRESHOLD,
  fromMinorUnits,
  suggestCategory,
  type Categorisation,
} from '@tracker/contracts';
import type { CategoriserClient } from '../categoriser/client';
import { MAX_OFFERED_CATEGORIES } from '../routes/userCategories/service';
import type { BatchStep, ImportBatch, ImportItem, ImportSession, ImportStage } from './session';

/** Longest description sent to the categoriser. */
const MAX_ASKED_DESCRIPTION = 1000;

/**
 * One question to the categoriser, shared by the rows of one description, direction and unmapped bank category (the
 * bank's word is part of what is asked, so rows that differ in it are asked apart).
 */
interface Question {
  id: string;
  item: ImportItem;
  /** The file's category for the row when it read as none of the user's categories: a hint for the categoriser. */
  bankCategory?: string;
}

/** The file's category of a row the categorise stage could not read into the user's categories, trimmed; or none. */
function unmappedBankCategory(item: ImportItem): string | undefined {
  const word = item.row.category?.trim().slice(0, BANK_CATEGORY_MAX_LENGTH);
  return word === undefined || word === '' ? undefined : word;
}

/** The rows still without a category grouped into questions, and which question each asks. */
function questionsOf(items: readonly ImportItem[]): { questions: Question[]; asked: Map<ImportItem, Question> } {
  const byText = new Map<string, Question>();
  const asked = new Map<ImportItem, Question>();
  for (const item of items) {
    if (item.doc.category !== null) continue;
    const bankCategory = unmappedBankCategory(item);
    const key = `${item.doc.isIncome ? '+' : '-'}${bankCategory ?? ''}\u0000${item.row.description}`;
    let question = byText.get(key);
    if (question === undefined) {
      question = { id: String(byText.size), item, ...(bankCategory === undefined ? {} : { bankCategory }) };
      byText.set(key, question);
    }
    asked.set(item, question);
  }
  return { questions: [...byText.values()], asked };
}

class CategoriseStep implements BatchStep {
  private categoriserUsable: boolean;
  // With Auto Categorise off the rows are still given their merchant keys (no categories), so a correction can be
  // offered to the merchant's other rows without reading every row later.
  private merchantsUsable: boolean;

  constructor(
    private readonly session: ImportSession,
    private readonly categoriser: CategoriserClient,
    private readonly offered: string[],
  ) {
    this.categoriserUsable = session.autoCategorise;
    this.merchantsUsable = !session.autoCategorise;
  }

  async process(batch: ImportBatch): Promise<void> {
    this.fileCategories(batch.items);
    const { questions, asked } = questionsOf(batch.items);
    if (questions.length === 0) return;
    const answers = await this.answers(questions);
    const merchants = await this.merchantKeys(questions);
    for (const [item, question] of asked) {
      const { doc } = item;
      const answer = answers?.get(question.id);
      const merchant = answer?.merchant ?? merchants?.[Number(question.id)];
      if (merchant !== undefined) doc.merchant = merchant;
      if (answer && answer.category !== null) {
        doc.category = answer.category;
        doc.aiCategorised = true;
        doc.confidence = answer.confidence;
        doc.pending = answer.confidence < CATEGORY_CONFIDENCE_THRESHOLD;
      }
    }
  }

  /**
   * A category written in the bank's file is a hint in the bank's words (issue 38): read into the user's categories
   * (the same name, or the table of the major banks' category sets: Gas → Fuel, Food & Drink → Dining Out), the row
   * says it came from the bank's file and is neither the user's choice (Manual) nor the categoriser's (AI). A word
   * that reads as none of the user's categories is sent to the categoriser beside the description, as a feature of the
   * question (Restaurants, Pharmacy): never a new category, never an answer by itself.
   */
  private fileCategories(items: readonly ImportItem[]): void {
    for (const { row, doc } of items) {
      if (row.category === null || doc.category !== null) continue;
      const category = suggestCategory(row.category, this.offered);
      if (category === null) continue;
      doc.category = category;
      doc.aiCategorised = false;
      doc.pending = false;
      doc.reviewReason = bankFileReason(row.category);
    }
  }

  private async answers(questions: readonly Question[]): Promise<Map<string, Categorisation> | null> {
    if (!this.categoriserUsable || this.offered.length === 0) return null;
    const { userId, country, currency } = this.session;
    const answers = await this.categoriser.categorise({
      userId,
      categories: this.offered,
      ...(country === undefined ? {} : { country }),
      // The amounts' currency: yen are read at their magnitude, not as dollars.
      currency,
      transactions: questions.map(({ id, item, bankCategory }) => ({
        id,
        description: item.row.description.slice(0, MAX_ASKED_DESCRIPTION),
        amount: fromMinorUnits(item.doc.amountCents, currency),
        isIncome: item.doc.isIncome,
        ...(bankCategory === undefined ? {} : { bankCategory }),
      })),
    });
    if (answers === null) this.categoriserUsable = false;
    return answers;
  }

  private async merchantKeys(questions: readonly Question[]): Promise<string[] | null> {
    if (!this.merchantsUsable) return null;
    const keys = await this.categoriser.merchants(
      questions.map(({ item }) => item.row.description.slice(0, MAX_ASKED_DESCRIPTION)),
    );
    if (keys === null) this.merchantsUsable = false;
    return keys;
  }
}

export const categoriseStage: ImportStage = {
  name: 'categorise',
  async open(session, { categories, categoriser }) {
    const offered = (await categories.names(session.userId)).slice(0, MAX_OFFERED_CATEGORIES);
    return new CategoriseStep(session, categoriser, offered);
  },
};
