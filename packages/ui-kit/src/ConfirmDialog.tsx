import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete 3 transactions? This action cannot be undone.' */
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions. */
  tone?: 'primary' | 'danger';
  /** While the confirmed action runs: buttons disabled, confirm label replaced. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape, backdrop or ×. */
  onCancel: () => void;
  testId?: string;
  children?: ReactNode;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** A yes/no question in a modal dialog; focus starts on Cancel so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
  testId,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      description={description}
      testId={testId}
    >
      {children}
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
