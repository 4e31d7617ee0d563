import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Consecutive options of one group are shown under its heading (an optgroup). */
  group?: string;
}

/** The options in runs of the same group (a run without a group stands alone). */
function runsOf(options: readonly SelectOption[]): { group?: string; options: SelectOption[] }[] {
  const runs: { group?: string; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

const renderOption = (option: SelectOption) => (
  <option key={option.value} value={option.value} disabled={option.disabled}>
    {option.label}
  </option>
);

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  /** The label (the select's accessible name); visually hidden with hideLabel. */
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  size?: 'sm' | 'md';
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Label = styled.label<{ $hidden: boolean }>`
  ${({ $hidden }) =>
    $hidden
      ? 'position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap;'
      : ''}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const SelectInput = styled.select<{ $size: 'sm' | 'md' }>`
  width: 100%;
  min-height: ${({ $size }) => ($size === 'sm' ? '34px' : '44px')};
  padding: ${({ theme, $size }) => ($size === 'sm' ? `${theme.space(1)} ${theme.space(2)}` : `${theme.space(2.5)} ${theme.space(3)}`)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  cursor: pointer;
  /* A label wider than the closed select ends in an ellipsis, not mid-word; the open list shows it whole. */
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

/** A labelled native select (keyboard and screen-reader behaviour come from the platform). */
export function Select({ label, hideLabel = false, options, size = 'md', id, className, ...props }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Root className={className}>
      <Label htmlFor={selectId} $hidden={hideLabel}>
        {label}
      </Label>
      <SelectInput id={selectId} $size={size} {...props}>
        {runsOf(options).map((run, index) =>
          run.group === undefined ? (
            run.options.map(renderOption)
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a group name may repeat in separate runs
            <optgroup key={`${run.group}-${index}`} label={run.group}>
              {run.options.map(renderOption)}
            </optgroup>
          ),
        )}
      </SelectInput>
    </Root>
  );
}
