import styled from 'styled-components';
import { VisuallyHidden } from '@tracker/ui-kit';
import { PASSWORD_REQUIREMENT_LIST } from './passwordRequirements';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Heading = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ $met, theme }) => ($met ? theme.colors.success : theme.colors.textMuted)};
`;

function Mark({ met }: { met: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {met ? <path d="M5 12l5 5 9-10" /> : <circle cx="12" cy="12" r="6" />}
    </svg>
  );
}

/** The password rules of product.md › Validation rules, each ticked once the typed password meets it. */
export function PasswordRequirements({ password }: { password: string }) {
  return (
    <Box>
      <Heading>Password requirements:</Heading>
      <List aria-label="Password requirements">
        {PASSWORD_REQUIREMENT_LIST.map((rule) => {
          const met = rule.test(password);
          return (
            <Item key={rule.id} $met={met} data-met={met}>
              <Mark met={met} />
              <span>{rule.label}</span>
              <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
            </Item>
          );
        })}
      </List>
    </Box>
  );
}
