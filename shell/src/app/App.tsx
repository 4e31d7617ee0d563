import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from '@tracker/router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@tracker/ui-kit';
import { AuthModalProvider } from '../auth/modal';
import { SessionExpiryRule } from '../auth/SessionExpiryRule';
import { Toaster } from '../toasts/Toaster';
import { AppRoutes } from './AppRoutes';
import { createQueryClient } from './queryClient';
import { ShellProviders } from './ShellProviders';

/**
 * The shell owns the QueryClient, theme, router, auth state and toast host; remotes render inside them.
 * The auth modal's provider is mounted once for the whole tree: it renders nothing until a signed-out
 * surface (landing page, a legal page) opens it, and legal pages keep one tree in both auth states.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <ShellProviders>
            <SessionExpiryRule />
            <AuthModalProvider>
              <AppRoutes />
            </AuthModalProvider>
            <Toaster />
          </ShellProviders>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
