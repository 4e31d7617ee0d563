import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  ASSET_TYPE_COLORS,
  ASSET_TYPE_LABELS,
  ASSET_TABLE_MAX_HEIGHT_PX,
  ASSET_TYPES,
  currencyOptions,
  formatMoney,
  formatUnitPrice,
  isMarketTraded,
  PRICE_TAGS,
  valueAsset,
  WEALTH_FIGURE_STEP,
  type Asset,
  type AssetPriceResult,
  type AssetType,
  type CurrencyCode,
} from '@tracker/contracts';
import {
  Badge,
  Button,
  CARD_LAYOUT_MAX_PX,
  cardRowsBelow,
  ConfirmDialog,
  Select,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
  TruncatedText,
  type BadgeTone,
} from '@tracker/ui-kit';
import { useDeleteAsset, useUpdateAsset } from '../mutations';

const Scroll = styled.div`
  max-height: ${ASSET_TABLE_MAX_HEIGHT_PX}px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  /* A phone shows a card per asset and the page scrolls: no box scrolling inside the page. */
  @media (max-width: ${CARD_LAYOUT_MAX_PX}px) {
    max-height: none;
    overflow: visible;
    border: 0;
  }
`;
const Grid = styled(Table)`
  ${cardRowsBelow()}

  @media (max-width: ${CARD_LAYOUT_MAX_PX}px) {
    thead {
      display: none;
    }
    tbody + tbody {
      margin-top: ${({ theme }) => theme.space(4)};
    }
    /* A group's header and its empty text are not cards. */
    tbody tr[data-plain] {
      display: block;
      padding: 0;
      border: 0;
    }
    tbody tr[data-plain] > td {
      display: block;
      justify-items: normal;
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    }
  }
`;
/**
 * Long names and notes end in an ellipsis in the table (the whole text in a tooltip); a card has room to wrap. Their
 * widths follow the window so that the seven columns fit a 1280 px laptop without scrolling sideways (the actions
 * stay in sight); the note, the less read of the two, gives way first.
 */
const Text = styled(TruncatedText)<{ $share: 'name' | 'note' }>`
  max-width: ${({ $share }) => ($share === 'name' ? 'min(16rem, 12vw)' : 'min(16rem, 8vw)')};
  @media (max-width: ${CARD_LAYOUT_MAX_PX}px) {
    max-width: 100%;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;
const GroupHeader = styled.td<{ $color: string }>`
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-left: 4px solid ${({ $color }) => $color};
  font-weight: 600;
`;
const GroupBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  button {
    flex-shrink: 0;
  }
`;
const Empty = styled.td`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;
const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-items: flex-start;
`;
const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
const Input = styled.input`
  width: 100%;
  min-width: 80px;
  /* As tall as the small select beside it (the currency). */
  min-height: 34px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
`;
const ValueFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 8rem;
`;
const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  @media (max-width: ${CARD_LAYOUT_MAX_PX}px) {
    justify-self: end;
  }
`;
const Num = styled(Td)`
  text-align: right;
  white-space: nowrap;
`;
const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const TAG_TONES: Record<keyof typeof PRICE_TAGS, BadgeTone> = {
  live: 'success',
  rate_limit: 'warning',
  invalid_symbol: 'danger',
  no_data: 'neutral',
  manual: 'neutral',
};

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An asset's live price when it counts (market-traded, above 0), with its listing's currency. */
const liveOf = (asset: Asset, price: AssetPriceResult | undefined) =>
  isMarketTraded(asset) && price && price.price !== null && price.price > 0 ? price : null;

/**
 * Unit value as product.md › Behaviour shows it: a live price above 0 with 'Live Price', else the stored value with
 * why; in the asset's own currency (its listing's for a live price), with the decimals the price has.
 */
export function UnitValue({
  asset,
  price,
  locale,
}: {
  asset: Asset;
  price: AssetPriceResult | undefined;
  locale: string;
}) {
  const traded = isMarketTraded(asset);
  const livePrice = liveOf(asset, price);
  const live = livePrice?.price ?? null;
  const valued = valueAsset(asset, livePrice);
  const tag: keyof typeof PRICE_TAGS = live !== null ? 'live' : traded && price?.errorType ? price.errorType : 'manual';
  const when = live !== null ? price?.fetchedAt : asset.priceUpdatedAt;
  return (
    <Cell>
      <span>{formatUnitPrice(valued.unit, { currency: valued.currency, locale })}</span>
      {traded && (
        <Badge tone={TAG_TONES[tag]} title={live === null ? (price?.error ?? undefined) : undefined}>
          {PRICE_TAGS[tag]}
        </Badge>
      )}
      {when && (
        <Small>
          {live !== null ? 'as of' : 'synced'} {timeOf(when)}
        </Small>
      )}
    </Cell>
  );
}

interface Draft {
  name: string;
  symbol: string;
  description: string;
  quantity: string;
  value: string;
  currency: CurrencyCode;
  /** The listing's currency when a live price counted as editing began: the listing decides it, not the user. */
  listedCurrency: CurrencyCode | null;
}
type TextKey = Exclude<keyof Draft, 'currency' | 'listedCurrency'>;

const sameSymbol = (a: string, b: string | null | undefined) => a.trim().toUpperCase() === (b ?? '').toUpperCase();

/** The inline edit's currency: the asset dialog's picker and options, label hidden (the column says Unit Value). */
function CurrencyField({
  value,
  locale,
  onChange,
}: {
  value: CurrencyCode;
  locale: string;
  onChange: (code: CurrencyCode) => void;
}) {
  const options = currencyOptions(locale);
  return (
    <Select
      label="Currency"
      hideLabel
      size="sm"
      value={value}
      onChange={(e) => onChange(e.target.value as CurrencyCode)}
      options={options}
    />
  );
}

function AssetRow({
  asset,
  price,
  locale,
  onDelete,
}: {
  asset: Asset;
  price: AssetPriceResult | undefined;
  locale: string;
  onDelete: (asset: Asset) => void;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const update = useUpdateAsset();
  const noteId = useId();
  const live = liveOf(asset, price);
  const valued = valueAsset(asset, live);
  const total = formatMoney(valued.total, { currency: valued.currency, locale });
  const edit = () =>
    setDraft({
      name: asset.name,
      symbol: asset.symbol ?? '',
      description: asset.description ?? '',
      quantity: asset.quantity ?? '',
      value: asset.value,
      currency: valued.currency,
      listedCurrency: live ? valued.currency : null,
    });
  // A listed ticker keeps its listing's currency while its symbol stays; a new or cleared symbol lets the user choose.
  const listed = draft?.listedCurrency && sameSymbol(draft.symbol, asset.symbol) ? draft.listedCurrency : null;
  const save = () => {
    if (!draft) return;
    update.mutate(
      {
        id: asset.id,
        body: {
          type: asset.type,
          name: draft.name,
          symbol: draft.symbol,
          description: draft.description,
          quantity: draft.quantity.trim() === '' ? null : draft.quantity,
          value: draft.value.trim() === '' ? 0 : draft.value,
          // No currency for a listed ticker: the service keeps the asset's and a sync stores the listing's.
          ...(listed ? {} : { currency: draft.currency }),
        },
      },
      { onSuccess: () => setDraft(null) },
    );
  };
  if (draft) {
    const field = (
      key: TextKey,
      label: string,
      extra: { type?: string; step?: string; 'aria-describedby'?: string } = {},
    ) => (
      <Input
        aria-label={label}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        {...extra}
      />
    );
    // The Value cell follows the draft, so a changed currency, value or quantity shows what Save will store.
    const quantity = draft.quantity.trim() === '' ? null : draft.quantity;
    const preview = valueAsset({ value: draft.value, quantity, currency: draft.currency }, listed ? live : null);
    // While the live price counts the stored value shows nowhere: say so, and when it is used instead.
    const counting = listed && live ? formatUnitPrice(live.price, { currency: listed, locale }) : null;
    return (
      <Tr data-testid={`asset-row-${asset.id}`}>
        <Td data-label="Asset Name" data-wide="">
          {field('name', 'Asset Name')}
        </Td>
        <Td data-label="Symbol">{field('symbol', 'Symbol')}</Td>
        <Td data-label="Description">{field('description', 'Description')}</Td>
        <Td data-label="Quantity">{field('quantity', 'Quantity', { type: 'number', step: WEALTH_FIGURE_STEP })}</Td>
        <Td data-label="Unit Value">
          <ValueFields>
            {field('value', 'Unit Value', {
              type: 'number',
              step: WEALTH_FIGURE_STEP,
              ...(counting && { 'aria-describedby': noteId }),
            })}
            {listed ? (
              <Small data-testid="listing-currency">In {listed}, the listing's currency</Small>
            ) : (
              <CurrencyField
                value={draft.currency}
                locale={locale}
                onChange={(currency) => setDraft({ ...draft, currency })}
              />
            )}
            {counting && (
              <Small id={noteId} data-testid="live-price-note">
                {PRICE_TAGS.live} {counting} counts now. This value is used when no live price is available.
              </Small>
            )}
          </ValueFields>
        </Td>
        <Num data-label="Value">{formatMoney(preview.total, { currency: preview.currency, locale })}</Num>
        <Td data-wide="">
          <RowActions>
            <Button size="sm" onClick={save} disabled={update.isPending || draft.name.trim() === ''}>
              Save
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </RowActions>
        </Td>
      </Tr>
    );
  }
  return (
    <Tr data-testid={`asset-row-${asset.id}`}>
      <Td data-wide="">
        <Name>
          <Text $share="name" text={asset.name} />
        </Name>
      </Td>
      <Td data-label="Symbol">{asset.symbol ?? '—'}</Td>
      <Td data-label="Description">{asset.description ? <Text $share="note" text={asset.description} /> : '—'}</Td>
      <Num data-label="Quantity">{asset.quantity ?? '—'}</Num>
      <Td data-label="Unit Value">
        <UnitValue asset={asset} price={price} locale={locale} />
      </Td>
      <Num data-label="Value">{total}</Num>
      <Td data-wide="">
        <RowActions>
          <Button size="sm" variant="ghost" onClick={edit} aria-label={`Edit ${asset.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onDelete(asset)} aria-label={`Delete ${asset.name}`}>
            Delete
          </Button>
        </RowActions>
      </Td>
    </Tr>
  );
}

export interface PortfolioTableProps {
  assets: readonly Asset[];
  prices: Readonly<Record<string, AssetPriceResult | undefined>>;
  /** The reader's locale; each figure is in its asset's own currency. */
  locale: string;
  onAdd: (type: AssetType) => void;
}

/**
 * Asset Portfolio (product.md › Screens and routes): grouped by type, each group with its own Add Asset; rows edit
 * inline.
 */
export function PortfolioTable({ assets, prices, locale, onAdd }: PortfolioTableProps) {
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const remove = useDeleteAsset();
  return (
    <>
      <Scroll data-testid="asset-table-scroll">
        <Grid>
          <THead>
            <Tr>
              <Th>Asset Name</Th>
              <Th>Symbol</Th>
              <Th>Description</Th>
              <Th>Quantity</Th>
              <Th>Unit Value</Th>
              <Th>Value</Th>
              <Th>Actions</Th>
            </Tr>
          </THead>
          {ASSET_TYPES.map((type) => {
            const group = assets.filter((a) => a.type === type);
            return (
              <TBody key={type} data-testid={`asset-group-${type}`}>
                <Tr data-plain="">
                  <GroupHeader colSpan={7} $color={ASSET_TYPE_COLORS[type]}>
                    <GroupBar>
                      <span>
                        {ASSET_TYPE_LABELS[type]} ({group.length})
                      </span>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => onAdd(type)}
                        aria-label={`Add Asset to ${ASSET_TYPE_LABELS[type]}`}
                      >
                        Add Asset
                      </Button>
                    </GroupBar>
                  </GroupHeader>
                </Tr>
                {group.length === 0 ? (
                  <Tr data-plain="">
                    <Empty colSpan={7}>No {ASSET_TYPE_LABELS[type]} added yet</Empty>
                  </Tr>
                ) : (
                  group.map((asset) => (
                    <AssetRow
                      key={asset.id}
                      asset={asset}
                      price={prices[asset.id]}
                      locale={locale}
                      onDelete={setDeleting}
                    />
                  ))
                )}
              </TBody>
            );
          })}
        </Grid>
      </Scroll>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete asset"
        description={deleting ? `Delete ${deleting.name}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
