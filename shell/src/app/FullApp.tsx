import { useState } from 'react';
import { currentUserQuery, fetchCurrentUser } from '../auth/currentUser';
import { startFederation } from '../remotes/federation';
import { App } from './App';
import { createQueryClient } from './queryClient';

// Discovery starts as soon as the signed-in app's code arrives; the shell renders meanwhile and remote loads wait.
void startFederation();

/**
 * The signed-in app as the entry loads it (lazily, see boot/BootRoot). Its user query starts from the answer
 * the entry already asked for (boot/userProbe), read through the api-client like any other.
 */
export default function FullApp({ probe }: { probe: Promise<Response> }) {
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    void queryClient.prefetchQuery({
      ...currentUserQuery,
      queryFn: ({ signal }) => fetchCurrentUser(signal, () => probe.then((response) => response.clone())),
    });
    return queryClient;
  });
  return <App queryClient={client} />;
}
