/**
 * Wealth's per-account switch (product.md › Wealth page): whether each bank account's balance counts in net worth —
 * cash, checking and savings as assets, card and loan balances as liabilities — so a user who typed their savings as a
 * manual asset does not count them twice (PUT /api/bank-accounts/:id { countsInNetWorth }).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { request, serverMessageOr } from '@tracker/api-client';
import {
  ACCOUNT_KIND_LABELS,
  accountNetWorth,
  DEFAULT_ACCOUNT_KIND,
  formatMoney,
  type BankAccount,
} from '@tracker/contracts';
import { bankAccountsQuery, wealthQueryKeys } from '@tracker/area-reads/wealth';
import { Link } from '@tracker/router';
import { useDisplayLocale, useNotify } from '@tracker/shell-sdk';
import { Card, CardHeader, CardTitle, Switch } from '@tracker/ui-kit';

const List = styled.div`
  display: grid;
`;

const Item = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Name = styled.span`
  display: grid;
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Sub = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ACCOUNTS_IN_NET_WORTH_TEXTS = {
  title: 'Accounts in net worth',
  hint: 'Turn an account off when its balance is already a manual asset here, so it does not count twice.',
  manage: 'Manage accounts',
  asset: 'asset',
  liability: 'liability',
  failed: 'The account could not be changed',
  switchLabel: 'Counts',
} as const;

/** 'Savings · USD 1,001.25 · asset': the role its balance has (or would have) in net worth (a card in credit: asset). */
function describe(account: BankAccount, locale: string): string {
  const kind = account.kind ?? DEFAULT_ACCOUNT_KIND;
  const side = accountNetWorth({ ...account, countsInNetWorth: true })?.side;
  const role = side === 'liability' ? ACCOUNTS_IN_NET_WORTH_TEXTS.liability : ACCOUNTS_IN_NET_WORTH_TEXTS.asset;
  return `${ACCOUNT_KIND_LABELS[kind]} · ${formatMoney(account.balance, { currency: account.currency, locale })} · ${role}`;
}

function useCountsInNetWorth() {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      request('updateBankAccount', { params: { id }, body: { countsInNetWorth: on } }),
    onError: (error) => notify.error(serverMessageOr(error, ACCOUNTS_IN_NET_WORTH_TEXTS.failed)),
    onSettled: () =>
      Promise.all(
        [wealthQueryKeys.bankAccounts, wealthQueryKeys.assets, wealthQueryKeys.netWorthHistory].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The card; nothing when the user has no accounts (or they cannot be read: the rest of the page stands alone). */
export function AccountsInNetWorth() {
  const accounts = useQuery(bankAccountsQuery());
  const toggle = useCountsInNetWorth();
  const locale = useDisplayLocale();
  const list = accounts.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card data-testid="accounts-in-net-worth">
      <CardHeader>
        <CardTitle>{ACCOUNTS_IN_NET_WORTH_TEXTS.title}</CardTitle>
        <Link to="/accounts">{ACCOUNTS_IN_NET_WORTH_TEXTS.manage}</Link>
      </CardHeader>
      <Muted>{ACCOUNTS_IN_NET_WORTH_TEXTS.hint}</Muted>
      <List>
        {list.map((account) => (
          <Item key={account.id} role="group" aria-label={account.name}>
            <Name>
              {account.name}
              <Sub>{describe(account, locale)}</Sub>
            </Name>
            <Switch
              label={ACCOUNTS_IN_NET_WORTH_TEXTS.switchLabel}
              checked={account.countsInNetWorth ?? false}
              disabled={toggle.isPending && toggle.variables?.id === account.id}
              onCheckedChange={(on) => toggle.mutate({ id: account.id, on })}
            />
          </Item>
        ))}
      </List>
    </Card>
  );
}
