import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { GOOGLE_AUTH_PATH } from '@tracker/contracts';
import { Card } from '@tracker/ui-kit';
import { browserNavigation } from './browserNavigation';

export const PLEASE_LOG_IN_MESSAGE = 'Please log in to access this page.';

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Box = styled(Card)`
  max-width: 420px;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

/**
 * A signed-out visitor on a protected or unknown path (product.md › Screens and routes, Who can do what): the browser
 * goes to /auth/google — a real navigation, because the server decides where sign-in happens (Google, or the landing
 * page's sign-in modal when Google is not set up). Until the browser leaves, and wherever it cannot, the page says why.
 */
export function SignInRedirect() {
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    browserNavigation.assign(GOOGLE_AUTH_PATH);
  }, []);
  return (
    <Screen id="main-content">
      <Box data-testid="sign-in-required">
        <p>{PLEASE_LOG_IN_MESSAGE}</p>
        <p>
          <a href={GOOGLE_AUTH_PATH}>Sign in</a>
        </p>
      </Box>
    </Screen>
  );
}
