/**
 * Features, votes and feedback (product.md › Data › Feature, Vote, Feedback; Validation rules › Feedback;
 * product.md › API calls › Features, feedback).
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { FEEDBACK_LABELS, FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from './constants';

// ---------------------------------------------------------------- features and votes
export const featureSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Status values are not named by the spec; free text. */
  status: z.string(),
  voteCount: z.number().int().nonnegative(),
  category: z.string(),
});
export type Feature = z.infer<typeof featureSchema>;
export const featureListSchema = z.array(featureSchema);

export const voteSchema = z.object({ featureId: z.string() });
export type Vote = z.infer<typeof voteSchema>;
/** The signed-in user's votes. */
export const voteListSchema = z.array(voteSchema);

/** Answer of POST and DELETE /api/features/{id}/vote. */
export const voteResultSchema = z.object({
  featureId: z.string(),
  voted: z.boolean(),
  voteCount: z.number().int().nonnegative(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

// ---------------------------------------------------------------- feedback
export const FEEDBACK_TYPES = ['bug', 'feature'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES, { error: 'Type must be bug or feature' });
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;
export const FEEDBACK_MESSAGE_TOO_SHORT = `Message must be at least ${FEEDBACK_MIN_LENGTH} characters`;

/** A stored feedback item. Older items may carry other kinds; the history shows only bug and feature. */
export const feedbackSchema = z.object({
  id: z.string(),
  type: z.string(),
  category: z.string().nullish(),
  message: z.string(),
  createdAt: isoDateTimeSchema,
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListSchema = z.array(feedbackSchema);

/** 'bug' | 'feature' for items the history shows (type, else category), null for the rest. */
export function feedbackKindOf(item: Pick<Feedback, 'type' | 'category'>): FeedbackType | null {
  for (const value of [item.type, item.category]) {
    if (value === 'bug' || value === 'feature') return value;
  }
  return null;
}
export const feedbackLabelOf = (kind: FeedbackType): string => FEEDBACK_LABELS[kind];

/** POST /api/feedback: type (default bug), message (at least 10 characters), category equal to type. */
export const createFeedbackRequestSchema = z
  .object({
    type: feedbackTypeSchema.default('bug'),
    message: z
      .string({ error: FEEDBACK_MESSAGE_TOO_SHORT })
      .trim()
      .min(FEEDBACK_MIN_LENGTH, FEEDBACK_MESSAGE_TOO_SHORT)
      .max(FEEDBACK_MAX_LENGTH, `Message must be at most ${FEEDBACK_MAX_LENGTH} characters`),
    category: feedbackTypeSchema.optional(),
  })
  .refine((body) => body.category === undefined || body.category === body.type, {
    message: 'Category must equal type',
    path: ['category'],
  })
  .transform((body) => ({ ...body, category: body.type }));
export type CreateFeedbackRequest = z.input<typeof createFeedbackRequestSchema>;
