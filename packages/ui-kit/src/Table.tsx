import styled from 'styled-components';

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
