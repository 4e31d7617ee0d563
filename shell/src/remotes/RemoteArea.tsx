import { Suspense, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Spinner, useLoadedModule } from '@tracker/ui-kit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { refreshRemote, remoteOfChunkError } from './federation';
import { getRemoteEntry, restartRemoteEntry, type RemoteLoader } from './remoteComponents';
import { RemoteSlotContext, type RemoteSlot } from './RemoteSlotContext';

export interface RemoteAreaProps {
  /** Area id ("budget"), used in the error card's test id. */
  area: string;
  /** Human label ("Budget"). */
  label: string;
  /** Loads the area's component; must be stable (module level): loaded components are cached per loader. */
  load: RemoteLoader;
}

const Loading = styled.div`
  min-height: 240px;
`;

/** Hands a failed load to the error boundary around it. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * One feature area, contained: a loading state while its code loads, the error boundary (layer 3) around it, the area's
 * identity and retry in context for the fallback module (layer 2). Retry starts a fresh load; so does
 * coming back to an area whose last load failed. Mount it with a key per area so that navigating to an
 * area shows its own loading state instead of holding the previous page.
 */
export function RemoteArea({ area, label, load }: RemoteAreaProps) {
  const [entry, setEntry] = useState(() => {
    const current = getRemoteEntry(load);
    // A revisit after a failure tries again; a loaded area renders at once.
    return current.failed ? restartRemoteEntry(load) : current;
  });
  const retry = useCallback(() => setEntry(restartRemoteEntry(load)), [load]);
  const reloadFromNewManifest = useCallback(
    (error: unknown) => {
      const remote = remoteOfChunkError(error);
      if (remote) refreshRemote(remote);
      retry();
    },
    [retry],
  );
  // Not React.lazy: React 19 holds a Suspense boundary's content until 300 ms after its fallback last showed, so an
  // area whose code arrives quickly (preloaded, see FullApp) would wait for nothing; one already here renders in the
  // first frame. A load that failed is thrown inside the error boundary below.
  const { module, error } = useLoadedModule(entry.code);

  const slot = useMemo<RemoteSlot>(() => ({ area, label, retry }), [area, label, retry]);
  const loading = (
    <Loading data-testid={`remote-loading-${area}`}>
      <Spinner centered />
    </Loading>
  );
  return (
    <RemoteSlotContext.Provider value={slot}>
      <RemoteErrorBoundary
        key={entry.generation}
        area={area}
        label={label}
        onRetry={retry}
        onMissingChunk={reloadFromNewManifest}
      >
        {error !== undefined ? (
          <Rethrow error={error} />
        ) : module ? (
          <Suspense fallback={loading}>
            <module.default />
          </Suspense>
        ) : (
          loading
        )}
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
