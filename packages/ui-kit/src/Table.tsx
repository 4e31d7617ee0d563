import styled, { css } from 'styled-components';

/** Scrolls a wide table sideways inside its card instead of widening the page. */
export const TableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const THead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const TBody = styled.tbody``;

export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  tbody > &:last-child {
    border-bottom: 0;
  }
  tbody > &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const Th = styled.th`
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  text-align: left;
  vertical-align: bottom;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

export const Td = styled.td`
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.text};
`;

/** Below this width (a phone) a wide table's rows become cards. */
export const CARD_LAYOUT_MAX_PX = 767;

/**
 * Mixin for a Table: at or below `maxPx` wide each body row is a card of two columns, every cell its `data-label`
 * above its value, a cell marked `data-wide` across the card. The table's header stays the caller's choice (hide it,
 * or keep a select-all).
 */
export const cardRowsBelow = (maxPx: number = CARD_LAYOUT_MAX_PX) => css`
  @media (max-width: ${maxPx}px) {
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(3)};
    }
    tbody tr {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
      padding: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    tbody tr:last-child {
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody td {
      display: grid;
      justify-items: start;
      align-content: start;
      gap: 2px;
      padding: 0;
      overflow: visible;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      color: ${({ theme }) => theme.colors.textMuted};
    }
    tbody td[data-wide] {
      grid-column: 1 / -1;
    }
  }
`;
