import styled from 'styled-components';
import { Button } from '@tracker/ui-kit';
import { useDownloadReport } from '../mutations';
import { sumResults, uploadOutcome, type UploadOutcomeKind } from './uploadOutcome';
import type { FileResult } from './useUploadSession';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.p<{ $kind: UploadOutcomeKind }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $kind, theme }) =>
    $kind === 'success'
      ? theme.colors.success
      : $kind === 'failed'
        ? theme.colors.danger
        : $kind === 'partial'
          ? theme.colors.warning
          : theme.colors.text};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Stat = styled.div<{ $tone?: 'success' | 'danger' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) =>
    $tone === 'success'
      ? theme.colors.successSoft
      : $tone === 'danger'
        ? theme.colors.dangerSoft
        : theme.colors.surfaceMuted};

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

const Warnings = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(7)}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The finished state: a heading that tells the truth (imported, partly imported, nothing new, nothing imported),
 * totalRows, successfulRows, duplicates and errorRows over every file, and each file's report (every row's outcome).
 */
export function UploadSummary({ results }: { results: readonly FileResult[] }) {
  const download = useDownloadReport();
  const totals = sumResults(results.map((r) => r.result));
  const outcome = uploadOutcome(totals);
  const withReports = results.filter((r) => r.result.reportUrl);
  const duplicates = totals.duplicateRows;
  return (
    <Box data-testid="upload-summary" data-outcome={outcome.kind}>
      <Heading $kind={outcome.kind} role="status">
        {outcome.heading}
      </Heading>
      <Stats>
        <Stat>
          <dt>Total Rows</dt>
          <dd>{totals.totalRows}</dd>
        </Stat>
        <Stat $tone="success">
          <dt>Successful</dt>
          <dd>{totals.successfulRows}</dd>
        </Stat>
        {duplicates > 0 ? (
          <Stat>
            <dt>Already Imported</dt>
            <dd>{duplicates}</dd>
          </Stat>
        ) : null}
        <Stat $tone={totals.errorRows > 0 ? 'danger' : undefined}>
          <dt>Errors</dt>
          <dd>{totals.errorRows}</dd>
        </Stat>
      </Stats>
      {totals.errorRows > 0 || duplicates > 0 ? (
        <Note>
          The report lists every row with its outcome: imported, already imported, or rejected with the reason.
        </Note>
      ) : null}
      {results.some((r) => r.result.warnings?.length) ? (
        <Warnings role="alert" data-testid="upload-warnings">
          {results.flatMap(({ fileName, result }) =>
            (result.warnings ?? []).map((warning) => (
              <li key={`${fileName}-${warning}`}>
                {fileName}: {warning}
              </li>
            )),
          )}
        </Warnings>
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
