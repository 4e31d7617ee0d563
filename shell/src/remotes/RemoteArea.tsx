import { Suspense, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@tracker/ui-kit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
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

/**
 * One feature area, contained: Suspense while it loads, the error boundary (layer 3) around it, the area's
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

  const slot = useMemo<RemoteSlot>(() => ({ area, label, retry }), [area, label, retry]);
  const Remote = entry.component;
  return (
    <RemoteSlotContext.Provider value={slot}>
      <RemoteErrorBoundary key={entry.generation} area={area} label={label} onRetry={retry}>
        <Suspense
          fallback={
            <Loading data-testid={`remote-loading-${area}`}>
              <Spinner centered />
            </Loading>
          }
        >
          <Remote />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
