import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { DialogActions, DialogAlert, DialogForm, DialogText } from './dialogParts';
import { Button, FormButtons, Modal, Spinner, TextField } from '@tracker/ui-kit';
import { TWO_FACTOR_FAILED, securityErrorMessage, useEnableTwoFactor, useStartTwoFactorSetup } from './mutations';
import { SignOutOthersButton } from './SignOutOthersButton';

const Qr = styled.img`
  justify-self: center;
  width: 192px;
  height: 192px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
  user-select: all;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  list-style: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface TwoFactorSetupDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Turning two-factor on: a QR code and the key for an authenticator app, confirmed by a first code; then the ten
 * recovery codes, shown this once, and the offer to sign out every other session.
 */
export function TwoFactorSetupDialog({ open, onClose }: TwoFactorSetupDialogProps) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const { mutate: startSetup, reset: resetSetup } = setup;
  const { reset: resetEnable } = enable;

  useEffect(() => {
    if (!open) return;
    setCode('');
    resetEnable();
    startSetup();
    return () => resetSetup();
  }, [open, startSetup, resetSetup, resetEnable]);

  const codes = enable.data?.recoveryCodes;
  let body: ReactNode;
  if (codes) {
    body = (
      <DialogForm as="div">
        <DialogText>
          Each recovery code signs you in once if you lose your phone. Keep them somewhere safe, such as a password
          manager: they are shown only now.
        </DialogText>
        <Codes aria-label="Recovery codes" data-testid="recovery-codes">
          {codes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </Codes>
        <DialogText>Is your account signed in somewhere you do not expect? Sign out everywhere else now.</DialogText>
        <DialogActions>
          <SignOutOthersButton />
          <Button onClick={onClose}>I saved my codes</Button>
        </DialogActions>
      </DialogForm>
    );
  } else if (setup.isError) {
    body = <DialogAlert role="alert">{securityErrorMessage(setup.error, TWO_FACTOR_FAILED)}</DialogAlert>;
  } else if (!setup.data) {
    body = <Spinner label="Preparing your QR code..." centered />;
  } else {
    body = (
      <DialogForm
        as="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() !== '' && !enable.isPending) enable.mutate(code.trim());
        }}
      >
        <DialogText>
          1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy, …).
        </DialogText>
        <Qr src={setup.data.qrCode} alt="QR code for your authenticator app" />
        <DialogText>Cannot scan it? Enter this key in the app instead:</DialogText>
        <Secret data-testid="two-factor-secret">{setup.data.secret}</Secret>
        <DialogText>2. Enter the 6-digit code the app shows.</DialogText>
        <TextField
          label="Code from the app"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123456"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        {enable.isError ? (
          <DialogAlert role="alert">{securityErrorMessage(enable.error, TWO_FACTOR_FAILED)}</DialogAlert>
        ) : null}
        <DialogActions>
          <FormButtons
            onCancel={onClose}
            pending={enable.isPending}
            pendingText="Turning on..."
            submit="Turn on"
            disabled={code.trim() === ''}
          />
        </DialogActions>
      </DialogForm>
    );
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={codes ? 'Save your recovery codes' : 'Turn on two-factor authentication'}
      description={codes ? 'Two-factor authentication is on.' : undefined}
      testId="two-factor-setup-dialog"
    >
      {body}
    </Modal>
  );
}
