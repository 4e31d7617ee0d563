import { useCallback, useEffect, useRef, useState, type ElementType } from 'react';
import styled from 'styled-components';
import { Tooltip } from './Tooltip';

const Text = styled.span<{ $lines: number }>`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $lines }) =>
    $lines > 1
      ? `display: -webkit-box; -webkit-line-clamp: ${$lines}; -webkit-box-orient: vertical; white-space: normal;
         overflow-wrap: anywhere;`
      : ''}

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
  /** Lines shown before the ellipsis (1 by default). */
  lines?: number;
}

/** Wider than its box (one line), or taller than its lines (several). */
function isCutOff(element: HTMLElement | null, lines: number): boolean {
  if (!element) return false;
  return lines > 1 ? element.scrollHeight > element.clientHeight : element.scrollWidth > element.clientWidth;
}

/**
 * One line (or `lines` lines) of text that ends in an ellipsis when it does not fit. Only then does it take keyboard focus and show
 * the whole text in a Tooltip (hover, focus, or a tap on touch screens); text that fits behaves as plain text.
 */
export function TruncatedText({ text, as, className, testId, lines = 1 }: TruncatedTextProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [cutOff, setCutOff] = useState(false);
  const measure = useCallback(() => setCutOff(isCutOff(ref.current, lines)), [lines]);

  useEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, text]);

  return (
    <Tooltip content={text} openOnTap shouldOpen={() => isCutOff(ref.current, lines)}>
      <Text
        ref={ref}
        as={as}
        className={className}
        $lines={lines}
        tabIndex={cutOff ? 0 : undefined}
        data-testid={testId}
      >
        {text}
      </Text>
    </Tooltip>
  );
}
