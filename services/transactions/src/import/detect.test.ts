/** The detect stage on the docstore: detected, chosen (remembered with its account) and remembered layouts; currency. */
import type { StatementLayout } from '@tracker/contracts';
import { isServiceError } from '@tracker/service-kit';
import { statementLayoutOf } from '@tracker/statements';
import { Types } from 'mongoose';
import { LAYOUT_MISMATCH, LayoutDetection, statementCurrency } from './detect';
import { useImportTestBed } from './testing';

jest.setTimeout(60_000);

const bed = useImportTestBed();

// Day and month both up to 12: detection cannot tell the order, and the user's answer matters.
const FILE = ['Date,Payee,Memo,Amount', '03/04/2024,Corner Coffee,card,-3.50', '05/06/2024,Bakery,card,-2.00'].join(
  '\n',
);

describe('LayoutDetection', () => {
  it('uses the detected layout until the user chooses one, then the chosen one for the next file like it', async () => {
    const detection = new LayoutDetection(bed.services.connection);
    const userId = new Types.ObjectId().toHexString();
    const statement = await bed.statement(FILE);
    const detected = await detection.forPreview(userId, statement, undefined);
    expect(detected).toEqual({ layout: statement.layout, remembered: null });

    const chosen: StatementLayout = {
      ...statementLayoutOf(statement.layout),
      roles: ['date', 'description', 'details', 'amount'],
      dateOrder: statement.layout.dateOrder === 'dmy' ? 'mdy' : 'dmy',
    };
    // The preview shows a choice without remembering it.
    expect((await detection.forPreview(userId, statement, chosen)).layout.dateOrder).toBe(chosen.dateOrder);
    expect((await detection.forPreview(userId, statement, undefined)).remembered).toBeNull();

    const accountId = new Types.ObjectId();
    const used = await detection.forImport(userId, statement, chosen, accountId);
    expect(statementLayoutOf(used)).toEqual(chosen);

    const next = await bed.statement(FILE.replace('Bakery', 'Deli'));
    const again = await detection.forPreview(userId, next, undefined);
    expect(again.remembered?.accountId).toBe(accountId.toHexString());
    expect(statementLayoutOf(again.layout)).toEqual(chosen);
    expect(statementLayoutOf(await detection.forImport(userId, next, undefined, accountId))).toEqual(chosen);
    // Another user's choices are theirs alone.
    expect((await detection.forPreview(new Types.ObjectId().toHexString(), next, undefined)).remembered).toBeNull();
  });

  it('refuses a chosen layout that does not fit the file with a 400', async () => {
    const detection = new LayoutDetection(bed.services.connection);
    const statement = await bed.statement(FILE);
    const tooWide: StatementLayout = {
      ...statementLayoutOf(statement.layout),
      roles: ['date', 'description', 'details', 'amount', 'ignore'],
    };
    const refused = await detection.forPreview('u', statement, tooWide).catch((err: unknown) => err);
    expect(isServiceError(refused) && [refused.status, refused.message]).toEqual([400, LAYOUT_MISMATCH]);
  });
});

describe('statementCurrency', () => {
  it("takes the file's currency over the user's answer, and the answer when the file says none", async () => {
    const euros = await bed.statement('Date,Description,Amount (EUR)\n2024-01-02,Café,-3.50');
    const plain = await bed.statement(FILE);
    expect(statementCurrency(euros.layout, 'GBP')).toBe('EUR');
    expect(statementCurrency(plain.layout, 'GBP')).toBe('GBP');
    expect(statementCurrency(plain.layout, undefined)).toBeNull();
  });
});
