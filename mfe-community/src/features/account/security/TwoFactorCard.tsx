import type { ReactNode } from 'react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TWO_FACTOR_MESSAGES } from '@tracker/contracts';
import { Badge, Button, ErrorCard, Spinner, TitledCard } from '@tracker/ui-kit';
import { twoFactorQuery } from './queries';
import { TwoFactorOffDialog } from './TwoFactorOffDialog';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';
import { SettingNote, SettingRow, SettingText, SettingTitle } from '../settingRow';

/** Two-factor sign-in with an authenticator app: on, off, and the recovery codes left (issue #27). */
export function TwoFactorCard() {
  const status = useQuery(twoFactorQuery());
  const [dialog, setDialog] = useState<'setup' | 'off' | null>(null);
  let body: ReactNode;
  if (status.isPending) body = <Spinner label="Loading..." />;
  else if (status.isError)
    body = <ErrorCard title="Failed to load two-factor authentication" onRetry={() => void status.refetch()} />;
  else if (!status.data.available) body = <SettingNote>{TWO_FACTOR_MESSAGES.googleOnly}</SettingNote>;
  else if (status.data.enabled) {
    const left = status.data.recoveryCodesLeft;
    body = (
      <SettingRow>
        <SettingText>
          <SettingTitle>
            Authenticator app <Badge tone="success">On</Badge>
          </SettingTitle>
          <SettingNote>
            Signing in asks for a code from your app. {left === 1 ? '1 recovery code' : `${left} recovery codes`} left.
          </SettingNote>
        </SettingText>
        <Button variant="secondary" onClick={() => setDialog('off')}>
          Turn off
        </Button>
      </SettingRow>
    );
  } else {
    body = (
      <SettingRow>
        <SettingText>
          <SettingTitle>
            Authenticator app <Badge>Off</Badge>
          </SettingTitle>
          <SettingNote>After your password, signing in will also ask for a code from an app on your phone.</SettingNote>
        </SettingText>
        <Button onClick={() => setDialog('setup')}>Turn on</Button>
      </SettingRow>
    );
  }
  return (
    <TitledCard
      title="Two-Factor Authentication"
      description="A second step at sign-in keeps your account safe even if your password is known."
      data-testid="two-factor-card"
    >
      {body}
      <TwoFactorSetupDialog open={dialog === 'setup'} onClose={() => setDialog(null)} />
      <TwoFactorOffDialog open={dialog === 'off'} onClose={() => setDialog(null)} />
    </TitledCard>
  );
}
