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

/**
 * The one 404 page: the shell shows it for a path no area serves, and each area's routes for an unknown path inside
 * the area (/budget/x, /account/bar). A subpath of the SDK (`@tracker/shell-sdk/not-found`), so the SDK's main entry,
 * which the signed-out landing page loads, does not pull in the router.
 */
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
