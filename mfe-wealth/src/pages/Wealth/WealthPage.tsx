import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { isUnauthorized } from '@tracker/api-client';
import { netWorthChangeLabel, type AssetRowNeedingType, type AssetType } from '@tracker/contracts';
import { Button, Card, CardHeader, CardTitle, ErrorCard, PageHeader, Spinner } from '@tracker/ui-kit';
import { useNotify } from '@tracker/shell-sdk';
import { AccountsInNetWorth } from '../../features/wealth/components/AccountsInNetWorth';
import { AssetBreakdown } from '../../features/wealth/components/AssetBreakdown';
import { AllocationDoughnut, NetWorthLine } from '../../features/wealth/components/Charts';
import { PortfolioTable } from '../../features/wealth/components/PortfolioTable';
import { useDownloadSample, useSyncPrices, useUploadAssets } from '../../features/wealth/mutations';
import { checkAssetFile } from '../../features/wealth/uploadCheck';
import { useAutoSyncOnce } from '../../features/wealth/useAutoSyncOnce';
import { AssetDialog, AssetTypesDialog } from './lazyDialogs';
import {
  assetsQuery,
  homeFigure,
  netWorthHistoryQuery,
  useLivePrices,
  useWealthInHome,
} from '@tracker/area-reads/wealth';

const Page = styled.div`
  display: grid;
  /* minmax(0, …): the wide table scrolls inside its card instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
`;
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
`;
/** Parts per currency (a rate unknown) may be long: they read at a smaller size rather than as one huge sum. */
const Figure = styled.p<{ $parts?: boolean }>`
  margin: 0;
  font-size: ${({ theme, $parts }) => ($parts ? theme.fontSizes.lg : theme.fontSizes.xxl)};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;
const Change = styled.p<{ $falling: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme, $falling }) => ($falling ? theme.colors.danger : theme.colors.success)};
  font-weight: 600;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Totals = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(3)};
`;
/** How a figure was converted, or why it could not be (then in the danger colour: the figure is not a sum). */
const Note = styled.p<{ $warn: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;
const EmptyState = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const HiddenInput = styled.input`
  display: none;
`;

export interface WealthPageProps {
  /** What reloads the page 1 s after an upload (the browser's reload unless a test gives its own). */
  reload?: () => void;
}

/** Shares and the doughnut count converted assets only: this says which were left out, and why. */
function LeftOut({ missing }: { missing: readonly string[] }) {
  return (
    <Note $warn role="status">
      Leaves out assets in {missing.join(', ')}: no exchange rate for today
    </Note>
  );
}

/** Wealth Management (product.md › Screens and routes). */
export function WealthPage({ reload }: WealthPageProps = {}) {
  const notify = useNotify();
  const assets = useQuery(assetsQuery());
  const prices = useLivePrices(assets.data);
  const wealth = useWealthInHome(assets.data, prices);
  const { summary, currency, locale, money } = wealth;
  const history = useQuery(netWorthHistoryQuery(currency));
  const sync = useSyncPrices();
  const uploadAssets = useUploadAssets(reload);
  const sample = useDownloadSample();
  const [dialog, setDialog] = useState<{ open: boolean; type: AssetType | null }>({ open: false, type: null });
  const fileInput = useRef<HTMLInputElement>(null);
  const [untyped, setUntyped] = useState<{ file: File; rows: AssetRowNeedingType[]; unreadable: number } | null>(null);

  const syncQuietly = useCallback(() => sync.mutate({ announce: false }), [sync.mutate]);
  useAutoSyncOnce(assets.data, syncQuietly);
  const syncNow = () => sync.mutate({ announce: true });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await checkAssetFile(file);
    if (problem) {
      notify.error(problem, 'Invalid File');
      return;
    }
    uploadAssets.mutate(
      { file, currency },
      {
        onSuccess: (result) => {
          const rows = result.needsType ?? [];
          if (rows.length > 0) setUntyped({ file, rows, unreadable: result.errorRows ?? 0 });
        },
      },
    );
  };

  const importWithTypes = (types: Record<number, AssetType>) => {
    if (!untyped) return;
    uploadAssets.mutate({ file: untyped.file, types, currency }, { onSuccess: () => setUntyped(null) });
  };

  const list = assets.data ?? [];
  const change = history.data?.change ?? null;
  const points = history.data?.points ?? [];
  const netWorth = homeFigure(wealth, summary.netWorth);
  const known = (total: string | null) => (wealth.ratesPending ? '…' : total === null ? '—' : money(total, currency));

  const header = (
    <PageHeader
      title="Wealth Management"
      subtitle="Track your assets, liabilities and net worth"
      actions={
        <>
          <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={uploadAssets.isPending}>
            {uploadAssets.isPending ? 'Uploading...' : 'Upload'}
          </Button>
          <HiddenInput
            ref={fileInput}
            type="file"
            accept=".csv,.xlsx,.xls"
            data-testid="asset-file-input"
            onChange={(e) => void onFile(e)}
          />
          <Button variant="secondary" onClick={() => sample.mutate()}>
            Download Sample File
          </Button>
          <Button variant="secondary" onClick={syncNow} disabled={sync.isPending}>
            {sync.isPending ? 'Syncing...' : 'Sync Prices'}
          </Button>
          <Button onClick={() => setDialog({ open: true, type: null })}>Add Asset</Button>
        </>
      }
    />
  );

  if (assets.isError) {
    return (
      <Page data-testid="wealth-page">
        {header}
        <ErrorCard
          title="Failed to fetch assets data"
          message={isUnauthorized(assets.error) ? 'Session expired. Please log in again.' : undefined}
          onRetry={() => void assets.refetch()}
        />
      </Page>
    );
  }

  return (
    <Page data-testid="wealth-page">
      {header}
      {assets.isPending ? (
        <Spinner centered />
      ) : (
        <>
          <Grid>
            <Card data-testid="net-worth-card">
              <CardHeader>
                <CardTitle>Total Net Worth</CardTitle>
              </CardHeader>
              <Figure data-testid="net-worth" $parts={netWorth.unknown}>
                {netWorth.text}
              </Figure>
              {netWorth.note && (
                <Note
                  data-testid="net-worth-note"
                  $warn={netWorth.unknown}
                  role={netWorth.unknown ? 'status' : undefined}
                >
                  {netWorth.note}
                </Note>
              )}
              {change && (
                <Change data-testid="net-worth-change" $falling={change.percent.startsWith('-')}>
                  {netWorthChangeLabel(change)}
                </Change>
              )}
              <Totals>
                Assets {known(summary.totalAssets)} · Liabilities {known(summary.totalLiabilities)}
              </Totals>
              {points.some((point) => point.netWorth !== null) && (
                <NetWorthLine points={points} currency={currency} locale={locale} />
              )}
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Asset Allocation</CardTitle>
              </CardHeader>
              {list.length === 0 && (summary.accountsHeld?.total ?? '0') === '0' ? (
                <EmptyState>
                  <span>No assets tracked yet</span>
                  <Button onClick={() => setDialog({ open: true, type: null })}>Add Asset</Button>
                </EmptyState>
              ) : (
                <>
                  <AllocationDoughnut
                    byType={summary.byType}
                    accountsHeld={summary.accountsHeld}
                    currency={currency}
                    locale={locale}
                  />
                  {summary.missingRates.length > 0 && <LeftOut missing={summary.missingRates} />}
                </>
              )}
            </Card>
            <Card data-testid="asset-breakdown">
              <CardHeader>
                <CardTitle>Asset Breakdown</CardTitle>
              </CardHeader>
              <AssetBreakdown
                summary={summary}
                assetCount={list.length}
                known={known}
                money={(amount) => money(amount, currency)}
              />
              {summary.missingRates.length > 0 && <LeftOut missing={summary.missingRates} />}
            </Card>
          </Grid>
          <AccountsInNetWorth />
          <Card>
            <CardHeader>
              <CardTitle>Asset Portfolio</CardTitle>
            </CardHeader>
            <PortfolioTable
              assets={list}
              prices={prices}
              locale={locale}
              onAdd={(type) => setDialog({ open: true, type })}
            />
          </Card>
        </>
      )}
      <AssetTypesDialog
        pending={untyped && { fileName: untyped.file.name, rows: untyped.rows, unreadable: untyped.unreadable }}
        busy={uploadAssets.isPending}
        onImport={importWithTypes}
        onCancel={() => setUntyped(null)}
      />
      <AssetDialog open={dialog.open} lockedType={dialog.type} onClose={() => setDialog({ open: false, type: null })} />
    </Page>
  );
}
