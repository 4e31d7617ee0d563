import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

export interface CategoryMappingFields {
  userId: string;
  /** The name as the user or a file wrote it ("Rent"). */
  from: string;
  /** vocabularyKey(from): one mapping per name and user. */
  fromKey: string;
  /** The user's category it stands for ("Housing"). */
  to: string;
  updatedAt: Date;
}

const categoryMappingSchema = new Schema<CategoryMappingFields>(
  {
    userId: { type: String, required: true },
    from: { type: String, required: true, maxlength: 100 },
    fromKey: { type: String, required: true },
    to: { type: String, required: true, maxlength: 100 },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.budget.categoryMappings, versionKey: false },
);
categoryMappingSchema.index({ userId: 1, fromKey: 1 }, { name: 'user_from', unique: true });

export const categoryMappingModel = modelPerConnection<CategoryMappingFields>('CategoryMapping', categoryMappingSchema);
