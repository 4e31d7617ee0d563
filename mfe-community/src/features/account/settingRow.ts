import styled from 'styled-components';

/**
 * What the account cards' settings share: a row with the setting's text on the left and its button on the right
 * (under it on a narrow screen), a title and a muted note.
 */
export const SettingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export const SettingText = styled.div`
  display: grid;
  flex: 1 1 240px;
  gap: ${({ theme }) => theme.space(1)};
`;

export const SettingTitle = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const SettingNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
