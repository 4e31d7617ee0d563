import { useCallback, useEffect, useRef, useState, type ElementType } from 'react';
import styled from 'styled-components';
import { Tooltip } from './Tooltip';

const Text = styled.span`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

export interface TruncatedTextProps {
  /** The full text: shown cut off with an ellipsis when it does not fit, and whole in a tooltip then. */
  text: string;
  /** The element rendered (a span by default). */
  as?: ElementType;
  className?: string;
  testId?: string;
}

function isCutOff(element: HTMLElement | null): boolean {
  return Boolean(element) && element!.scrollWidth > element!.clientWidth;
}

/**
 * One line of text that ends in an ellipsis when it does not fit. Only then does it take keyboard focus and show
 * the whole text in a Tooltip (hover, focus, or a tap on touch screens); text that fits behaves as plain text.
 */
export function TruncatedText({ text, as, className, testId }: TruncatedTextProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [cutOff, setCutOff] = useState(false);
  const measure = useCallback(() => setCutOff(isCutOff(ref.current)), []);

  useEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, text]);

  return (
    <Tooltip content={text} openOnTap shouldOpen={() => isCutOff(ref.current)}>
      <Text ref={ref} as={as} className={className} tabIndex={cutOff ? 0 : undefined} data-testid={testId}>
        {text}
      </Text>
    </Tooltip>
  );
}
