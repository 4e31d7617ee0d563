import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog } from '@tracker/ui-kit';
import {
  useAcceptSuggestions,
  useBulkDeleteTransactions,
  useBulkUpdateTransactions,
  useRestoreTransactions,
} from '../mutations';
import { ToolbarInput } from './cellStyles';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Count = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface BulkActionsBarProps {
  selectedIds: readonly string[];
  categories: readonly string[];
  /** Rows leave the table (and the total) while their deletion is on its way. */
  onDeletionPending: (ids: readonly string[] | null) => void;
  onDone: () => void;
  /** On the Deleted tab: offer Restore (there, Delete removes the rows for good). */
  inDeletedTab?: boolean;
  /** On the Pending tab: offer to accept the selected rows' suggestions. */
  inPendingTab?: boolean;
}

/**
 * With rows selected (product.md › Screens and routes, Validation rules): '<n> selected', a category input, Update
 * (needs a non-empty category) and Delete (after 'Are you sure you want to delete N transactions? This action cannot be
 * undone.').
 */
export function BulkActionsBar({
  selectedIds,
  categories,
  onDeletionPending,
  onDone,
  inDeletedTab = false,
  inPendingTab = false,
}: BulkActionsBarProps) {
  const [category, setCategory] = useState('');
  const [confirming, setConfirming] = useState(false);
  const listId = useId();
  const bulkUpdate = useBulkUpdateTransactions();
  const bulkDelete = useBulkDeleteTransactions();
  const restore = useRestoreTransactions();
  const accept = useAcceptSuggestions();
  const count = selectedIds.length;
  const canUpdate = count > 0 && category.trim() !== '' && !bulkUpdate.isPending;

  const update = () => {
    if (!canUpdate) return;
    bulkUpdate.mutate(
      { transactionIds: [...selectedIds], category: category.trim() },
      {
        onSuccess: () => {
          setCategory('');
          onDone();
        },
      },
    );
  };

  const remove = async () => {
    const ids = [...selectedIds];
    setConfirming(false);
    onDeletionPending(ids);
    try {
      await bulkDelete.mutateAsync(ids);
      onDone();
    } catch {
      // Reported by the mutation's toast; the rows come back.
    } finally {
      onDeletionPending(null);
    }
  };

  return (
    <Bar role="region" aria-label="Bulk actions">
      <Count>{count} selected</Count>
      <ToolbarInput
        aria-label="Category for selected transactions"
        placeholder="Enter category"
        list={listId}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') update();
        }}
      />
      <datalist id={listId}>
        {categories.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Button size="sm" onClick={update} disabled={!canUpdate}>
        {bulkUpdate.isPending ? 'Updating...' : 'Update'}
      </Button>
      {inPendingTab ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={accept.isPending}
          onClick={() => accept.mutate([...selectedIds], { onSuccess: onDone })}
        >
          Accept Suggestions
        </Button>
      ) : null}
      {inDeletedTab ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={restore.isPending}
          onClick={() => restore.mutate([...selectedIds], { onSuccess: onDone })}
        >
          Restore
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="danger"
        onClick={() => setConfirming(true)}
        disabled={count === 0 || bulkDelete.isPending}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete Transactions"
        description={`Are you sure you want to delete ${count} transactions? This action cannot be undone.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Bar>
  );
}
