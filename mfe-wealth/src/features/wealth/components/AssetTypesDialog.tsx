import { useState } from 'react';
import styled from 'styled-components';
import { ASSET_TYPE_LABELS, ASSET_TYPES, type AssetRowNeedingType, type AssetType } from '@tracker/contracts';
import { Button, Modal, ScrollList, Select, useResetOnOpen } from '@tracker/ui-kit';

export interface AssetTypesDialogProps {
  /** The file and its rows without a Type; null: closed. */
  pending: { fileName: string; rows: readonly AssetRowNeedingType[]; unreadable: number } | null;
  busy: boolean;
  /** The chosen type of every row, by its line in the file. */
  onImport: (types: Record<number, AssetType>) => void;
  onCancel: () => void;
}

const TYPE_OPTIONS = ASSET_TYPES.map((type) => ({ value: type, label: ASSET_TYPE_LABELS[type] }));

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 14rem);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Name = styled.span`
  display: grid;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: normal;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The types of an asset file's rows that have none (issue 25), chosen before anything is saved: one type for the
 * file, changeable per row. A row whose symbol a price provider knows starts with the type its listing suggests;
 * the file's type fills the others, and a row changed by hand keeps its own.
 */
export function AssetTypesDialog({ pending, busy, onImport, onCancel }: AssetTypesDialogProps) {
  const [fileType, setFileType] = useState<AssetType | ''>('');
  const [chosen, setChosen] = useState<Record<number, AssetType>>({});
  useResetOnOpen(pending !== null, pending?.fileName ?? '', () => {
    setFileType('');
    setChosen({});
  });
  const rows = pending?.rows ?? [];
  const typeOf = (row: AssetRowNeedingType): AssetType | '' => chosen[row.row] ?? row.suggestedType ?? fileType;
  const missing = rows.filter((row) => typeOf(row) === '').length;

  const submit = () => {
    if (missing > 0) return;
    onImport(Object.fromEntries(rows.map((row) => [row.row, typeOf(row) as AssetType])));
  };

  return (
    <Modal
      open={pending !== null}
      onClose={busy ? () => undefined : onCancel}
      title={`Choose a type for ${plural(rows.length, 'asset', 'assets')}`}
      description={
        pending ? `"${pending.fileName}" has no Type for these rows. Nothing is saved until each has one.` : ''
      }
      testId="asset-types-dialog"
    >
      <Body>
        <Select
          label="Type for the whole file"
          value={fileType}
          onChange={(e) => setFileType(e.target.value as AssetType | '')}
          options={[{ value: '', label: 'Choose a type' }, ...TYPE_OPTIONS]}
        />
        <Note>Rows with a known symbol start with the type of its listing. Change any row below.</Note>
        <ScrollList $maxHeight="min(45vh, 420px)" aria-label="Rows without a type">
          {rows.map((row) => {
            const value = typeOf(row);
            const label = `Type of ${row.name} (line ${row.row})`;
            return (
              <Row key={row.row} data-testid="asset-type-row">
                <Name>
                  {row.name}
                  <Small>
                    {row.symbol ? `${row.symbol} · ` : ''}line {row.row}
                    {row.suggestedType && value === row.suggestedType && chosen[row.row] === undefined
                      ? ' · suggested'
                      : ''}
                  </Small>
                </Name>
                <Select
                  label={label}
                  hideLabel
                  size="sm"
                  value={value}
                  onChange={(e) => {
                    const next = e.target.value as AssetType | '';
                    setChosen(({ [row.row]: _dropped, ...rest }) =>
                      next === '' ? rest : { ...rest, [row.row]: next },
                    );
                  }}
                  options={[{ value: '', label: 'Choose a type' }, ...TYPE_OPTIONS]}
                />
              </Row>
            );
          })}
        </ScrollList>
        {pending && pending.unreadable > 0 && (
          <Note>{plural(pending.unreadable, 'other row', 'other rows')} could not be read and will be left out.</Note>
        )}
        {missing > 0 && (
          <Note role="status">Choose a type for {plural(missing, 'more row', 'more rows')} to import.</Note>
        )}
        <Actions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={busy || missing > 0}>
            {busy ? 'Importing...' : 'Import assets'}
          </Button>
        </Actions>
      </Body>
    </Modal>
  );
}
