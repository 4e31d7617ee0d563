import styled from 'styled-components';
import type { Feature } from '@tracker/contracts';
import { Badge, Button, Card } from '@tracker/ui-kit';
import { useUnvote, useVote } from '../mutations';
import { FEATURE_STATUS_TONES, statusLabel } from '../queries';

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Category = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface FeatureCardProps {
  feature: Feature;
  voted: boolean;
}

/**
 * product.md › Screens and routes › Vote for Improvements: name, description, status, vote count, category and the
 * Vote/Voted toggle.
 */
export function FeatureCard({ feature, voted }: FeatureCardProps) {
  const vote = useVote();
  const unvote = useUnvote();
  const busy = vote.isPending || unvote.isPending;
  const votes = feature.voteCount === 1 ? '1 vote' : `${feature.voteCount} votes`;
  const headingId = `feature-${feature.id}-name`;
  return (
    <Item data-testid="feature-card" aria-labelledby={headingId}>
      <Top>
        <Name id={headingId}>{feature.name}</Name>
        <Badge tone={FEATURE_STATUS_TONES[feature.status] ?? 'neutral'}>{statusLabel(feature.status)}</Badge>
      </Top>
      <Description>{feature.description}</Description>
      <Bottom>
        <Category>
          Category: <strong>{feature.category}</strong>
        </Category>
        <Actions>
          <Count data-testid="vote-count" aria-live="polite">
            {votes}
          </Count>
          <Button
            size="sm"
            variant={voted ? 'primary' : 'secondary'}
            aria-pressed={voted}
            aria-label={`${voted ? 'Voted' : 'Vote'}: ${feature.name}`}
            disabled={busy}
            onClick={() => (voted ? unvote.mutate(feature.id) : vote.mutate(feature.id))}
          >
            {voted ? 'Voted' : 'Vote'}
          </Button>
        </Actions>
      </Bottom>
    </Item>
  );
}
