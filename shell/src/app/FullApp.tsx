import { useState } from 'react';
import { currentUserQuery, fetchCurrentUser } from '../auth/currentUser';
import { userProbe } from '../boot/userProbe';
import { startFederation } from '../remotes/federation';
import { preloadRemoteEntry } from '../remotes/remoteComponents';
import { App } from './App';
import { findArea } from './AreaOutlet';
import { AREAS } from './areas';
import { createQueryClient } from './queryClient';

// Discovery starts as soon as the signed-in app's code arrives; the shell renders meanwhile and remote loads wait.
void startFederation();
// A signed-in user's first page: its area's code loads now, beside the shell's first render, not after it.
userProbe().then(
  (response) => {
    const area = response.ok ? findArea(AREAS, window.location.pathname) : undefined;
    if (area) preloadRemoteEntry(area.load);
  },
  () => undefined,
);

/**
 * The signed-in app as the entry loads it (see boot/BootRoot). Its user query starts from the answer the entry
 * already asked for (boot/userProbe), read through the api-client like any other.
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
