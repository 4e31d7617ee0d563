import styled from 'styled-components';

/** A field's error under a select or a custom control (TextField shows its own), in the kit's error style. */
export const FieldError = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
