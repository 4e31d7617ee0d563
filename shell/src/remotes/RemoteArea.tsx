import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@tracker/ui-kit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { getRemoteEntry, restartRemoteEntry, type RemoteEntry, type RemoteLoader } from './remoteComponents';
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
  // The area renders once its load has settled. Until then the loading state is plain content, not a Suspense
  // fallback: React 19 holds a boundary's content until 300 ms after its fallback last showed, so an area whose
  // code arrives quickly (preloaded, see FullApp) would otherwise wait for nothing.
  const [settled, setSettled] = useState<RemoteEntry | null>(null);
  const ready = settled === entry || entry.loaded !== undefined;
  useEffect(() => {
    if (ready) return;
    let live = true;
    void entry.settle().then(() => live && setSettled(entry));
    return () => {
      live = false;
    };
  }, [entry, ready]);

  const slot = useMemo<RemoteSlot>(() => ({ area, label, retry }), [area, label, retry]);
  const loading = (
    <Loading data-testid={`remote-loading-${area}`}>
      <Spinner centered />
    </Loading>
  );
  // Loaded: its component itself. Failed: the lazy one, which throws the failure to the error boundary.
  const Remote = entry.loaded?.default ?? entry.component;
  return (
    <RemoteSlotContext.Provider value={slot}>
      <RemoteErrorBoundary key={entry.generation} area={area} label={label} onRetry={retry}>
        {ready ? <Suspense fallback={loading}><Remote /></Suspense> : loading}
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
