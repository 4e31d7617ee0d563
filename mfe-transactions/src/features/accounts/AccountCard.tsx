/**
 * One account on the Accounts screen: name, kind, currency, masked number, balance 'as of' a date, the reconciliation
 * hint, the net-worth switch, Edit, and Delete (enabled only when the account holds no transactions; otherwise the
 * card says why).
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { maskAccountNumber, type BankAccount } from '@tracker/contracts';
import { Badge, Button, Switch } from '@tracker/ui-kit';
import { accountRowCountQuery, useUpdateAccount } from './accountApi';
import { ACCOUNTS_TEXTS, asOfText, balanceText, kindLabel, reconciliationHint } from './accountTexts';

const Item = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Balance = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Quiet until needed: a red word, not a red block on every card. */
const DeleteButton = styled(Button)`
  &:not(:disabled) {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export interface AccountCardProps {
  account: BankAccount;
  onEdit: (account: BankAccount) => void;
  onDelete: (account: BankAccount) => void;
}

export function AccountCard({ account, onEdit, onDelete }: AccountCardProps) {
  const rows = useQuery(accountRowCountQuery(account.id));
  const update = useUpdateAccount();
  const asOf = asOfText(account);
  const hint = reconciliationHint(account);
  const masked = maskAccountNumber(account.accountNumber);
  const deleteHelpId = `account-${account.id}-delete-help`;
  const empty = rows.data === 0;
  return (
    <Item data-testid="account-card" aria-labelledby={`account-${account.id}-name`}>
      <Head>
        <Name id={`account-${account.id}-name`}>{account.name}</Name>
        <Tags>
          <Badge tone="primary">{kindLabel(account)}</Badge>
          <Badge>{account.currency}</Badge>
          {masked ? <Badge>{masked}</Badge> : null}
        </Tags>
      </Head>
      <div>
        <Balance data-testid="account-balance">{balanceText(account)}</Balance>
        <Muted>{asOf ?? ACCOUNTS_TEXTS.noBalance}</Muted>
      </div>
      {hint ? (
        <Warning role="status" data-testid="reconciliation-hint">
          {hint}
        </Warning>
      ) : null}
      <Switch
        label={ACCOUNTS_TEXTS.countsInNetWorth}
        checked={account.countsInNetWorth ?? false}
        disabled={update.isPending}
        onCheckedChange={(on) => update.mutate({ id: account.id, body: { countsInNetWorth: on } })}
      />
      <Muted id={deleteHelpId}>
        {rows.data === undefined ? null : empty ? ACCOUNTS_TEXTS.empties : ACCOUNTS_TEXTS.holds(rows.data)}
      </Muted>
      <Actions>
        <Button size="sm" variant="secondary" onClick={() => onEdit(account)}>
          {ACCOUNTS_TEXTS.edit}
        </Button>
        <DeleteButton
          size="sm"
          variant="ghost"
          disabled={!empty}
          aria-describedby={deleteHelpId}
          onClick={() => onDelete(account)}
        >
          {ACCOUNTS_TEXTS.delete}
        </DeleteButton>
      </Actions>
    </Item>
  );
}
