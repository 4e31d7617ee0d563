import styled from 'styled-components';

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

export const CellInput = styled.input`
  width: 100%;
  min-width: 120px;
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

export const CellSelect = styled.select`
  width: 100%;
  min-width: 150px;
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
