/**
 * Stage 2 of the cascade: the offline model, restricted to the request's categories and adapted with the user's
 * own examples. A request category the model cannot back (no mapped class, no user examples) gets no probability
 * mass: only the memory or the LLM can answer with it.
 */
import type { ClassCounts, NaiveBayesModel, OutputClass, PreparedOutputs } from './naiveBayes';
import { categoryKey, mapTaxonomy } from './taxonomy';

/** Below this the model's best guess is not a suggestion at all: the row comes back with no category. */
export const MIN_SUGGESTION_CONFIDENCE = 0.1;

export interface LocalAnswer {
  category: string | null;
  confidence: number;
}

export class LocalStage {
  private readonly prepared: PreparedOutputs;

  constructor(
    private readonly model: NaiveBayesModel,
    categories: readonly string[],
    userCounts: ReadonlyMap<string, ClassCounts>,
  ) {
    const { classesByCategory } = mapTaxonomy(categories, model.classes);
    const seen = new Set<string>();
    const outputs: OutputClass[] = [];
    categories.forEach((name, k) => {
      const key = categoryKey(name);
      if (seen.has(key)) return;
      seen.add(key);
      const modelClasses = classesByCategory[k] as number[];
      const user = userCounts.get(key);
      if (modelClasses.length === 0 && user === undefined) return;
      outputs.push(user === undefined ? { name, modelClasses } : { name, modelClasses, user });
    });
    this.prepared = model.prepare(outputs);
  }

  /** Whether any request category can come from the model at all. */
  get canAnswer(): boolean {
    return this.prepared.outputs.length > 0;
  }

  answer(text: string, isIncome: boolean, amount: string): LocalAnswer {
    if (text === '' || !this.canAnswer) return { category: null, confidence: 0 };
    const [best] = this.model.classify(this.model.features(text, isIncome, amount), this.prepared);
    if (best === undefined || best.probability < MIN_SUGGESTION_CONFIDENCE) return { category: null, confidence: 0 };
    return { category: best.name, confidence: Math.round(best.probability * 1000) / 1000 };
  }
}
