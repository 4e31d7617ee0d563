import styled from 'styled-components';

/** A bare list of items (no bullets) that scrolls by itself past a height, e.g. the lines a dialog asks about. */
export const ScrollList = styled.ul<{ $maxHeight?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: ${({ $maxHeight }) => $maxHeight ?? 'min(50vh, 400px)'};
  overflow-y: auto;
`;
