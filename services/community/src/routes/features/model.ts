import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

/** A feature users can vote on. Shared by every user (no userId): the catalogue is seeded by the service. */
export interface FeatureFields {
  /** Stable key of the seed entry: a re-seed updates the entry with this slug instead of adding a second one. */
  slug: string;
  name: string;
  description: string;
  /** FEATURE_STATUSES: what the card shows. */
  status: string;
  category: string;
  /** Order of the cards (the seed's order), so a vote never reshuffles the page under the pointer. */
  position: number;
  /** Number of documents in `votes` for this feature; moved by the same call that adds or removes a vote. */
  voteCount: number;
}

const featureSchema = new Schema<FeatureFields>(
  {
    slug: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, required: true },
    status: { type: String, required: true },
    category: { type: String, required: true },
    position: { type: Number, required: true },
    voteCount: { type: Number, required: true, default: 0, min: 0 },
  },
  { collection: COLLECTIONS.community.features, versionKey: false },
);
featureSchema.index({ slug: 1 }, { name: 'slug', unique: true });

/** One user's vote for one feature: the unique index is what makes a second vote impossible. */
export interface VoteFields {
  userId: string;
  featureId: string;
  createdAt: Date;
}

const voteSchema = new Schema<VoteFields>(
  {
    userId: { type: String, required: true },
    featureId: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.community.votes, versionKey: false },
);
voteSchema.index({ userId: 1, featureId: 1 }, { name: 'user_feature', unique: true });
// Recounting a feature's votes (start-up reconciliation) reads this index, not every vote.
voteSchema.index({ featureId: 1 }, { name: 'feature' });

export const featureModel = modelPerConnection<FeatureFields>('Feature', featureSchema);

export const voteModel = modelPerConnection<VoteFields>('Vote', voteSchema);
