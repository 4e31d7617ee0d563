import { useState } from 'react';
import { DialogActions, DialogAlert, DialogForm } from './dialogParts';
import { FormButtons, Modal, PasswordField, TextField } from '@tracker/ui-kit';
import { TWO_FACTOR_FAILED, securityErrorMessage, useDisableTwoFactor } from './mutations';

/** Turning two-factor off needs the password and a code (or a recovery code). */
export function TwoFactorOffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const close = () => {
    if (disable.isPending) return;
    setPassword('');
    setCode('');
    disable.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="Turn off two-factor authentication?"
      description="Signing in will need only your password. Confirm with your password and a code from your authenticator app (or a recovery code)."
      testId="two-factor-off-dialog"
    >
      <DialogForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password === '' || code.trim() === '' || disable.isPending) return;
          disable.mutate({ password, code: code.trim() }, { onSuccess: close });
        }}
      >
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        {disable.isError ? (
          <DialogAlert role="alert">{securityErrorMessage(disable.error, TWO_FACTOR_FAILED)}</DialogAlert>
        ) : null}
        <DialogActions>
          <FormButtons
            onCancel={close}
            pending={disable.isPending}
            pendingText="Turning off..."
            submit="Turn off"
            variant="danger"
            disabled={password === '' || code.trim() === ''}
          />
        </DialogActions>
      </DialogForm>
    </Modal>
  );
}
