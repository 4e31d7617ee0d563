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

/** Spec §2 empty state, with its own upload button. */
export function EmptyState({ onUpload }: { onUpload: () => void }) {
  return (
    <Box data-testid="transactions-empty">
      <Title>No transactions found</Title>
      <Text>Upload your bank statements to get started</Text>
      <Button onClick={onUpload}>Upload Bank Statement</Button>
    </Box>
  );
}
