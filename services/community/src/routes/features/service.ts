import type { Feature, Vote, VoteResult } from '@tracker/contracts';
import { isDuplicateKey, notFound } from '@tracker/service-kit';
import { isValidObjectId, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { featureModel, voteModel, type FeatureFields, type VoteFields } from './model';
import { SEED_FEATURES, type SeedFeature } from './seed';

export const FEATURE_NOT_FOUND = 'Feature not found';

export function toFeature(feature: HydratedDocument<FeatureFields>): Feature {
  return {
    id: feature._id.toString(),
    name: feature.name,
    description: feature.description,
    status: feature.status,
    voteCount: Math.max(0, feature.voteCount),
    category: feature.category,
  };
}

/**
 * Features and votes. A vote is a document under a unique (userId, featureId) index: of two simultaneous votes
 * by one user only one insert succeeds, and only the call whose insert (or delete) took effect moves the
 * feature's counter, in the same call, so double clicks and two tabs never count twice. The catalogue is seeded
 * and every counter recomputed from the votes once per process (before the first request is answered), which
 * also repairs a counter left behind by a crash between the two writes.
 */
export class FeatureService {
  readonly features: Model<FeatureFields>;
  readonly votes: Model<VoteFields>;
  private readonly seed: readonly SeedFeature[];
  private ready: Promise<void> | null = null;

  constructor(connection: Connection, seed: readonly SeedFeature[] = SEED_FEATURES) {
    this.features = featureModel(connection);
    this.votes = voteModel(connection);
    this.seed = seed;
  }

  /** Seeds and reconciles once; a failure is retried by the next request. */
  whenReady(): Promise<void> {
    if (!this.ready) {
      this.ready = this.prepare().catch((err: unknown) => {
        this.ready = null;
        throw err;
      });
    }
    return this.ready;
  }

  private async prepare(): Promise<void> {
    await this.features.init();
    await this.votes.init();
    for (const [position, { slug, ...fields }] of this.seed.entries()) {
      const upsert = () =>
        this.features.updateOne(
          { slug },
          { $set: { ...fields, position }, $setOnInsert: { slug, voteCount: 0 } },
          { upsert: true },
        );
      try {
        await upsert();
      } catch (err) {
        // Another process inserted the same slug between our find and insert: now it exists, update it.
        if (!isDuplicateKey(err)) throw err;
        await upsert();
      }
    }
    for (const feature of await this.features.find({}, { _id: 1, voteCount: 1 }).lean()) {
      const counted = await this.votes.countDocuments({ featureId: feature._id.toString() });
      if (counted !== feature.voteCount)
        await this.features.updateOne({ _id: feature._id }, { $set: { voteCount: counted } });
    }
  }

  async list(): Promise<Feature[]> {
    await this.whenReady();
    const features = await this.features.find({}).sort({ position: 1, _id: 1 });
    return features.map(toFeature);
  }

  async votesOf(userId: string): Promise<Vote[]> {
    await this.whenReady();
    const votes = await this.votes.find({ userId }, { featureId: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
    return votes.map((vote) => ({ featureId: vote.featureId }));
  }

  private async feature(featureId: string): Promise<HydratedDocument<FeatureFields>> {
    await this.whenReady();
    const feature = isValidObjectId(featureId) ? await this.features.findById(featureId) : null;
    if (!feature) throw notFound(FEATURE_NOT_FOUND);
    return feature;
  }

  async vote(userId: string, featureId: string): Promise<VoteResult> {
    const feature = await this.feature(featureId);
    const id = feature._id.toString();
    try {
      await this.votes.create({ userId, featureId: id });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Already voted (a double click, another tab): nothing changes.
      return {
        featureId: id,
        voted: true,
        voteCount: Math.max(0, (await this.features.findById(id))?.voteCount ?? feature.voteCount),
      };
    }
    const updated = await this.features.findOneAndUpdate(
      { _id: feature._id },
      { $inc: { voteCount: 1 } },
      { returnDocument: 'after' },
    );
    return { featureId: id, voted: true, voteCount: Math.max(0, updated?.voteCount ?? 0) };
  }

  async unvote(userId: string, featureId: string): Promise<VoteResult> {
    const feature = await this.feature(featureId);
    const id = feature._id.toString();
    const { deletedCount } = await this.votes.deleteOne({ userId, featureId: id });
    if (deletedCount === 0) return { featureId: id, voted: false, voteCount: Math.max(0, feature.voteCount) };
    const updated = await this.features.findOneAndUpdate(
      { _id: feature._id, voteCount: { $gt: 0 } },
      { $inc: { voteCount: -1 } },
      { returnDocument: 'after' },
    );
    return { featureId: id, voted: false, voteCount: Math.max(0, updated?.voteCount ?? 0) };
  }

  /** Takes back every vote of the user, each moving its counter (before the user's data is deleted). */
  async withdrawAllVotes(userId: string): Promise<void> {
    await this.whenReady();
    const votes = await this.votes.find({ userId }, { featureId: 1 }).lean();
    for (const vote of votes) {
      const { deletedCount } = await this.votes.deleteOne({ _id: vote._id });
      if (deletedCount === 1) {
        await this.features.updateOne({ _id: vote.featureId, voteCount: { $gt: 0 } }, { $inc: { voteCount: -1 } });
      }
    }
  }
}
