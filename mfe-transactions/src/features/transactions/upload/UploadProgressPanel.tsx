import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ProgressBar } from '@tracker/ui-kit';
import type { PendingFile } from './useUploadSession';
import { stageText, timeRemainingText } from './uploadProgress';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Status = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Re-renders every second so the estimate counts down. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function UploadProgressPanel({ current }: { current: PendingFile }) {
  const now = useNow(1000);
  const text = stageText(current.stage, current.file);
  return (
    <Panel data-testid="upload-progress">
      {current.total > 1 ? (
        <Muted>
          File {current.index + 1} of {current.total}
        </Muted>
      ) : null}
      <Status role="status" aria-live="polite">
        {text}
      </Status>
      <ProgressBar value={current.percent} label="Upload progress" valueText={`${current.percent}% ${text}`} />
      <Row>
        <span>{current.percent}%</span>
        <Muted>
          {current.percent >= 100 ? 'Done' : timeRemainingText(Math.max(0, now - current.startedAt), current.totalMs)}
        </Muted>
      </Row>
    </Panel>
  );
}
