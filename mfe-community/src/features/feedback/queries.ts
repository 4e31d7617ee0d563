import { queryOptions } from '@tanstack/react-query';
import type { Feedback } from '@tracker/contracts';
import { queryKeys } from '../queryKeys';

/** GET /api/feedback: the user's items, newest first. */
export const feedbackQuery = () => queryOptions<Feedback[]>({ queryKey: queryKeys.feedback });
