import styled from 'styled-components';
import { Button } from '@tracker/ui-kit';
import { useDownloadReport } from '../mutations';
import type { FileResult } from './useUploadSession';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.success};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Stat = styled.div<{ $tone?: 'success' | 'danger' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) =>
    $tone === 'success' ? theme.colors.successSoft : $tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surfaceMuted};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reports = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Report = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The success state: totalRows, successfulRows and errorRows over every file, and each file's report. */
export function UploadSummary({ results }: { results: readonly FileResult[] }) {
  const download = useDownloadReport();
  const sum = (pick: (r: FileResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const withReports = results.filter((r) => r.result.reportUrl);
  const duplicates = sum((r) => r.result.duplicateRows ?? 0);
  return (
    <Box data-testid="upload-summary">
      <Heading>Upload successful</Heading>
      <Stats>
        <Stat>
          <dt>Total Rows</dt>
          <dd>{sum((r) => r.result.totalRows)}</dd>
        </Stat>
        <Stat $tone="success">
          <dt>Successful</dt>
          <dd>{sum((r) => r.result.successfulRows)}</dd>
        </Stat>
        <Stat $tone="danger">
          <dt>Errors</dt>
          <dd>{sum((r) => r.result.errorRows)}</dd>
        </Stat>
      </Stats>
      {duplicates > 0 ? (
        <Note>
          {duplicates} {duplicates === 1 ? 'row was' : 'rows were'} already imported and skipped (listed in the report).
        </Note>
      ) : null}
      {withReports.length > 0 ? (
        <Reports aria-label="Import reports">
          {withReports.map(({ fileName, result }) => (
            <Report key={`${fileName}-${result.reportUrl}`}>
              <span>{fileName}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={download.isPending}
                onClick={() => result.reportUrl && download.mutate(result.reportUrl)}
              >
                Download Report
              </Button>
            </Report>
          ))}
        </Reports>
      ) : null}
    </Box>
  );
}
