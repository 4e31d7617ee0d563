import { COLLECTIONS, type RuleAction, type RuleCondition } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema, type Connection } from 'mongoose';
import { compileRules, type CompiledRule } from '../../rules/engine';

/**
 * One rule of a user (product.md › Rules). Conditions and actions are stored as the contract shapes them, after the
 * service checked them (known categories and accounts, safe patterns); `order` is the 0-based place it runs in.
 */
export interface RuleFields {
  userId: string;
  name: string;
  order: number;
  enabled: boolean;
  conditions: RuleCondition[];
  actions: RuleAction[];
  createdAt: Date;
  updatedAt: Date;
}

const ruleSchema = new Schema<RuleFields>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true },
    order: { type: Number, required: true },
    enabled: { type: Boolean, default: true },
    conditions: { type: Schema.Types.Mixed, default: () => [] },
    actions: { type: Schema.Types.Mixed, default: () => [] },
    createdAt: { type: Date, default: () => new Date() },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.transactions.rules, versionKey: false },
);
ruleSchema.index({ userId: 1, order: 1 }, { name: 'user_order' });

export const ruleModel = modelPerConnection<RuleFields>('Rule', ruleSchema);

/** A user's enabled rules, compiled in the order they run (import and manual entry apply them). */
export async function compiledRulesOf(connection: Connection, userId: string): Promise<CompiledRule[]> {
  const rules = await ruleModel(connection).find({ userId, enabled: true }).sort({ order: 1, _id: 1 }).lean();
  return compileRules(rules);
}
