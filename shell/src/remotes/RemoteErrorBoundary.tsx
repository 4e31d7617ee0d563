import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorCard } from './RemoteErrorCard';

export interface RemoteErrorBoundaryProps {
  area: string;
  label: string;
  onRetry: () => void;
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
    console.error(`[remotes] the ${this.props.area} area failed`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return <RemoteErrorCard area={this.props.area} label={this.props.label} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
