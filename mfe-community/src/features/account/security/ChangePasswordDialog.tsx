import { type ReactNode, useState } from 'react';
import { DialogActions, DialogAlert, DialogForm, DialogText } from './dialogParts';
import { passwordProblems } from '@tracker/contracts';
import { Button, FormButtons, Modal, PasswordField } from '@tracker/ui-kit';
import { securityErrorMessage, useChangePassword } from './mutations';
import { SignOutOthersButton } from './SignOutOthersButton';

export const PASSWORD_RULES_HINT =
  'At least 8 characters, with an uppercase and a lowercase letter, a number and one of !@#$%^&*.';
const CHANGE_FAILED = 'Your password could not be changed. Please try again.';

/**
 * Changing the password: the current one, then the new one twice (the registration rules). Afterwards, when the
 * account is signed in elsewhere, the dialog offers to sign those sessions out.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (change.isPending) return;
    setCurrent('');
    setNext('');
    setConfirm('');
    setProblem(null);
    change.reset();
    onClose();
  };

  let body: ReactNode;
  if (change.data) {
    const others = change.data.otherSessions;
    body = (
      <DialogForm as="div">
        <DialogText role="status">
          Your password is changed.
          {others > 0
            ? ` Your account is still signed in on ${others === 1 ? '1 other device' : `${others} other devices`}: sign them out if you changed it to keep someone out.`
            : ''}
        </DialogText>
        <DialogActions>
          {others > 0 ? <SignOutOthersButton /> : null}
          <Button onClick={close}>Done</Button>
        </DialogActions>
      </DialogForm>
    );
  } else {
    body = (
      <DialogForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (change.isPending) return;
          const [rule] = passwordProblems(next);
          if (current === '') setProblem('Current password is required');
          else if (rule !== undefined) setProblem(rule);
          else if (next !== confirm) setProblem('The passwords do not match');
          else {
            setProblem(null);
            change.mutate({ currentPassword: current, newPassword: next });
          }
        }}
      >
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          hint={PASSWORD_RULES_HINT}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {problem || change.isError ? (
          <DialogAlert role="alert">{problem ?? securityErrorMessage(change.error, CHANGE_FAILED)}</DialogAlert>
        ) : null}
        <DialogActions>
          <FormButtons onCancel={close} pending={change.isPending} pendingText="Saving..." submit="Change password" />
        </DialogActions>
      </DialogForm>
    );
  }
  return (
    <Modal open={open} onClose={close} title="Change your password" testId="change-password-dialog">
      {body}
    </Modal>
  );
}
