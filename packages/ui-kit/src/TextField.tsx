import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** The visible label (also the input's accessible name). */
  label: string;
  /** Help text under the input, announced as its description. */
  hint?: ReactNode;
  /** Error text under the input; marks it invalid. */
  error?: string;
  /** Something placed inside the input's right edge (a show/hide button). */
  endAdornment?: ReactNode;
}

export const FieldRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const FieldInput = styled.input<{ $withEnd: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  padding-right: ${({ $withEnd, theme }) => ($withEnd ? theme.space(12) : theme.space(3))};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

const End = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space(1)};
  display: flex;
`;

const Hint = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A labelled input with optional hint and error, wired for assistive technology. */
export function TextField({ label, hint, error, endAdornment, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputWrap>
        <FieldInput
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          $withEnd={Boolean(endAdornment)}
          {...inputProps}
        />
        {endAdornment ? <End>{endAdornment}</End> : null}
      </InputWrap>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
