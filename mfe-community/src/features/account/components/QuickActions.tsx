import { Link } from '@tracker/router';
import styled from 'styled-components';
import { TitledCard } from '@tracker/ui-kit';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Action = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ACTIONS = [
  { to: '/feedback', title: 'Send Feedback', text: 'Report a problem or suggest an improvement' },
  { to: '/vote-features', title: 'Vote for Features', text: 'Help decide what we build next' },
  { to: '/help', title: 'Help Center', text: 'Answers to common questions' },
] as const;

/** product.md › Screens and routes: Quick Actions linking to /feedback, /vote-features, /help. */
export function QuickActions() {
  return (
    <TitledCard title="Quick Actions">
      <List>
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Action to={action.to}>
              <strong>{action.title}</strong>
              <span>{action.text}</span>
            </Action>
          </li>
        ))}
      </List>
    </TitledCard>
  );
}
