import { USER_DATA_COLLECTIONS } from '@tracker/contracts';
import { internalUserDataRouter, type Logger, type RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { createChatModel } from '../llm/chat';
import { brandStage, type BrandStage } from '../cascade/brandStage';
import { LlmStage } from '../llm/stage';
import { MerchantMemory } from '../memory/store';
import { globalModel, type GlobalModel } from '../model/globalModel';
import { ModelAnswerCache } from '../model/stageCache';
import { UserExamples } from '../model/userExamples';
import { categoriseRouter } from './categorise/router';
import { insightsRouter } from './insights/router';
import { learnRouter } from './learn/router';
import { merchantsRouter } from './merchants/router';

export interface RouteDeps {
  connection: Connection;
  config: Config;
  logger: Logger;
  /** The offline model (default: the process-wide one trained from the seed). */
  model?: () => GlobalModel;
  /** The brand stage (default: the process-wide one; null leaves it out). */
  brands?: () => BrandStage | null;
}

/**
 * The categoriser's routers, all under /internal/* (service-kit guards them with INTERNAL_TOKEN when set; the
 * gateway never routes here). The LLM stage and insight phrasing exist only when OPENAI_API_KEY is configured.
 */
export function createRoutes({
  connection,
  config,
  logger,
  model = globalModel,
  brands = brandStage,
}: RouteDeps): RouterLike[] {
  const memory = new MerchantMemory(connection);
  const examples = new UserExamples(connection);
  const llmConfigured = config.OPENAI_API_KEY !== undefined;
  const llm = llmConfigured ? new LlmStage(config, connection, logger) : null;
  const phrasing =
    llmConfigured && config.LLM_PHRASE_INSIGHTS
      ? { chat: createChatModel(config), method: config.LLM_STRUCTURED_OUTPUT, timeoutMs: config.LLM_TIMEOUT_MS }
      : null;
  return [
    categoriseRouter({ memory, examples, model, brands, modelCache: new ModelAnswerCache(), llm, logger }),
    learnRouter({ memory, examples }),
    merchantsRouter(),
    internalUserDataRouter({
      connection,
      internalToken: config.INTERNAL_TOKEN,
      collections: USER_DATA_COLLECTIONS.categoriser,
    }),
    insightsRouter({ phrasing, logger }),
  ];
}
