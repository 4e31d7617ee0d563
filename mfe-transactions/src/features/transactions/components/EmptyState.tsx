import styled from 'styled-components';
import { Button } from '@tracker/ui-kit';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  text-align: center;
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export interface EmptyStateProps {
  onUpload: () => void;
  /** Filters or a search are on: nothing matches them (the user may well have transactions). */
  filtered?: boolean;
  onClearFilters?: () => void;
  /** The Pending tab, empty: nothing waits for review (the user may well have transactions). */
  reviewQueue?: boolean;
}

/**
 * product.md › Screens and routes empty state, with its own upload button; with filters on, says so and offers to clear
 * them.
 */
export function EmptyState({ onUpload, filtered = false, onClearFilters, reviewQueue = false }: EmptyStateProps) {
  if (filtered) {
    return (
      <Box data-testid="transactions-empty">
        <Title>No transactions match these filters</Title>
        <Text>Change or clear the filters to see your transactions.</Text>
        <Button variant="secondary" onClick={onClearFilters}>
          Clear filters
        </Button>
      </Box>
    );
  }
  return (
    <Box data-testid="transactions-empty">
      <Title>No transactions found</Title>
      <Text>{reviewQueue ? 'Nothing is waiting for review.' : 'Upload your bank statements to get started'}</Text>
      <Button onClick={onUpload}>Upload Bank Statement</Button>
    </Box>
  );
}
