import {
  POSSIBLE_TRANSFER_REASON,
  MAX_RULES,
  RULE_PREVIEW_ROWS,
  type ruleInputSchema,
  type Rule,
  type RuleAction,
  type RuleCondition,
  type RulePreviewResponse,
  type RuleSavedResponse,
} from '@tracker/contracts';
import { badRequest, conflict, findOwnOr404, notFound } from '@tracker/service-kit';
import { Types, type AnyBulkWriteOperation, type Connection } from 'mongoose';
import type { z } from 'zod';
import { compileRule, compileRules, runRules, type CompiledRule } from '../../rules/engine';
import { patternProblem } from '../../rules/patterns';
import { changesFor, ruleRowOf } from '../../rules/rowChanges';
import type { BankAccountService } from '../bankAccounts/service';
import { searchKeys } from '../transactions/keys';
import type { TransactionFields } from '../transactions/model';
import { toApiTransaction } from '../transactions/apiShape';
import type { StoredTransaction } from '../transactions/model';
import type { TransactionService } from '../transactions/service';
import type { UserCategoryService } from '../userCategories/service';
import { ruleModel, type RuleFields } from './model';

export const RULE_NOT_FOUND = 'Rule not found';
/** Row updates per bulk write when a rule is applied to the stored rows. */
const APPLY_WRITE_BATCH = 1000;

type RuleInput = z.output<typeof ruleInputSchema>;
type StoredRule = RuleFields & { _id: Types.ObjectId };

export interface RuleServiceDeps {
  connection: Connection;
  transactions: TransactionService;
  accounts: BankAccountService;
  categories: UserCategoryService;
}

const toApiRule = (rule: StoredRule): Rule => ({
  id: rule._id.toHexString(),
  name: rule.name,
  order: rule.order,
  enabled: rule.enabled,
  conditions: rule.conditions,
  actions: rule.actions,
});

/** The user's rules: saved, ordered, checked against their categories and accounts, and applied to stored rows. */
export class RuleService {
  readonly model;

  constructor(private readonly deps: RuleServiceDeps) {
    this.model = ruleModel(deps.connection);
  }

  private stored(userId: string): Promise<StoredRule[]> {
    return this.model.find({ userId }).sort({ order: 1, _id: 1 }).lean<StoredRule[]>();
  }

  /** GET /api/rules */
  async list(userId: string): Promise<Rule[]> {
    return (await this.stored(userId)).map(toApiRule);
  }

  /** The user's enabled rules, compiled in their order (for import and manual entry). */
  async compiled(userId: string): Promise<CompiledRule[]> {
    return compileRules(await this.stored(userId));
  }

  /**
   * A rule as it will be stored: categories in their stored spelling; 400 naming an unknown category or account,
   * or a pattern that is not valid or not safe.
   */
  private async checked(userId: string, input: RuleInput): Promise<Pick<RuleFields, 'conditions' | 'actions'>> {
    const [categories, accounts] = await Promise.all([
      this.deps.categories.names(userId),
      this.deps.accounts.names(userId),
    ]);
    const category = (name: string) => {
      const found = categories.find((known) => known.toLowerCase() === name.trim().toLowerCase());
      if (found === undefined) throw badRequest(`Unknown category "${name}"`);
      return found;
    };
    const account = (id: string) => {
      if (!accounts.has(id)) throw badRequest(`Unknown account "${id}"`);
      return id;
    };
    const conditions: RuleCondition[] = input.conditions.map((condition) => {
      if (condition.field === 'account') account(condition.value);
      if (condition.field === 'description' && condition.operator === 'matches') {
        const problem = patternProblem(condition.value);
        if (problem !== null) throw badRequest(problem);
      }
      return condition;
    });
    const actions: RuleAction[] = input.actions.map((action) => {
      if (action.type === 'setCategory') return { type: 'setCategory', value: category(action.value) };
      if (action.type === 'markTransfer' && action.value !== null) account(action.value);
      return action;
    });
    return { conditions, actions };
  }

  /** POST /api/rules: the rule goes last in order. */
  async create(userId: string, input: RuleInput): Promise<RuleSavedResponse> {
    const checked = await this.checked(userId, input);
    const existing = await this.stored(userId);
    if (existing.length >= MAX_RULES) throw conflict(`A user can have at most ${MAX_RULES} rules`);
    const now = new Date();
    const order = existing.reduce((last, rule) => Math.max(last, rule.order + 1), 0);
    const created = await this.model.create({
      userId,
      name: input.name,
      order,
      enabled: input.enabled,
      ...checked,
      createdAt: now,
      updatedAt: now,
    });
    const rule = toApiRule(created.toObject() as StoredRule);
    if (!input.applyToExisting) return { rule };
    return { rule, changedCount: await this.applyStored(userId, rule.id) };
  }

  private async own(userId: string, id: string): Promise<StoredRule> {
    return findOwnOr404((own) => this.model.findOne(own).lean<StoredRule>(), userId, id, RULE_NOT_FOUND);
  }

  /** PUT /api/rules/:id: the rule keeps its place in the order. */
  async update(userId: string, id: string, input: RuleInput): Promise<RuleSavedResponse> {
    const current = await this.own(userId, id);
    const checked = await this.checked(userId, input);
    const updated = await this.model
      .findOneAndUpdate(
        { _id: current._id, userId },
        { $set: { name: input.name, enabled: input.enabled, ...checked, updatedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<StoredRule>();
    if (updated === null) throw notFound(RULE_NOT_FOUND);
    const rule = toApiRule(updated);
    if (!input.applyToExisting) return { rule };
    return { rule, changedCount: await this.applyStored(userId, rule.id) };
  }

  /** DELETE /api/rules/:id (the rows it changed stay as they are); the others close up the order. */
  async remove(userId: string, id: string): Promise<{ deletedCount: number }> {
    const current = await this.own(userId, id);
    const res = await this.model.deleteOne({ _id: current._id, userId });
    await this.model.updateMany({ userId, order: { $gt: current.order } }, { $inc: { order: -1 } });
    return { deletedCount: res.deletedCount };
  }

  /** PUT /api/rules/order: every rule id of the user exactly once, first to last; else 400 and nothing changes. */
  async reorder(userId: string, ids: readonly string[]): Promise<Rule[]> {
    const rules = await this.stored(userId);
    const known = new Set(rules.map((rule) => rule._id.toHexString()));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id)))
      throw badRequest('Rule ids must list each of your rules exactly once');
    await this.model.bulkWrite(
      ids.map((id, order) => ({
        updateOne: { filter: { _id: new Types.ObjectId(id), userId }, update: { $set: { order } } },
      })),
    );
    return this.list(userId);
  }

  /** POST /api/rules/:id/apply: the saved rule run on the stored rows (it need not be enabled to be run by hand). */
  async applyStored(userId: string, id: string): Promise<number> {
    const target = await this.own(userId, id);
    const rules = await this.stored(userId);
    const all = rules.map((rule) => (rule._id.equals(target._id) ? { ...rule, enabled: true } : rule));
    const { changedCount } = await this.sweep(userId, compileRule(target), compileRules(all), { write: true });
    return changedCount;
  }

  /** POST /api/rules/preview: the draft runs after the user's rules (as a new rule would); nothing is saved. */
  async preview(userId: string, input: RuleInput): Promise<RulePreviewResponse> {
    const draft = { name: input.name, ...(await this.checked(userId, input)) };
    const rules = [...(await this.stored(userId)), draft];
    return this.sweep(userId, compileRule(draft), compileRules(rules), { write: false });
  }

  /**
   * The user's live rows that `target` matches, each run through every rule in order (so an earlier rule keeps its
   * say); writes the changes (write) or lists the first changed rows as they would be (preview).
   */
  private async sweep(
    userId: string,
    target: CompiledRule,
    rules: CompiledRule[],
    { write }: { write: boolean },
  ): Promise<RulePreviewResponse> {
    const { transactions, accounts } = this.deps;
    const [names, currencies] = await Promise.all([accounts.names(userId), accounts.currencies(userId)]);
    const answer: RulePreviewResponse = { matchedCount: 0, changedCount: 0, transactions: [] };
    // Rows the rules mark as transfers are paired once the changes are written (product.md › Transfers).
    const marks = new Map<string, string | null>();
    let ops: AnyBulkWriteOperation<TransactionFields>[] = [];
    const flush = async () => {
      if (ops.length > 0) await transactions.model.bulkWrite(ops, { ordered: false });
      ops = [];
    };
    const cursor = transactions.model.find({ userId, deleted: false }).lean<StoredTransaction[]>().cursor();
    for await (const doc of cursor) {
      const row = doc as unknown as StoredTransaction;
      const ruleRow = ruleRowOf(row, currencies);
      if (!target.matches(ruleRow)) continue;
      answer.matchedCount++;
      const outcome = runRules(rules, ruleRow);
      const marked = outcome?.transferTo !== undefined && row.flow === undefined;
      if (write && marked) marks.set(row._id.toHexString(), outcome?.transferTo ?? null);
      const changes = outcome === null ? {} : changesFor(row, outcome);
      // A mark changes the row when paired (linked) or not (Pending as a possible transfer), unless it waits already.
      const newlyMarked = marked && row.reviewReason !== POSSIBLE_TRANSFER_REASON;
      if (Object.keys(changes).length === 0 && !newlyMarked) continue;
      answer.changedCount++;
      const next = { ...row, ...changes };
      if (!write) {
        if (answer.transactions.length < RULE_PREVIEW_ROWS)
          answer.transactions.push(toApiTransaction(next, names, currencies));
        continue;
      }
      if (Object.keys(changes).length === 0) continue;
      ops.push({
        updateOne: { filter: { _id: row._id, userId }, update: { $set: { ...changes, keys: searchKeys(next) } } },
      });
      if (ops.length >= APPLY_WRITE_BATCH) await flush();
    }
    await flush();
    await transactions.pairMarked(userId, marks);
    return answer;
  }
}
