import { useState } from 'react';
import styled from 'styled-components';
import type { AccountKind, BankAccount, CurrencyCode } from '@tracker/contracts';
import { Button } from '@tracker/ui-kit';
import { NewAccountForm } from '../../accounts/NewAccountForm';

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const CURRENCY_MISMATCH_TEXTS = {
  notice: (file: string, account: string, own: string) =>
    `This file is in ${file}, but the account "${account}" is in ${own}: its rows cannot go there. Choose an account in ${file}, or make one now.`,
  make: (currency: string) => `Make a ${currency} account`,
} as const;

export interface CurrencyMismatchProps {
  /** The file's currency. */
  currency: CurrencyCode;
  account: Pick<BankAccount, 'name' | 'currency'>;
  /** The kind the file suggests for a new account (a card statement: credit card). */
  suggestedKind?: AccountKind;
  /** The new account was made: the dialog chooses it. */
  onCreated: (account: BankAccount) => void;
}

/**
 * Said in the preview when the file's currency is not the chosen account's (whose rows fix its currency): the upload
 * would be refused, so the user can make an account in the file's currency right here (POST /api/bank-accounts).
 */
export function CurrencyMismatch({ currency, account, suggestedKind, onCreated }: CurrencyMismatchProps) {
  const [open, setOpen] = useState(false);
  return (
    <Notice role="status" data-testid="preview-currency-mismatch">
      <Text>{CURRENCY_MISMATCH_TEXTS.notice(currency, account.name, account.currency)}</Text>
      {open ? (
        <NewAccountForm
          currency={currency}
          currencyFixed
          suggestedKind={suggestedKind}
          testIdPrefix="mismatch-account"
          onCancel={() => setOpen(false)}
          onCreated={(created) => {
            setOpen(false);
            onCreated(created);
          }}
        />
      ) : (
        <Actions>
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="mismatch-make-account">
            {CURRENCY_MISMATCH_TEXTS.make(currency)}
          </Button>
        </Actions>
      )}
    </Notice>
  );
}
