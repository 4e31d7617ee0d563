import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@tracker/ui-kit';
import { Toaster } from '../toasts/Toaster';
import { AppRoutes } from './AppRoutes';
import { createQueryClient } from './queryClient';
import { ShellProviders } from './ShellProviders';

/** The shell owns the QueryClient, theme, router, auth state and toast host; remotes render inside them. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <ShellProviders>
            <AppRoutes />
            <Toaster />
          </ShellProviders>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
