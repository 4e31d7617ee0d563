import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** The mixed state of a "select all" box: neither all nor none selected. */
  indeterminate?: boolean;
}

const Box = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

/** A native checkbox that also supports the indeterminate (mixed) state, which HTML sets only from script. */
export function Checkbox({ indeterminate = false, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <Box ref={ref} type="checkbox" aria-checked={indeterminate ? 'mixed' : undefined} {...props} />;
}
