import styled from 'styled-components';
import { Spinner } from '@tracker/ui-kit';

const Screen = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** product.md › Screens and routes: while the authentication status loads, a spinner with 'Loading...'. */
export function AuthLoading() {
  return (
    <Screen data-testid="auth-loading">
      <Spinner label="Loading..." size={32} />
    </Screen>
  );
}
