import { accountNetWorth } from './supporting';

describe('accountNetWorth', () => {
  it('counts only switched-on accounts: a card or loan owed as a liability, any other balance as an asset', () => {
    const counted = (kind: 'checking' | 'credit_card' | 'loan' | undefined, balance: string) =>
      accountNetWorth({ kind, balance, countsInNetWorth: true });
    expect(accountNetWorth({ kind: 'savings', balance: '100.00', countsInNetWorth: false })).toBeNull();
    expect(accountNetWorth({ kind: 'savings', balance: '100.00' })).toBeNull();
    expect(counted('checking', '2500.00')).toEqual({ side: 'asset', amount: '2500.00' });
    expect(counted('checking', '-40.00')).toEqual({ side: 'asset', amount: '-40.00' });
    expect(counted(undefined, '-40.00')).toEqual({ side: 'asset', amount: '-40.00' });
    expect(counted('credit_card', '-810.00')).toEqual({ side: 'liability', amount: '810.00' });
    expect(counted('loan', '-120000.00')).toEqual({ side: 'liability', amount: '120000.00' });
    expect(counted('credit_card', '12.00')).toEqual({ side: 'asset', amount: '12.00' });
  });
});
