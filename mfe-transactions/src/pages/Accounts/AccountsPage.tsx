import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { type BankAccount, type CurrencyCode, isCurrencyCode } from '@tracker/contracts';
import { Link } from '@tracker/router';
import { useHomeCurrency } from '@tracker/shell-sdk';
import { Button, Card, ConfirmDialog, ErrorCard, PageHeader, Spinner } from '@tracker/ui-kit';
import { AccountCard } from '../../features/accounts/AccountCard';
import { useDeleteAccount } from '../../features/accounts/accountApi';
import { ACCOUNTS_TEXTS } from '../../features/accounts/accountTexts';
import { EditAccountDialog } from '../../features/accounts/EditAccountDialog';
import { NewAccountForm } from '../../features/accounts/NewAccountForm';
import { bankAccountsQuery } from '../../features/transactions/queries';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FormTitle = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The Accounts screen (route /accounts, in the sidebar): the user's accounts, made, edited and deleted here. */
export function AccountsPage() {
  const accounts = useQuery(bankAccountsQuery());
  const home = useHomeCurrency();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BankAccount | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const remove = useDeleteAccount();
  const list = accounts.data ?? [];
  const currency: CurrencyCode = isCurrencyCode(home) ? home : 'USD';

  return (
    <Page data-testid="accounts-page">
      <PageHeader
        title={ACCOUNTS_TEXTS.title}
        subtitle={ACCOUNTS_TEXTS.subtitle}
        actions={
          <>
            <Link to="/transactions">Transactions</Link>
            <Button onClick={() => setAdding(true)} disabled={adding} aria-expanded={adding}>
              {ACCOUNTS_TEXTS.add}
            </Button>
          </>
        }
      />
      {adding ? (
        <Card>
          <FormTitle>{ACCOUNTS_TEXTS.add}</FormTitle>
          <NewAccountForm currency={currency} onCancel={() => setAdding(false)} onCreated={() => setAdding(false)} />
        </Card>
      ) : null}
      {accounts.isError ? (
        <ErrorCard
          title={ACCOUNTS_TEXTS.loadFailed}
          message={accounts.error.message}
          onRetry={() => void accounts.refetch()}
        />
      ) : accounts.isPending ? (
        <Spinner centered label={ACCOUNTS_TEXTS.loading} />
      ) : list.length === 0 ? (
        <Card>
          <Empty>{ACCOUNTS_TEXTS.empty}</Empty>
        </Card>
      ) : (
        <Grid>
          {list.map((account) => (
            <AccountCard key={account.id} account={account} onEdit={setEditing} onDelete={setDeleting} />
          ))}
        </Grid>
      )}
      {editing ? <EditAccountDialog key={editing.id} account={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? ACCOUNTS_TEXTS.deleteTitle(deleting.name) : ''}
        description={ACCOUNTS_TEXTS.deleteText}
        confirmLabel={ACCOUNTS_TEXTS.delete}
        tone="danger"
        busy={remove.isPending}
        busyLabel={ACCOUNTS_TEXTS.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
        testId="delete-account-dialog"
      />
    </Page>
  );
}
