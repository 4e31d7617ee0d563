import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { AUTO_CATEGORISE_DEFAULT, UPLOAD_MAX_MB } from '@tracker/contracts';
import { useHomeCurrency } from '@tracker/shell-sdk';
import { Button, Modal } from '@tracker/ui-kit';
import { bankAccountsQuery } from '../queries';
import { AccountChoice } from './AccountChoice';
import { DropZone } from './DropZone';
import { FileList } from './FileList';
import { LayoutPreview } from './LayoutPreview';
import { RetryPanel } from './RetryPanel';
import { StatementCurrency } from './StatementCurrency';
import { canRetry } from './uploadErrors';
import { UploadProgressPanel } from './UploadProgressPanel';
import { UploadSummary } from './UploadSummary';
import { fileKey, isSettled, useFilePreviews } from './useFilePreviews';
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
 * The Upload Transactions dialog (product.md › Behaviour, Validation rules, Messages and errors): drop zone, file list
 * and account (and the statement's currency when neither the file nor the account says it); client-side file checks; sequential uploads with progress; the result summary with the report; toasts
 * and the retry panel on failure. Cancel or close aborts and resets everything.
 */
export function UploadDialog({ open, onOpenChange, autoCategorise = AUTO_CATEGORISE_DEFAULT }: UploadDialogProps) {
  const session = useUploadSession();
  const [accountId, setAccountId] = useState('');
  const [accountPicked, setAccountPicked] = useState(false);
  const { state } = session;
  const previews = useFilePreviews(state.files);
  const homeCurrency = useHomeCurrency();
  const [statementCurrency, setStatementCurrency] = useState('');
  const accounts = useQuery(bankAccountsQuery());
  const account = accounts.data?.find((a) => a.id === accountId);
  const previewOf = (file: File) => previews.previews.get(fileKey(file));
  // Asked once the files are read, when none says its currency and the account's is not decided yet.
  const askCurrency =
    account?.currencyDecided === false &&
    state.files.length > 0 &&
    state.files.every((file) => previewOf(file) !== undefined && previewOf(file)?.status !== 'loading') &&
    !state.files.some((file) => previewOf(file)?.preview?.currency);
  const settings = {
    accountId,
    autoCategorise,
    layoutFor: (file: File) => previewOf(file)?.layout ?? undefined,
    currency: askCurrency ? statementCurrency || homeCurrency : undefined,
  };
  // The account the user imported this layout into last time, unless they picked one here.
  const rememberedAccount = state.files
    .map((file) => previews.previews.get(fileKey(file))?.preview?.accountId)
    .find((id): id is string => typeof id === 'string');
  useEffect(() => {
    if (!accountPicked && rememberedAccount) setAccountId(rememberedAccount);
  }, [accountPicked, rememberedAccount]);
  const pickAccount = useCallback((id: string, byUser: boolean) => {
    setAccountId(id);
    if (byUser) setAccountPicked(true);
  }, []);
  // What the files suggest for a new account: the first file that says a kind, and its currency.
  const firstPreviews = state.files
    .map((file) => previewOf(file)?.preview)
    .filter((p) => p !== undefined && p !== null);
  const suggestedKind = firstPreviews.find((p) => p.suggestedKind)?.suggestedKind;
  const fileCurrency = firstPreviews.find((p) => p.currency)?.currency;
  const settled = state.files.every((file) => isSettled(previews.previews.get(fileKey(file))));

  const { reset } = session;
  const resetPreviews = previews.reset;
  const close = useCallback(() => {
    reset();
    resetPreviews();
    setAccountId('');
    setAccountPicked(false);
    setStatementCurrency('');
    onOpenChange(false);
  }, [reset, resetPreviews, onOpenChange]);

  const pending = state.phase === 'pending';
  return (
    <Modal
      open={open}
      onClose={close}
      title="Upload Transactions"
      description={`Import CSV or Excel bank statements (up to ${UPLOAD_MAX_MB}MB each).`}
      width={state.files.length > 0 && state.phase !== 'success' ? 820 : 560}
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
            <AccountChoice
              value={accountId}
              onChange={pickAccount}
              account={account}
              suggestedKind={suggestedKind}
              fileCurrency={fileCurrency}
            />
            {askCurrency && account ? (
              <StatementCurrency
                accountName={account.name}
                value={statementCurrency || homeCurrency}
                onChange={setStatementCurrency}
              />
            ) : null}
            {state.files.map((file) => (
              <LayoutPreview
                key={fileKey(file)}
                fileName={file.name}
                state={previews.previews.get(fileKey(file))}
                onChange={(layout) => previews.change(file, layout)}
                onConfirm={(confirmed) => previews.confirm(file, confirmed)}
                currency={settings.currency ?? account?.currency}
                account={account}
                onAccountCreated={(created) => pickAccount(created.id, true)}
              />
            ))}
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
            <Button onClick={() => session.start(settings)} disabled={pending || !settled} data-testid="upload-submit">
              {pending ? 'Uploading...' : 'Upload'}
            </Button>
          </>
        )}
      </Footer>
    </Modal>
  );
}
