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
  listFeatures: {
    method: 'GET', path: '/api/features', kind: 'json', auth: 'user',
    summary: 'Features to vote on', response: featureListSchema,
  },
  listVotes: {
    method: 'GET', path: '/api/features/votes', kind: 'json', auth: 'user',
    summary: "The user's votes", response: voteListSchema,
  },
  vote: {
    method: 'POST', path: '/api/features/:id/vote', kind: 'json', auth: 'user',
    summary: 'Vote for a feature', params: idParamsSchema, response: voteResultSchema,
  },
  unvote: {
    method: 'DELETE', path: '/api/features/:id/vote', kind: 'json', auth: 'user',
    summary: 'Remove the vote', params: idParamsSchema, response: voteResultSchema,
  },
  listFeedback: {
    method: 'GET', path: '/api/feedback', kind: 'json', auth: 'user',
    summary: "The user's feedback, newest first", response: feedbackListSchema,
  },
  createFeedback: {
    method: 'POST', path: '/api/feedback', kind: 'json', auth: 'user',
    summary: 'Send feedback', body: createFeedbackRequestSchema, response: feedbackSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
