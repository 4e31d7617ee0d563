import { Component, type ErrorInfo, type ReactNode } from 'react';
import { claimAreaReload, hasAreaReloaded, isMissingChunk } from './missingChunk';
import { RemoteErrorCard } from './RemoteErrorCard';

export interface RemoteErrorBoundaryProps {
  area: string;
  label: string;
  onRetry: () => void;
  /** A chunk of the loaded area is gone (the remote was deployed again): reload the area from its new manifest. */
  onMissingChunk?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Layer 3 of containment: anything a remote throws while loading or rendering stops here and becomes the
 * area's error card. RemoteArea remounts it (new key) on retry.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown remote error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onMissingChunk && isMissingChunk(error) && claimAreaReload(this.props.area)) {
      console.warn(`[remotes] the ${this.props.area} area met a chunk that is gone: reloading it once`);
      this.props.onMissingChunk(error);
      return;
    }
    console.error(`[remotes] the ${this.props.area} area failed`, error, info.componentStack);
  }

  render() {
    // The first missing chunk of an area shows nothing while componentDidCatch reloads it.
    const reloading =
      this.props.onMissingChunk && isMissingChunk(this.state.error) && !hasAreaReloaded(this.props.area);
    if (reloading) return null;
    if (this.state.error) {
      return <RemoteErrorCard area={this.props.area} label={this.props.label} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
