/** "Always do this…" fills a rule from a row; the editor's draft becomes the API's rule. */
import { makeTransaction } from '../../test/fakeApi';
import { draftFromRow, merchantWords, toRuleInput } from './draft';

describe('rule drafts', () => {
  it('takes a row’s merchant words (no reference numbers), its direction, category and display name', () => {
    expect(merchantWords('GREENPOINT PROPERTY MGMT 0401')).toBe('GREENPOINT PROPERTY MGMT');
    expect(merchantWords('POS 4471 STREAMFLIX.COM LOS GATOS CA')).toBe('POS STREAMFLIX.COM LOS');
    expect(merchantWords('0401 5512')).toBe('0401 5512');
    const draft = draftFromRow(
      makeTransaction({
        description: 'ACME CORP PAYROLL 0915',
        isIncome: true,
        category: 'Salary',
        displayName: 'Pay',
      }),
    );
    expect(toRuleInput(draft)).toEqual({
      name: 'ACME CORP PAYROLL',
      enabled: true,
      applyToExisting: false,
      conditions: [
        { field: 'description', operator: 'contains', value: 'ACME CORP PAYROLL' },
        { field: 'direction', operator: 'equals', value: 'in' },
      ],
      actions: [
        { type: 'setCategory', value: 'Salary' },
        { type: 'rename', value: 'Pay' },
      ],
    });
  });

  it('sends a range as two bounds and a transfer to an account not added as null', () => {
    const draft = draftFromRow(makeTransaction({ description: 'MOVE', category: null }));
    draft.conditions = [{ key: 1, field: 'amount', operator: 'between', value: '10', value2: '20.5' }];
    draft.actions = [{ key: 2, type: 'markTransfer', value: '' }];
    expect(toRuleInput(draft, true)).toMatchObject({
      applyToExisting: true,
      conditions: [{ field: 'amount', operator: 'between', value: ['10', '20.5'] }],
      actions: [{ type: 'markTransfer', value: null }],
    });
  });
});
