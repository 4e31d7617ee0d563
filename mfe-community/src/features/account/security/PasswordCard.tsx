import { type ReactNode, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { CHANGE_PASSWORD_MESSAGES } from '@tracker/contracts';
import { Button, ErrorCard, Spinner, TitledCard } from '@tracker/ui-kit';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { twoFactorQuery } from './queries';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Small = styled.p`
  flex: 1 1 240px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The password: changed with the current one; a Google account has none (issue #27). */
export function PasswordCard() {
  // The two-factor status says whether the account has a password (`available`).
  const status = useQuery(twoFactorQuery());
  const [open, setOpen] = useState(false);
  let body: ReactNode;
  if (status.isPending) body = <Spinner label="Loading..." />;
  else if (status.isError)
    body = <ErrorCard title="Failed to load your sign-in settings" onRetry={() => void status.refetch()} />;
  else if (!status.data.available) body = <Small>{CHANGE_PASSWORD_MESSAGES.googleOnly}</Small>;
  else
    body = (
      <Row>
        <Small>Choose a new password with your current one. You can then sign out your other devices.</Small>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Change password
        </Button>
      </Row>
    );
  return (
    <TitledCard title="Password" data-testid="password-card">
      {body}
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </TitledCard>
  );
}
