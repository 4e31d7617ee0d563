/**
 * The start-up pass (product.md › Transfers): once per database, the rows stored before transfers existed are paired
 * for every user with two accounts or more. Idempotent (paired rows are not pairable again, the rest pair as before),
 * and marked done so later starts skip it; new rows are paired as they arrive.
 */
import { ExchangeRates } from '@tracker/exchange-rates';
import { createFieldCipher, type Logger } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../../config';
import { bankAccountModel } from '../bankAccounts/model';
import { BankAccountService } from '../bankAccounts/service';
import { maintenanceModel } from './model';
import { TransferService } from './service';

export const STARTUP_PAIRING_PASS = 'transfers-pairing-v1';

/** Pairs every user's existing rows once (see the module's comment); answers how many transfers were made. */
export async function pairExistingTransfers(transfers: TransferService, connection: Connection): Promise<number> {
  const maintenance = maintenanceModel(connection);
  if (await maintenance.exists({ _id: STARTUP_PAIRING_PASS })) return 0;
  const users = await bankAccountModel(connection).aggregate<{ _id: string }>([
    { $group: { _id: '$userId', accounts: { $sum: 1 } } },
    { $match: { accounts: { $gte: 2 } } },
  ]);
  let made = 0;
  for (const user of users) made += await transfers.pairExisting(user._id);
  await maintenance.updateOne({ _id: STARTUP_PAIRING_PASS }, { $set: { doneAt: new Date() } }, { upsert: true });
  return made;
}

/** server.ts: the pass once the database is connected; a failure is logged and tried again at the next start. */
export async function runStartupPairing(connection: Connection, config: Config, logger: Logger): Promise<void> {
  try {
    await connection.asPromise();
    const accounts = new BankAccountService(connection, createFieldCipher(config.FIELD_ENCRYPTION_KEY));
    const fx = ExchangeRates.fromConfig(connection, config);
    const made = await pairExistingTransfers(
      new TransferService({ connection, accounts, fx, logger }),
      connection,
    ).finally(() => fx.shutdown());
    if (made > 0) logger.info({ transfers: made }, 'existing rows paired as transfers');
  } catch (err) {
    logger.warn(`start-up transfer pairing not done: ${err instanceof Error ? err.message : String(err)}`);
  }
}
