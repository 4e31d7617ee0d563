import { type ReactNode, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHANGE_PASSWORD_MESSAGES } from '@tracker/contracts';
import { Button, ErrorCard, Spinner, TitledCard } from '@tracker/ui-kit';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { twoFactorQuery } from './queries';
import { SettingNote, SettingRow, SettingText } from '../settingRow';

/** The password: changed with the current one; a Google account has none (issue #27). */
export function PasswordCard() {
  // The two-factor status says whether the account has a password (`available`).
  const status = useQuery(twoFactorQuery());
  const [open, setOpen] = useState(false);
  let body: ReactNode;
  if (status.isPending) body = <Spinner label="Loading..." />;
  else if (status.isError)
    body = <ErrorCard title="Failed to load your sign-in settings" onRetry={() => void status.refetch()} />;
  else if (!status.data.available) body = <SettingNote>{CHANGE_PASSWORD_MESSAGES.googleOnly}</SettingNote>;
  else
    body = (
      <SettingRow>
        <SettingText>
          <SettingNote>
            Choose a new password with your current one. You can then sign out your other devices.
          </SettingNote>
        </SettingText>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Change password
        </Button>
      </SettingRow>
    );
  return (
    <TitledCard title="Password" data-testid="password-card">
      {body}
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </TitledCard>
  );
}
