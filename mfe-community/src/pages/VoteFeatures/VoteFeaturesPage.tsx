import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tracker/router';
import styled from 'styled-components';
import { Card, ErrorCard, PageHeader, Spinner } from '@tracker/ui-kit';
import { FeatureCard } from '../../features/voting/components/FeatureCard';
import { featuresQuery, votesQuery } from '../../features/voting/queries';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  padding: 0;
  margin: 0;
`;

const Empty = styled(Card)`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** product.md › Screens and routes › Vote for Improvements. */
export function VoteFeaturesPage() {
  const features = useQuery(featuresQuery());
  const votes = useQuery(votesQuery());
  const voted = new Set((votes.data ?? []).map((vote) => vote.featureId));

  let body: ReactNode;
  if (features.isPending || votes.isPending) {
    body = <Spinner label="Loading features..." />;
  } else if (features.isError || votes.isError) {
    body = (
      <ErrorCard
        title="Error loading features"
        message="The features could not be loaded. Please try again."
        onRetry={() => {
          void features.refetch();
          void votes.refetch();
        }}
      />
    );
  } else if (features.data.length === 0) {
    body = <Empty>No features to vote on</Empty>;
  } else {
    body = (
      <Grid aria-label="Features">
        {features.data.map((feature) => (
          <FeatureCard key={feature.id} feature={feature} voted={voted.has(feature.id)} />
        ))}
      </Grid>
    );
  }

  return (
    <div data-testid="vote-features-page">
      <PageHeader
        title="Vote for Improvements"
        subtitle="Vote for the features you want next. One vote per feature; click again to take it back."
      />
      {body}
      <Hint>
        Missing something? <Link to="/feedback?type=feature">Suggest a feature</Link>
      </Hint>
    </div>
  );
}
