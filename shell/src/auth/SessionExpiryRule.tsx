import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tracker/router';
import { configureApiClient } from '@tracker/api-client';
import { SESSION_EXPIRED_MESSAGE } from '@tracker/contracts';
import { useToast } from '@tracker/shell-sdk';
import { currentUserQuery } from './currentUser';

const USER_KEY = currentUserQuery.queryKey;

/**
 * Wires the error rule of product.md › Messages and errors into the api-client every remote shares: a 401 on a
 * signed-in call shows 'Session expired. Please log in again.' and sends the browser to /. The shell does it in-app
 * (router navigation, not a reload) so the toast survives; it drops every cached answer of the old session and asks
 * GET /api/user again, so / then shows what a signed-out visitor sees. The user query itself never gets
 * here: for it a 401 just means signed out.
 */
export function SessionExpiryRule() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();

  useEffect(() => {
    configureApiClient({
      onUnauthorized: () => {
        toast({ title: SESSION_EXPIRED_MESSAGE, variant: 'destructive' });
        navigate('/', { replace: true });
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_KEY[0] });
        // Several calls failing together must not restart the check again and again.
        if (queryClient.getQueryState(USER_KEY)?.fetchStatus !== 'fetching') {
          void queryClient.resetQueries({ queryKey: USER_KEY, exact: true });
        }
      },
    });
    // Back to the api-client's default (a full reload at /) once the shell is gone.
    return () => configureApiClient({ onUnauthorized: undefined });
  }, [navigate, queryClient, toast]);

  return null;
}
