import styled from 'styled-components';

export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** Accessible name, e.g. 'Upload progress'. */
  label: string;
  /** Read out instead of the bare percentage, e.g. 'Processing statement.csv (1.20 MB)...'. */
  valueText?: string;
}

const Track = styled.div`
  width: 100%;
  height: 10px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.normal};
`;

/** A determinate progress bar (role=progressbar with aria-valuenow). */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      <Fill style={{ width: `${clamped}%` }} />
    </Track>
  );
}
