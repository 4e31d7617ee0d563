import styled from 'styled-components';

/** What the security dialogs share: a column of fields, muted text, the alert and the button row. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const DialogText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

export const DialogAlert = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
