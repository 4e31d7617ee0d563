import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { AUTO_CATEGORISE_DEFAULT, UPLOAD_MAX_MB } from '@tracker/contracts';
import { Button, Modal } from '@tracker/ui-kit';
import { AccountSelect } from './AccountSelect';
import { DropZone } from './DropZone';
import { FileList } from './FileList';
import { RetryPanel } from './RetryPanel';
import { canRetry } from './uploadErrors';
import { UploadProgressPanel } from './UploadProgressPanel';
import { UploadSummary } from './UploadSummary';
import { useUploadSession } from './useUploadSession';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

export interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sent with each file as the multipart field autoCategorise (the page's 'Auto Categorise' switch). */
  autoCategorise?: boolean;
}

/**
 * The Upload Transactions dialog (spec §4, §5, §8): drop zone, file list and account; client-side file checks;
 * sequential uploads with progress; the result summary with the report; toasts and the retry panel on failure.
 * Cancel or close aborts and resets everything.
 */
export function UploadDialog({ open, onOpenChange, autoCategorise = AUTO_CATEGORISE_DEFAULT }: UploadDialogProps) {
  const session = useUploadSession();
  const [accountId, setAccountId] = useState('');
  const { state } = session;
  const settings = { accountId, autoCategorise };

  const { reset } = session;
  const close = useCallback(() => {
    reset();
    setAccountId('');
    onOpenChange(false);
  }, [reset, onOpenChange]);

  const pending = state.phase === 'pending';
  return (
    <Modal
      open={open}
      onClose={close}
      title="Upload Transactions"
      description={`Import CSV or Excel bank statements (up to ${UPLOAD_MAX_MB}MB each).`}
      width={560}
      testId="upload-dialog"
    >
      <Body>
        {state.phase === 'success' ? (
          <UploadSummary results={state.results} />
        ) : pending && state.current ? (
          <UploadProgressPanel current={state.current} />
        ) : (
          <>
            <DropZone onFiles={session.addFiles} />
            <FileList files={state.files} onRemove={session.removeFile} />
            <AccountSelect value={accountId} onChange={setAccountId} />
            {state.phase === 'failed' && state.error && canRetry(state.error, state.retries) ? (
              <RetryPanel error={state.error} retries={state.retries} onRetry={() => session.retry(settings)} />
            ) : null}
          </>
        )}
      </Body>
      <Footer>
        {state.phase === 'success' ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => session.start(settings)} disabled={pending}>
              {pending ? 'Uploading...' : 'Upload'}
            </Button>
          </>
        )}
      </Footer>
    </Modal>
  );
}
