import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema } from 'mongoose';

/**
 * A pair of rows the user said is not a transfer ('Not a transfer'): never proposed again, by any pass. `pair` is
 * pairKey of the two row ids (order-free).
 */
export interface RejectedTransferFields {
  userId: string;
  pair: string;
  createdAt: Date;
}

const rejectedTransferSchema = new Schema<RejectedTransferFields>(
  {
    userId: { type: String, required: true },
    pair: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.transactions.rejectedTransfers, versionKey: false },
);
rejectedTransferSchema.index({ userId: 1, pair: 1 }, { name: 'user_pair', unique: true });

export const rejectedTransferModel = modelPerConnection<RejectedTransferFields>(
  'RejectedTransfer',
  rejectedTransferSchema,
);

/** Passes over existing data that run once per database (the start-up pairing), by name. */
export interface MaintenanceFields {
  _id: string;
  doneAt: Date;
}

const maintenanceSchema = new Schema<MaintenanceFields>(
  { _id: { type: String, required: true }, doneAt: { type: Date, required: true } },
  { collection: COLLECTIONS.transactions.maintenance, versionKey: false },
);

export const maintenanceModel = modelPerConnection<MaintenanceFields>('TransactionsMaintenance', maintenanceSchema);
