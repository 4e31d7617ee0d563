import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Box = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space(5)};
`;

const Icon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface ErrorCardProps {
  title: string;
  message?: ReactNode;
  /** Shows a 'Retry' button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  testId?: string;
}

/** A contained failure: says what went wrong and offers a retry, without taking the page down. */
export function ErrorCard({ title, message, onRetry, retryLabel = 'Retry', testId }: ErrorCardProps) {
  return (
    <Box role="alert" data-testid={testId}>
      <Icon aria-hidden="true">!</Icon>
      <Body>
        <Title>{title}</Title>
        {message ? <Message>{message}</Message> : null}
        {onRetry ? (
          <Actions>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {retryLabel}
            </Button>
          </Actions>
        ) : null}
      </Body>
    </Box>
  );
}
