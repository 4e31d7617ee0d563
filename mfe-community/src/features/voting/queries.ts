import { queryOptions } from '@tanstack/react-query';
import type { Feature, Vote } from '@tracker/contracts';
import { queryKeys } from '../queryKeys';

/** GET /api/features through the default fetch. */
export const featuresQuery = () => queryOptions<Feature[]>({ queryKey: queryKeys.features });

/** GET /api/features/votes: the signed-in user's votes. */
export const votesQuery = () => queryOptions<Vote[]>({ queryKey: queryKeys.votes });

/** Status values are free text (product.md › Data); the seeded ones read as these labels, anything else as itself. */
export const FEATURE_STATUS_LABELS: Readonly<Record<string, string>> = {
  'in-progress': 'In Progress',
  planned: 'Planned',
  'under-review': 'Under Review',
  done: 'Done',
};

export type StatusTone = 'primary' | 'success' | 'warning' | 'neutral';
export const FEATURE_STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  'in-progress': 'primary',
  planned: 'warning',
  'under-review': 'neutral',
  done: 'success',
};

export const statusLabel = (status: string): string => FEATURE_STATUS_LABELS[status] ?? status;
