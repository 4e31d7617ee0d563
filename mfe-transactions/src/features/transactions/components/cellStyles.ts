import styled, { css } from 'styled-components';

/** A table value that turns into an editor on click: looks like text, behaves like a button. */
export const EditTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-height: 30px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  margin: ${({ theme }) => `0 -${theme.space(1.5)}`};
  border: 1px dashed transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  white-space: nowrap;
  cursor: text;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-style: italic;
`;

/** An inline editor's box: the primary border says the cell is being edited. */
const cellEditor = css`
  width: 100%;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
`;

export const CellInput = styled.input`
  ${cellEditor}
  min-width: 120px;
`;

export const CellSelect = styled.select`
  ${cellEditor}
  min-width: 150px;
`;

/** A text box of the page's toolbars (the description search, the bulk category). */
export const ToolbarInput = styled.input`
  flex: 1 1 200px;
  min-width: 0;
  max-width: 320px;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
