/**
 * The upload dialog's account: choose one of the user's, or make one right here with its name, kind and currency
 * (the kind and currency start at what the file suggests). When the file looks like another kind of account than the
 * one chosen (a card statement into checking), it says so.
 */
import { useState } from 'react';
import styled from 'styled-components';
import {
  ACCOUNT_KIND_LABELS,
  DEFAULT_ACCOUNT_KIND,
  isCurrencyCode,
  type AccountKind,
  type BankAccount,
} from '@tracker/contracts';
import { useHomeCurrency } from '@tracker/shell-sdk';
import { Button } from '@tracker/ui-kit';
import { NewAccountForm } from '../../accounts/NewAccountForm';
import { AccountSelect } from './AccountSelect';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const ACCOUNT_CHOICE_TEXTS = {
  newAccount: 'New account',
  /** The file suggests another kind than the chosen account's. */
  otherKind: (suggested: AccountKind, account: string, kind: AccountKind) =>
    `This file looks like a ${ACCOUNT_KIND_LABELS[suggested].toLowerCase()} statement; "${account}" is a ${ACCOUNT_KIND_LABELS[kind].toLowerCase()} account. Choose another account, or make one.`,
} as const;

export interface AccountChoiceProps {
  value: string;
  onChange: (id: string, byUser: boolean) => void;
  account: BankAccount | undefined;
  /** What the chosen files suggest: the first file's kind and currency. */
  suggestedKind?: AccountKind;
  fileCurrency?: string;
}

export function AccountChoice({ value, onChange, account, suggestedKind, fileCurrency }: AccountChoiceProps) {
  const [making, setMaking] = useState(false);
  const home = useHomeCurrency();
  const currency = isCurrencyCode(fileCurrency) ? fileCurrency : isCurrencyCode(home) ? home : 'USD';
  const kind = account ? (account.kind ?? DEFAULT_ACCOUNT_KIND) : undefined;
  return (
    <Root>
      <Row>
        <AccountSelect value={value} onChange={onChange} />
        <Button
          variant="secondary"
          aria-expanded={making}
          onClick={() => setMaking((open) => !open)}
          data-testid="upload-new-account"
        >
          {ACCOUNT_CHOICE_TEXTS.newAccount}
        </Button>
      </Row>
      {suggestedKind && account && kind !== suggestedKind && !making ? (
        <Hint role="status" data-testid="upload-kind-hint">
          {ACCOUNT_CHOICE_TEXTS.otherKind(suggestedKind, account.name, kind ?? DEFAULT_ACCOUNT_KIND)}
        </Hint>
      ) : null}
      {making ? (
        <Panel>
          <NewAccountForm
            // A new suggestion (another file) starts the form again at it.
            key={`${suggestedKind ?? ''}-${currency}`}
            currency={currency}
            suggestedKind={suggestedKind}
            onCancel={() => setMaking(false)}
            onCreated={(created) => {
              setMaking(false);
              onChange(created.id, true);
            }}
          />
        </Panel>
      ) : null}
    </Root>
  );
}
