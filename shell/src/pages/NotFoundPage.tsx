import { Link } from '@tracker/router';
import styled from 'styled-components';
import { Card } from '@tracker/ui-kit';

const Box = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.heading};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Any path the route table does not know (spec §2). */
export function NotFoundPage() {
  return (
    <Box data-testid="not-found-page">
      <Code>404</Code>
      <Title>Page Not Found</Title>
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Text>
        <Link to="/">Go to the Dashboard</Link>
      </Text>
    </Box>
  );
}
