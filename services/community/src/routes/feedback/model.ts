import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

export interface FeedbackFields {
  userId: string;
  /** 'bug' or 'feature'. */
  type: string;
  /** Equal to type (product.md › Validation rules: sent with category equal to type). */
  category: string;
  message: string;
  createdAt: Date;
}

const feedbackSchema = new Schema<FeedbackFields>(
  {
    userId: { type: String, required: true },
    type: { type: String, required: true },
    category: { type: String, required: true },
    message: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.community.feedback, versionKey: false },
);
// The history is one user's items, newest first: answered from this index.
feedbackSchema.index({ userId: 1, createdAt: -1 }, { name: 'user_created' });

export const feedbackModel = modelPerConnection<FeedbackFields>('Feedback', feedbackSchema);
