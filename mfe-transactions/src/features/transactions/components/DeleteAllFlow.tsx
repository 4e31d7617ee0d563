import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DELETE_ALL_PHRASE } from '@tracker/contracts';
import { Button, ConfirmDialog, Modal, TextField } from '@tracker/ui-kit';
import { useNotify } from '@tracker/shell-sdk';
import { useDeleteAllTransactions } from '../mutations';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Phrase = styled.strong`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

type Step = 'closed' | 'prompt' | 'confirm';

/**
 * 'Delete All' (product.md › Behaviour, Validation rules): first type exactly DELETE ALL TRANSACTIONS, then confirm
 * once more. A wrong phrase cancels with a toast; dismissing either step does nothing.
 */
export function DeleteAllFlow() {
  const [step, setStep] = useState<Step>('closed');
  const [phrase, setPhrase] = useState('');
  const notify = useNotify();
  const deleteAll = useDeleteAllTransactions();

  const open = () => {
    setPhrase('');
    setStep('prompt');
  };
  const close = () => setStep('closed');

  const submitPhrase = (event: FormEvent) => {
    event.preventDefault();
    if (phrase !== DELETE_ALL_PHRASE) {
      close();
      notify.error('You must type the exact confirmation text to proceed.', 'Deletion Cancelled');
      return;
    }
    setStep('confirm');
  };

  const confirm = () => {
    deleteAll.mutate(undefined, { onSettled: close });
  };

  return (
    <>
      <Button variant="danger" onClick={open}>
        Delete All
      </Button>
      <Modal
        open={step === 'prompt'}
        onClose={close}
        title="Delete All Transactions"
        description="This permanently deletes every transaction in your account. It cannot be undone."
      >
        <form onSubmit={submitPhrase} noValidate>
          <TextField
            label={`Type ${DELETE_ALL_PHRASE} to confirm`}
            hint={
              <>
                Type <Phrase>{DELETE_ALL_PHRASE}</Phrase> exactly as shown.
              </>
            }
            autoComplete="off"
            spellCheck={false}
            value={phrase}
            onChange={(event) => setPhrase(event.target.value)}
          />
          <Actions>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger">
              Continue
            </Button>
          </Actions>
        </form>
      </Modal>
      <ConfirmDialog
        open={step === 'confirm'}
        title="Are you absolutely sure?"
        description="All of your transactions will be permanently deleted. This action cannot be undone."
        confirmLabel="Yes, delete everything"
        busyLabel="Deleting..."
        busy={deleteAll.isPending}
        tone="danger"
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
