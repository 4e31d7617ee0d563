import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { request } from '@tracker/api-client';
import {
  ASSET_MESSAGES,
  ASSET_TYPE_LABELS,
  ASSET_TYPES,
  currencyOptions,
  currencyOrDefault,
  formatUnitPrice,
  isMarketTraded,
  PRICE_LOOKUP_DEBOUNCE_MS,
  toDecimalString,
  WEALTH_FIGURE_STEP,
  type AssetType,
} from '@tracker/contracts';
import { useDisplayLocale, useHomeCurrency } from '@tracker/shell-sdk';
import { FormButtons, Modal, Select, TextField, useDebouncedValue, useResetOnOpen } from '@tracker/ui-kit';
import { useCreateAsset } from '../mutations';

export interface AssetDialogProps {
  open: boolean;
  onClose: () => void;
  /** Pre-selected and locked type (a group's own Add Asset button). */
  lockedType?: AssetType | null;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 520px) {
    grid-template-columns: 1fr;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
`;
const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const EMPTY = { type: '', name: '', symbol: '', description: '', quantity: '', value: '', currency: '' };

type AssetForm = typeof EMPTY;

/** The live price of the typed symbol (market-traded types only), 800 ms after typing stops; null when none. */
function useLivePrice(open: boolean, type: AssetType | '', typedSymbol: string) {
  const symbol = useDebouncedValue(typedSymbol.trim(), PRICE_LOOKUP_DEBOUNCE_MS);
  const lookup = open && type !== '' && isMarketTraded({ type, symbol });
  const price = useQuery({
    queryKey: ['/api/assets/price/temp', symbol, type],
    queryFn: ({ signal }) => request('tempPrice', { query: { symbol, type } }, { signal }),
    enabled: lookup,
    // A failed lookup is silent: the user types the value (product.md › Messages and errors).
    retry: false,
  });
  const live = lookup && price.data && price.data.price !== null && price.data.price > 0 ? price.data.price : null;
  return { live, liveCurrency: live !== null ? (price.data?.currency ?? null) : null };
}

/** The form as the create call takes it: product.md › Validation rules sends a blank quantity as null, a blank value as 0. */
const createInputOf = (form: AssetForm) => ({
  type: form.type,
  name: form.name.trim(),
  symbol: form.symbol.trim(),
  description: form.description.trim(),
  quantity: form.quantity.trim() === '' ? null : form.quantity,
  value: form.value.trim() === '' ? 0 : form.value,
  currency: form.currency,
});

interface AssetFieldsProps {
  form: AssetForm;
  set: (field: keyof AssetForm) => (value: string) => void;
  errors: { name?: string; type?: string };
  lockedType: AssetType | null;
  /** The user typed a value or chose a currency: a live price no longer overwrites it. */
  touched: (field: 'value' | 'currency') => void;
}

function AssetFields({ form, set, errors, lockedType, touched }: AssetFieldsProps) {
  const currencies = currencyOptions(useDisplayLocale());
  return (
    <>
      <Select
        label="Asset Type"
        value={form.type}
        disabled={lockedType !== null}
        onChange={(e) => set('type')(e.target.value)}
        options={[
          { value: '', label: 'Select a type' },
          ...ASSET_TYPES.map((t) => ({ value: t, label: ASSET_TYPE_LABELS[t] })),
        ]}
      />
      {errors.type && <ErrorText role="alert">{errors.type}</ErrorText>}
      <TextField
        label="Asset Name"
        value={form.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
        placeholder="e.g. Apple shares"
      />
      <Row>
        <TextField
          label="Symbol"
          value={form.symbol}
          onChange={(e) => set('symbol')(e.target.value)}
          placeholder="e.g. AAPL, BTC"
        />
        <TextField label="Description" value={form.description} onChange={(e) => set('description')(e.target.value)} />
      </Row>
      <Row>
        <TextField
          label="Quantity"
          type="number"
          step={WEALTH_FIGURE_STEP}
          min="0"
          value={form.quantity}
          onChange={(e) => set('quantity')(e.target.value)}
        />
        <TextField
          label="Value (per unit)"
          type="number"
          step={WEALTH_FIGURE_STEP}
          value={form.value}
          onChange={(e) => {
            touched('value');
            set('value')(e.target.value);
          }}
        />
      </Row>
      <Select
        label="Currency"
        value={form.currency}
        onChange={(e) => {
          touched('currency');
          set('currency')(e.target.value);
        }}
        options={currencies}
      />
    </>
  );
}

/**
 * The Add Asset dialog (product.md › Screens and routes, Validation rules): a symbol's live price is looked up 800 ms
 * after typing and fills the value.
 */
export function AssetDialog({ open, onClose, lockedType = null }: AssetDialogProps) {
  const home = currencyOrDefault(useHomeCurrency());
  const locale = useDisplayLocale();
  const [form, setForm] = useState({ ...EMPTY, type: lockedType ?? '', currency: home });
  const [errors, setErrors] = useState<{ name?: string; type?: string }>({});
  const [valueTouched, setValueTouched] = useState(false);
  const [currencyTouched, setCurrencyTouched] = useState(false);
  const create = useCreateAsset();

  // Every opening starts empty, in the home currency, with the type of the group that asked (if any).
  useResetOnOpen(open, lockedType ?? '', () => {
    setForm({ ...EMPTY, type: lockedType ?? '', currency: home });
    setErrors({});
    setValueTouched(false);
    setCurrencyTouched(false);
  });

  const { live, liveCurrency } = useLivePrice(open, form.type as AssetType | '', form.symbol);
  useEffect(() => {
    if (live !== null && !valueTouched) setForm((f) => ({ ...f, value: toDecimalString(live, 6, true) ?? f.value }));
  }, [live, valueTouched]);
  // A ticker is in its listing's currency (a London share in pounds), unless the user chose one.
  useEffect(() => {
    if (liveCurrency && !currencyTouched) setForm((f) => ({ ...f, currency: liveCurrency }));
  }, [liveCurrency, currencyTouched]);

  const set = (field: keyof AssetForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const touched = (field: 'value' | 'currency') => (field === 'value' ? setValueTouched : setCurrencyTouched)(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (form.name.trim() === '') next.name = ASSET_MESSAGES.name;
    if (form.type === '') next.type = ASSET_MESSAGES.type;
    setErrors(next);
    if (next.name || next.type) return;
    create.mutate(createInputOf(form), { onSuccess: onClose });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add Asset"
      description="Track an asset or a liability."
      testId="asset-dialog"
    >
      <Form onSubmit={submit} noValidate>
        <AssetFields form={form} set={set} errors={errors} lockedType={lockedType} touched={touched} />
        {live !== null && (
          <Hint data-testid="temp-price">
            Live price: {formatUnitPrice(live, { currency: currencyOrDefault(liveCurrency), locale })}
          </Hint>
        )}
        <Actions>
          <FormButtons onCancel={onClose} pending={create.isPending} pendingText="Adding..." submit="Add Asset" />
        </Actions>
      </Form>
    </Modal>
  );
}
