import styled from 'styled-components';
import { Spinner } from '@tracker/ui-kit';

const Screen = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** Spec §2: while the authentication status loads, a spinner with 'Loading...'. */
export function AuthLoading() {
  return (
    <Screen data-testid="auth-loading">
      <Spinner label="Loading..." size={32} />
    </Screen>
  );
}
