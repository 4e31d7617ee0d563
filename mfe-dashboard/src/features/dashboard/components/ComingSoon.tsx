import styled from 'styled-components';
import { Card } from '@tracker/ui-kit';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  padding: ${({ theme }) => theme.space(8)} 0;
`;

/** A tab whose content is announced but not built (product.md › Screens and routes placeholders). */
export function ComingSoon({ message }: { message: string }) {
  return (
    <Card>
      <Text>{message}</Text>
    </Card>
  );
}
