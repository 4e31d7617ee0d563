import { useId } from 'react';
import styled from 'styled-components';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label beside the switch (also its accessible name). */
  label: string;
  disabled?: boolean;
  id?: string;
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Thumb = styled.span`
  position: absolute;
  top: 3px;
  left: 3px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: transform ${({ theme }) => theme.transitions.fast};

  [aria-checked='true'] > & {
    transform: translateX(18px);
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

/** An on/off switch (WAI-ARIA switch: a button with aria-checked; Space and Enter toggle it). */
export function Switch({ checked, onCheckedChange, label, disabled, id }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  return (
    <Root>
      <Track
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      >
        <Thumb aria-hidden="true" />
      </Track>
      <Label htmlFor={switchId}>{label}</Label>
    </Root>
  );
}
