import styled from 'styled-components';
import {
  ACCOUNT_KIND_LABELS,
  COLUMN_ROLES,
  formatSignedAmount,
  isCurrencyCode,
  type BankAccount,
  type ColumnRole,
  type CurrencyCode,
  type PreviewRow,
  type StatementLayout,
} from '@tracker/contracts';
import { Checkbox, mediaUp, Select, Spinner, Table, TableScroll, TBody, Td, Th, THead, Tr } from '@tracker/ui-kit';
import { CurrencyMismatch } from './CurrencyMismatch';
import {
  DATE_ORDER_LABELS,
  DECIMAL_LABELS,
  DOUBT_TEXTS,
  PREVIEW_TEXTS,
  ROLE_LABELS,
  SIGN_UNCONFIRMED,
} from './previewTexts';
import type { FilePreview } from './useFilePreviews';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  ${mediaUp('landingHeader')} {
    padding: ${({ theme }) => theme.space(4)};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Doubts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const Strong = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;

const Columns = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(190px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One column: its name (wrapped anywhere, however long and unbroken) over its role and first values. */
const ColumnItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  min-width: 0;

  label {
    overflow-wrap: anywhere;
  }
`;

const Samples = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const SectionTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Amount = styled.span<{ $income: boolean }>`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $income }) => ($income ? theme.colors.success : theme.colors.text)};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** Compact cells on a phone, where the sign and colour of the amount tell money in from money out. */
const RowsTable = styled(Table)`
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1.5)}`};
  }
  ${mediaUp('landingHeader')} {
    th,
    td {
      padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
    }
  }
`;

const DescriptionTd = styled(Td)`
  overflow-wrap: anywhere;
`;

const DirectionTh = styled(Th)`
  display: none;
  ${mediaUp('landingHeader')} {
    display: table-cell;
  }
`;

const DirectionTd = styled(Td)`
  display: none;
  ${mediaUp('landingHeader')} {
    display: table-cell;
  }
`;

function RowLine({ row, currency }: { row: PreviewRow; currency: CurrencyCode | undefined }) {
  if ('error' in row) {
    return (
      <Tr>
        <Td colSpan={4}>
          <ErrorText>{PREVIEW_TEXTS.errorLine(row.line, row.error)}</ErrorText>
        </Td>
      </Tr>
    );
  }
  return (
    <Tr>
      <Td>
        <NoWrap>{row.date}</NoWrap>
      </Td>
      <DescriptionTd>{row.description}</DescriptionTd>
      <Td>
        <Amount $income={row.isIncome} title={row.isIncome ? PREVIEW_TEXTS.moneyIn : PREVIEW_TEXTS.moneyOut}>
          {formatSignedAmount({ ...row, currency })}
        </Amount>
      </Td>
      <DirectionTd>
        <NoWrap>{row.isIncome ? PREVIEW_TEXTS.moneyIn : PREVIEW_TEXTS.moneyOut}</NoWrap>
      </DirectionTd>
    </Tr>
  );
}

export interface LayoutPreviewProps {
  fileName: string;
  state: FilePreview | undefined;
  onChange: (layout: StatementLayout) => void;
  onConfirm: (confirmed: boolean) => void;
  disabled?: boolean;
  /** The currency the rows will be saved in when the file does not say its own (the account's or the user's answer). */
  currency?: string;
  /** The account chosen for the file: a file in another currency than its (decided) one says so. */
  account?: BankAccount;
  /** An account was made in the file's currency from the preview. */
  onAccountCreated?: (account: BankAccount) => void;
}

/** Whether the file's currency cannot go into the account: its currency is decided and another. */
const mismatched = (file: CurrencyCode | undefined, account: BankAccount | undefined): file is CurrencyCode =>
  file !== undefined && account !== undefined && account.currencyDecided !== false && account.currency !== file;

/**
 * One file's preview: what was found (each column's role, date order, number format, sign convention), what detection
 * doubted, and the first rows exactly as they will be saved; every choice can be changed.
 */
export function LayoutPreview({
  fileName,
  state,
  onChange,
  onConfirm,
  disabled,
  currency,
  account,
  onAccountCreated,
}: LayoutPreviewProps) {
  if (!state || state.status === 'loading') {
    return (
      <Panel aria-label={PREVIEW_TEXTS.title(fileName)} data-testid="upload-preview" aria-busy="true">
        <Title>{PREVIEW_TEXTS.title(fileName)}</Title>
        {/* A div: the spinner is a block, which a paragraph may not hold. */}
        <Muted as="div">
          <Spinner size={14} label={PREVIEW_TEXTS.loading} />
        </Muted>
      </Panel>
    );
  }
  const { preview, layout } = state;
  if (!preview || !layout) {
    return (
      <Panel aria-label={PREVIEW_TEXTS.title(fileName)} data-testid="upload-preview">
        <Title>{PREVIEW_TEXTS.title(fileName)}</Title>
        {state.error ? <ErrorText role="alert">{state.error}</ErrorText> : null}
        <Muted>{PREVIEW_TEXTS.unavailable}</Muted>
      </Panel>
    );
  }
  // The file's own currency, else the one the rows will be saved in.
  const fileCurrency = isCurrencyCode(preview.currency) ? preview.currency : undefined;
  const rowsCurrency = fileCurrency ?? (isCurrencyCode(currency) ? currency : undefined);
  const setRole = (index: number, role: ColumnRole) => {
    const roles = layout.roles.map((r, i) => (i === index ? role : r));
    onChange({ ...layout, roles });
  };
  const status = state.changed
    ? PREVIEW_TEXTS.corrected
    : preview.remembered
      ? PREVIEW_TEXTS.remembered
      : PREVIEW_TEXTS.confident;
  const doubts = state.changed ? [] : preview.doubts;
  const shown = preview.rows.length;
  return (
    <Panel aria-label={PREVIEW_TEXTS.title(fileName)} data-testid="upload-preview">
      <Title>{PREVIEW_TEXTS.title(fileName)}</Title>
      {doubts.length > 0 ? (
        <Doubts role="status" data-testid="preview-doubts">
          <Strong>{PREVIEW_TEXTS.checkTitle}</Strong>
          <ul>
            {doubts.map((doubt) => (
              <li key={doubt}>
                {doubt === 'sign' && layout.sign === 'signed' ? SIGN_UNCONFIRMED : DOUBT_TEXTS[doubt]}
              </li>
            ))}
          </ul>
          <CheckLabel>
            <Checkbox
              checked={state.confirmed}
              disabled={disabled}
              onChange={(event) => onConfirm(event.target.checked)}
              data-testid="preview-confirm"
            />
            {PREVIEW_TEXTS.confirm}
          </CheckLabel>
        </Doubts>
      ) : (
        <Muted data-testid="preview-status">{status}</Muted>
      )}
      {state.error ? <ErrorText role="alert">{state.error}</ErrorText> : null}
      {mismatched(fileCurrency, account) && account ? (
        <CurrencyMismatch
          currency={fileCurrency}
          account={account}
          suggestedKind={preview.suggestedKind}
          onCreated={(created) => onAccountCreated?.(created)}
        />
      ) : null}
      <Options>
        <Select
          label={PREVIEW_TEXTS.dateOrder}
          size="sm"
          value={layout.dateOrder}
          disabled={disabled}
          data-testid="preview-date-order"
          options={(['dmy', 'mdy'] as const).map((value) => ({ value, label: DATE_ORDER_LABELS[value] }))}
          onChange={(event) => onChange({ ...layout, dateOrder: event.target.value === 'dmy' ? 'dmy' : 'mdy' })}
        />
        <Select
          label={PREVIEW_TEXTS.decimal}
          size="sm"
          value={layout.decimal}
          disabled={disabled}
          data-testid="preview-decimal"
          options={(['.', ','] as const).map((value) => ({ value, label: DECIMAL_LABELS[value] }))}
          onChange={(event) => onChange({ ...layout, decimal: event.target.value === ',' ? ',' : '.' })}
        />
        <CheckLabel>
          <Checkbox
            checked={layout.sign === 'charges-positive'}
            disabled={disabled}
            data-testid="preview-charges-positive"
            onChange={(event) => onChange({ ...layout, sign: event.target.checked ? 'charges-positive' : 'signed' })}
          />
          {PREVIEW_TEXTS.chargesPositive}
        </CheckLabel>
      </Options>
      <SectionTitle>{PREVIEW_TEXTS.rows}</SectionTitle>
      <TableScroll>
        <RowsTable data-testid="preview-rows">
          <THead>
            <Tr>
              <Th>Date</Th>
              <Th>Description</Th>
              <Th>Amount</Th>
              <DirectionTh>
                {PREVIEW_TEXTS.moneyIn} / {PREVIEW_TEXTS.moneyOut.toLowerCase()}
              </DirectionTh>
            </Tr>
          </THead>
          <TBody>
            {preview.rows.map((row) => (
              <RowLine key={row.line} row={row} currency={rowsCurrency} />
            ))}
          </TBody>
        </RowsTable>
      </TableScroll>
      <Muted>
        {PREVIEW_TEXTS.counted(preview.dataRows, shown)}
        {preview.currency ? ` ${PREVIEW_TEXTS.currency(preview.currency)}` : ''}
        {preview.suggestedKind ? ` ${PREVIEW_TEXTS.kind(ACCOUNT_KIND_LABELS[preview.suggestedKind])}` : ''}
      </Muted>
      <SectionTitle>{PREVIEW_TEXTS.columns}</SectionTitle>
      <Columns>
        {layout.roles.map((role, index) => {
          const name = preview.header?.[index] || PREVIEW_TEXTS.column(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by their position in the file
            <ColumnItem key={index}>
              <Select
                label={name}
                size="sm"
                value={role}
                disabled={disabled}
                data-testid={`preview-role-${index}`}
                options={COLUMN_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
                onChange={(event) => setRole(index, event.target.value as ColumnRole)}
              />
              <Samples title={preview.samples[index]?.join(' · ')}>
                {preview.samples[index]?.join(' · ') || '—'}
              </Samples>
            </ColumnItem>
          );
        })}
      </Columns>
    </Panel>
  );
}
