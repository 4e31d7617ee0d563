/** Feature votes and feedback: served by services/community. */
import { idParamsSchema } from '../common';
import {
  createFeedbackRequestSchema,
  featureListSchema,
  feedbackListSchema,
  feedbackSchema,
  voteListSchema,
  voteResultSchema,
} from '../community';
import type { EndpointDefinition } from './definition';

// biome-ignore format: an operation's method, path, kind and auth read best on one line
export const communityEndpoints = {
  /** Features to vote on */
  listFeatures: {
    method: 'GET', path: '/api/features', kind: 'json', auth: 'user',
    response: featureListSchema,
  },
  /** The user's votes */
  listVotes: {
    method: 'GET', path: '/api/features/votes', kind: 'json', auth: 'user',
    response: voteListSchema,
  },
  /** Vote for a feature */
  vote: {
    method: 'POST', path: '/api/features/:id/vote', kind: 'json', auth: 'user',
    params: idParamsSchema, response: voteResultSchema,
  },
  /** Remove the vote */
  unvote: {
    method: 'DELETE', path: '/api/features/:id/vote', kind: 'json', auth: 'user',
    params: idParamsSchema, response: voteResultSchema,
  },
  /** The user's feedback, newest first */
  listFeedback: {
    method: 'GET', path: '/api/feedback', kind: 'json', auth: 'user',
    response: feedbackListSchema,
  },
  /** Send feedback */
  createFeedback: {
    method: 'POST', path: '/api/feedback', kind: 'json', auth: 'user',
    body: createFeedbackRequestSchema, response: feedbackSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
