import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { ACCOUNT_KIND_LABELS, formatMoney } from '@tracker/contracts';
import { Link } from '@tracker/router';
import { useDisplayLocale } from '@tracker/shell-sdk';
import { ErrorCard, Spinner, TitledCard } from '@tracker/ui-kit';
import { bankAccountsQuery } from '../queries';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Sub = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Balance = styled.p`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Only the last 4 digits ever show, whatever the service sent. */
export function lastFour(accountNumber: string): string {
  const digits = accountNumber.replace(/[^0-9A-Za-z]/g, '');
  return digits === '' ? '' : `•••• ${digits.slice(-4)}`;
}

/**
 * product.md › Screens and routes, Data: each account's name, kind (its type before kinds), last 4 digits and balance
 * in its own currency; the accounts are managed on the Accounts page.
 */
export function BankAccountsCard() {
  const accounts = useQuery(bankAccountsQuery());
  const locale = useDisplayLocale();
  let body: ReactNode;
  if (accounts.isPending) body = <Spinner label="Loading bank accounts..." />;
  else if (accounts.isError)
    body = <ErrorCard title="Failed to load bank accounts" onRetry={() => void accounts.refetch()} />;
  else if (accounts.data.length === 0)
    body = <Muted>No bank accounts yet. They appear when you upload a statement.</Muted>;
  else
    body = (
      <List>
        {accounts.data.map((account) => {
          const number = lastFour(account.accountNumber);
          return (
            <Item key={account.id} data-testid="bank-account">
              <div>
                <Name>{account.name}</Name>
                <Sub>
                  {account.kind ? ACCOUNT_KIND_LABELS[account.kind] : account.accountType}
                  {number ? ` · ${number}` : ''}
                </Sub>
              </div>
              <Balance>
                {formatMoney(account.balance, { currency: account.currency, locale })}{' '}
                <Sub as="span" data-testid="bank-account-currency">
                  {account.currency}
                </Sub>
              </Balance>
            </Item>
          );
        })}
      </List>
    );
  return (
    <TitledCard title="Connected Bank Accounts" actions={<Link to="/accounts">Manage accounts</Link>}>
      {body}
    </TitledCard>
  );
}
