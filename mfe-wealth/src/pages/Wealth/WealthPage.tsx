import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { isUnauthorized } from '@tracker/api-client';
import {
  ASSET_TYPE_COLORS,
  ASSET_TYPE_LABELS,
  netWorthChangeLabel,
  type AssetRowNeedingType,
  type AssetType,
} from '@tracker/contracts';
import { Button, Card, CardHeader, CardTitle, ErrorCard, PageHeader, Spinner, TruncatedText } from '@tracker/ui-kit';
import { useNotify } from '@tracker/shell-sdk';
import { AssetDialog } from '../../features/wealth/components/AssetDialog';
import { AssetTypesDialog } from '../../features/wealth/components/AssetTypesDialog';
import { AllocationDoughnut, NetWorthLine } from '../../features/wealth/components/Charts';
import { PortfolioTable } from '../../features/wealth/components/PortfolioTable';
import { useDownloadSample, useSyncPrices, useUploadAssets } from '../../features/wealth/mutations';
import { checkAssetFile } from '../../features/wealth/uploadCheck';
import { useAutoSyncOnce } from '../../features/wealth/useAutoSyncOnce';
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
/**
 * The breakdown's width from which a row's name and figure fit whole side by side ('Property/Real Estate (1)' and
 * '$41,882.81 · 2.7%' need about 23rem); narrower, the figure takes the line under the name.
 */
const BREAKDOWN_ONE_LINE_MIN = '24rem';
const BreakdownList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  container-type: inline-size;
`;
/**
 * A row's figure and share always keep one line, whole, and the type's name is never cut to a few letters: in a
 * narrow card (a laptop's three cards, a phone) the figure sits under the name, right-aligned as in a wide one.
 * A name longer than its room in a wide card ends in an ellipsis, whole in a tooltip.
 */
const BreakdownItem = styled.li`
  display: grid;
  grid-template-columns: 12px minmax(0, 1fr) auto;
  column-gap: ${({ theme }) => theme.space(2)};
  align-items: center;

  @container (width < ${BREAKDOWN_ONE_LINE_MIN}) {
    grid-template-columns: 12px minmax(0, 1fr);
    > :last-child {
      grid-column: 2;
      justify-self: end;
    }
  }
`;
const TypeName = styled.span`
  display: flex;
  align-items: baseline;
  gap: 0.25em;
  min-width: 0;

  > :last-child {
    flex-shrink: 0;
  }
`;
const Dot = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;
const Right = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
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
              {list.length === 0 ? (
                <EmptyState>
                  <span>No assets tracked yet</span>
                  <Button onClick={() => setDialog({ open: true, type: null })}>Add Asset</Button>
                </EmptyState>
              ) : (
                <>
                  <AllocationDoughnut byType={summary.byType} currency={currency} locale={locale} />
                  {summary.missingRates.length > 0 && <LeftOut missing={summary.missingRates} />}
                </>
              )}
            </Card>
            <Card data-testid="asset-breakdown">
              <CardHeader>
                <CardTitle>Asset Breakdown</CardTitle>
              </CardHeader>
              {summary.byType.length === 0 && list.length === 0 ? (
                <Muted>Add an asset to see its share of your portfolio.</Muted>
              ) : (
                <BreakdownList>
                  {summary.byType.map((t) => (
                    <BreakdownItem key={t.type} data-testid={`breakdown-${t.type}`}>
                      <Dot $color={ASSET_TYPE_COLORS[t.type]} />
                      <TypeName>
                        <TruncatedText text={ASSET_TYPE_LABELS[t.type]} /> <Muted as="span">({t.count})</Muted>
                      </TypeName>
                      <Right>
                        {t.type === 'liabilities' ? '-' : ''}
                        {money(t.type === 'liabilities' ? t.total.replace('-', '') : t.total, currency)} · {t.percent}%
                      </Right>
                    </BreakdownItem>
                  ))}
                </BreakdownList>
              )}
              {summary.missingRates.length > 0 && <LeftOut missing={summary.missingRates} />}
            </Card>
          </Grid>
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
