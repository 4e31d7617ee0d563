import type { BodyOf, Feedback } from '@tracker/contracts';
import type { Connection, HydratedDocument, Model } from 'mongoose';
import { feedbackModel, type FeedbackFields } from './model';

/** The history lists at most this many items (the newest). */
export const FEEDBACK_HISTORY_LIMIT = 200;

export function toFeedback(item: HydratedDocument<FeedbackFields>): Feedback {
  return {
    id: item._id.toString(),
    type: item.type,
    category: item.category,
    message: item.message,
    createdAt: item.createdAt.toISOString(),
  };
}

export class FeedbackService {
  readonly feedback: Model<FeedbackFields>;

  constructor(connection: Connection) {
    this.feedback = feedbackModel(connection);
  }

  /** The user's own items, newest first. */
  async list(userId: string): Promise<Feedback[]> {
    const items = await this.feedback.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(FEEDBACK_HISTORY_LIMIT);
    return items.map(toFeedback);
  }

  async create(userId: string, input: BodyOf<'createFeedback'>): Promise<Feedback> {
    const item = await this.feedback.create({
      userId,
      type: input.type,
      category: input.category,
      message: input.message,
    });
    return toFeedback(item);
  }
}
