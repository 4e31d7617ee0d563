import styled from 'styled-components';
import { Button } from '@tracker/ui-kit';
import { attemptLabel, type ClassifiedUploadError } from './uploadErrors';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Offered for timeouts, connection failures and 5xx while fewer than 3 retries were made (product.md › Behaviour). */
export function RetryPanel({
  error,
  retries,
  onRetry,
}: {
  error: ClassifiedUploadError;
  retries: number;
  onRetry: () => void;
}) {
  return (
    <Panel role="alert" data-testid="upload-retry">
      <Title>{error.title}</Title>
      <p>{error.description}</p>
      <p>{attemptLabel(retries)}</p>
      <div>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry Upload
        </Button>
      </div>
    </Panel>
  );
}
