import { useState } from 'react';
import styled from 'styled-components';
import { Button, Modal, TextField, TitledCard } from '@tracker/ui-kit';
import { deleteErrorMessage, useDeleteAccount, useDownloadAccountData } from '../mutations';
import { SettingNote, SettingRow, SettingText, SettingTitle } from '../settingRow';

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Alert = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * 'Delete my account', confirmed by typing the account's e-mail. When an area could not remove its data the
 * server says so (503) and the dialog shows that message and stays open: the account is still there to retry.
 */
export interface DeleteAccountDialogProps {
  email: string;
  open: boolean;
  onClose: () => void;
  /** After the deletion (default: a full navigation to /, where the signed-out landing page shows). */
  onDeleted?: () => void;
}

export function DeleteAccountDialog({ email, open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount(onDeleted);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const close = () => {
    if (remove.isPending) return;
    setTyped('');
    remove.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="Delete your account?"
      description="This removes your transactions, bank accounts, budgets, assets, votes and feedback from every part of the app, and signs you out on every device. It cannot be undone."
      testId="delete-account-dialog"
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !remove.isPending) remove.mutate(typed.trim());
        }}
      >
        <TextField
          label={`Type ${email} to confirm`}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {remove.isError ? (
          <Alert role="alert" data-testid="delete-account-error">
            {deleteErrorMessage(remove.error)}
          </Alert>
        ) : null}
        <Actions>
          <Button type="button" variant="secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}

/** Your data is yours: download everything, or delete the account (not in the spec; see the README). */
export function YourDataCard({ email }: { email: string }) {
  const download = useDownloadAccountData();
  const [confirming, setConfirming] = useState(false);
  return (
    <TitledCard title="Your Data" description="Your data is yours: take a copy with you, or remove it for good.">
      <Rows>
        <SettingRow>
          <SettingText>
            <SettingTitle>Download my data</SettingTitle>
            <SettingNote>
              One Excel file with your profile, transactions, bank accounts, budgets, assets, votes and feedback.
            </SettingNote>
          </SettingText>
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? 'Preparing...' : 'Download my data'}
          </Button>
        </SettingRow>
        <SettingRow>
          <SettingText>
            <SettingTitle>Delete my account</SettingTitle>
            <SettingNote>Removes everything you stored here at once and signs you out everywhere.</SettingNote>
          </SettingText>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </SettingRow>
      </Rows>
      <DeleteAccountDialog email={email} open={confirming} onClose={() => setConfirming(false)} />
    </TitledCard>
  );
}
