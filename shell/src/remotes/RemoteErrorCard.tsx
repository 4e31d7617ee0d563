import { ErrorCard } from '@tracker/ui-kit';

export interface RemoteErrorCardProps {
  area: string;
  label: string;
  onRetry?: () => void;
}

/** The contained failure of one area: the navigation and every other area keep working. */
export function RemoteErrorCard({ area, label, onRetry }: RemoteErrorCardProps) {
  return (
    <ErrorCard
      testId={`remote-error-${area}`}
      title="This section couldn't load."
      message={`${label} is unavailable right now. The rest of the app still works; try again in a moment.`}
      onRetry={onRetry}
    />
  );
}
