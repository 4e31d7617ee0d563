/**
 * Link a row with its other side by hand (POST /api/transactions/:id/transfer). It offers the rows that could be the
 * other side — in another account, money the other way — first those of the same amount, or what a search finds
 * (across currencies the amounts differ). The server checks the pair again and says why when it refuses.
 */
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { request, serverMessageOr } from '@tracker/api-client';
import type { Transaction } from '@tracker/contracts';
import { Button, Modal, Spinner, useDebouncedValue } from '@tracker/ui-kit';
import { formatDate, formatSignedAmount } from '../transactions/format';
import { queryKeys } from '../transactions/queryKeys';
import { ToolbarInput } from '../transactions/components/cellStyles';
import { TRANSFER_MESSAGES, useLinkTransfer } from './transferApi';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 320px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Sub = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export const LINK_TEXTS = {
  title: 'Link as a transfer',
  description: (row: Transaction) =>
    `Choose the other side of ${row.description} (${formatSignedAmount(row)} on ${formatDate(row.date)}): money the other way in another of your accounts.`,
  search: 'Search other rows',
  sameAmount: 'Rows of the same amount in your other accounts',
  found: 'Rows found in your other accounts',
  none: 'No row of another account fits. Search by its description, or import that account’s statement first.',
  link: 'Link',
  linking: 'Linking...',
  cancel: 'Cancel',
} as const;

/** A row that could be the other side of `row`: another row, in another account, money the other way, not linked. */
export const couldPair = (row: Transaction) => (other: Transaction) =>
  other.id !== row.id && other.accountId !== row.accountId && other.isIncome !== row.isIncome && !other.transfer;

function useCandidates(row: Transaction, search: string) {
  const query = search.trim() === '' ? { amount: row.amount, pageSize: 50 } : { search: search.trim(), pageSize: 50 };
  return useQuery({
    queryKey: [...queryKeys.transactions, 'link', query] as const,
    queryFn: ({ signal }) => request('listTransactions', { query }, { signal }),
    select: (answer) => answer.transactions.filter(couldPair(row)),
    placeholderData: keepPreviousData,
  });
}

export function LinkTransferDialog({ row, onClose }: { row: Transaction; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = useCandidates(row, search);
  const link = useLinkTransfer();
  const name = useId();
  const list = candidates.data ?? [];
  return (
    <Modal open onClose={onClose} title={LINK_TEXTS.title} description={LINK_TEXTS.description(row)} width={620}>
      <Body>
        <ToolbarInput
          type="search"
          aria-label={LINK_TEXTS.search}
          placeholder={`${LINK_TEXTS.search}...`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Muted>{search.trim() === '' ? LINK_TEXTS.sameAmount : LINK_TEXTS.found}</Muted>
        {candidates.isPending ? (
          <Spinner size={16} label="Loading rows..." />
        ) : list.length === 0 ? (
          <Muted role="status">{LINK_TEXTS.none}</Muted>
        ) : (
          <List aria-label="Possible other sides">
            {list.map((other) => (
              <li key={other.id}>
                <Choice>
                  <input
                    type="radio"
                    name={name}
                    value={other.id}
                    checked={chosen === other.id}
                    onChange={() => setChosen(other.id)}
                  />
                  <Text>
                    <span>{other.displayName ?? other.description}</span>
                    <Sub>{`${formatDate(other.date)} · ${other.accountName ?? 'Manual Entries'}`}</Sub>
                  </Text>
                  <Amount>{formatSignedAmount(other)}</Amount>
                </Choice>
              </li>
            ))}
          </List>
        )}
        {link.isError ? (
          <ErrorText role="alert">{serverMessageOr(link.error, TRANSFER_MESSAGES.linkFailed)}</ErrorText>
        ) : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {LINK_TEXTS.cancel}
          </Button>
          <Button
            disabled={chosen === null || link.isPending}
            onClick={() => {
              if (chosen) link.mutate({ id: row.id, counterpartId: chosen }, { onSuccess: onClose });
            }}
          >
            {link.isPending ? LINK_TEXTS.linking : LINK_TEXTS.link}
          </Button>
        </Actions>
      </Body>
    </Modal>
  );
}
