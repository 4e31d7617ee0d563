import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { UserSessionInfo } from '@tracker/contracts';
import { Badge, Button, ErrorCard, Spinner, TitledCard } from '@tracker/ui-kit';
import { lastSeenText } from './lastSeen';
import { useEndOtherSessions, useEndSession } from './mutations';
import { sessionsQuery } from './queries';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Text = styled.div`
  display: grid;
  flex: 1 1 220px;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Device = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Sub = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(4)};
`;

function SessionRow({ session }: { session: UserSessionInfo }) {
  const end = useEndSession();
  const where = [session.address, session.current ? 'Active now' : lastSeenText(session.lastSeenAt)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Item data-testid="session-row">
      <Text>
        <Device>
          {session.device}
          {session.current ? <Badge tone="success">this device</Badge> : null}
        </Device>
        <Sub>{where}</Sub>
      </Text>
      {session.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          disabled={end.isPending}
          onClick={() => end.mutate(session.id)}
          aria-label={`Sign out ${session.device}`}
        >
          {end.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </Item>
  );
}

/** Where the account is signed in, with a way out for each other device (issue #27). */
export function SessionsCard() {
  const sessions = useQuery(sessionsQuery());
  const endOthers = useEndOtherSessions();
  let body: ReactNode;
  if (sessions.isPending) body = <Spinner label="Loading your sessions..." />;
  else if (sessions.isError)
    body = <ErrorCard title="Failed to load your sessions" onRetry={() => void sessions.refetch()} />;
  else {
    const others = sessions.data.sessions.filter((session) => !session.current).length;
    body = (
      <>
        <List>
          {sessions.data.sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </List>
        <Footer>
          <Button variant="secondary" disabled={others === 0 || endOthers.isPending} onClick={() => endOthers.mutate()}>
            Sign out of all other sessions
          </Button>
        </Footer>
      </>
    );
  }
  return (
    <TitledCard
      title="Your Sessions"
      description="Where your account is signed in. Sign out of any device you do not recognise."
      data-testid="sessions-card"
    >
      {body}
    </TitledCard>
  );
}
