import styled from 'styled-components';

/** Layout pieces the two auth forms share. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const NameRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const SubmitRow = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
`;
