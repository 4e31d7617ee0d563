import type { RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { featuresRouter } from './features/router';
import { FeatureService } from './features/service';
import { feedbackRouter } from './feedback/router';
import { FeedbackService } from './feedback/service';
import { internalRouter, userDataRouter } from './internal/router';

export interface RouteDeps {
  connection: Connection;
  config: Config;
}

/**
 * The community service's routers, one folder per resource under src/routes/: features (and votes), feedback,
 * internal (account statistics; the user's data for download and account deletion).
 */
export function createRoutes({ connection, config }: RouteDeps): RouterLike[] {
  const internal = { connection, internalToken: config.INTERNAL_TOKEN };
  const features = new FeatureService(connection);
  // Seed and reconcile at start-up; a failure here is retried by the first request that needs the features.
  features.whenReady().catch(() => undefined);
  return [
    internalRouter(internal),
    userDataRouter({ ...internal, features }),
    featuresRouter(features),
    feedbackRouter(new FeedbackService(connection)),
  ];
}
