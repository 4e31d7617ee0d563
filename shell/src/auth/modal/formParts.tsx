import { useState, type ChangeEvent, type FormEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@tracker/ui-kit';
import { MODE_TEXT, type AuthModalMode } from './authText';

/** What the two auth forms share: layout, the e-mail field, the submit row, and controlled field state. */
const Form = styled.form`
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

/** A button that reads as a link (switching modes, 'Forgot password?'). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const SubmitRow = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
`;

/** A controlled field's `value` and `onChange`, to spread onto a ui-kit TextField or PasswordField. */
export function useFieldValue() {
  const [value, setValue] = useState('');
  return { value, onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value) };
}

export type FieldValue = ReturnType<typeof useFieldValue>;

/** The e-mail field of both forms (product.md › Validation rules: required, e-mail typed input). */
export function EmailField({ field, inputRef }: { field: FieldValue; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <TextField
      ref={inputRef}
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      {...field}
    />
  );
}

interface AuthFormFrameProps {
  mode: AuthModalMode;
  /** A request is in flight: the submit button is disabled and says so (product.md › Behaviour). */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Another step of the mode (the two-factor code): its own button texts. */
  submitText?: { submit: string; pending: string };
}

/** One mode's form, named by its title: its fields, then the submit button. */
export function AuthForm({ mode, pending, onSubmit, children, submitText }: AuthFormFrameProps) {
  const text = { ...MODE_TEXT[mode], ...submitText };
  return (
    <Form onSubmit={onSubmit} aria-label={text.title}>
      {children}
      <SubmitRow>
        <Button type="submit" size="lg" fullWidth disabled={pending}>
          {pending ? text.pending : text.submit}
        </Button>
      </SubmitRow>
    </Form>
  );
}
