import type { ReactNode } from 'react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { TWO_FACTOR_MESSAGES } from '@tracker/contracts';
import { Badge, Button, ErrorCard, Spinner, TitledCard } from '@tracker/ui-kit';
import { twoFactorQuery } from './queries';
import { TwoFactorOffDialog } from './TwoFactorOffDialog';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Text = styled.div`
  display: grid;
  flex: 1 1 240px;
  gap: ${({ theme }) => theme.space(1)};
`;

const Strong = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Two-factor sign-in with an authenticator app: on, off, and the recovery codes left (issue #27). */
export function TwoFactorCard() {
  const status = useQuery(twoFactorQuery());
  const [dialog, setDialog] = useState<'setup' | 'off' | null>(null);
  let body: ReactNode;
  if (status.isPending) body = <Spinner label="Loading..." />;
  else if (status.isError)
    body = <ErrorCard title="Failed to load two-factor authentication" onRetry={() => void status.refetch()} />;
  else if (!status.data.available) body = <Small>{TWO_FACTOR_MESSAGES.googleOnly}</Small>;
  else if (status.data.enabled) {
    const left = status.data.recoveryCodesLeft;
    body = (
      <Row>
        <Text>
          <Strong>
            Authenticator app <Badge tone="success">On</Badge>
          </Strong>
          <Small>
            Signing in asks for a code from your app. {left === 1 ? '1 recovery code' : `${left} recovery codes`} left.
          </Small>
        </Text>
        <Button variant="secondary" onClick={() => setDialog('off')}>
          Turn off
        </Button>
      </Row>
    );
  } else {
    body = (
      <Row>
        <Text>
          <Strong>
            Authenticator app <Badge>Off</Badge>
          </Strong>
          <Small>After your password, signing in will also ask for a code from an app on your phone.</Small>
        </Text>
        <Button onClick={() => setDialog('setup')}>Turn on</Button>
      </Row>
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
