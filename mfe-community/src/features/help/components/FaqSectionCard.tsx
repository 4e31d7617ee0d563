import { useId, useState } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '@tracker/ui-kit';
import type { FaqSection } from '../faq';

const List = styled.ul`
  display: grid;
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  list-style: none;
`;

const Row = styled.li`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Question = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  transition: transform ${({ theme }) => theme.transitions.fast};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Answer = styled.div`
  padding-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** One FAQ section: each question is a disclosure button (aria-expanded, aria-controls) over its answer. */
export function FaqSectionCard({ section }: { section: FaqSection }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <Card aria-labelledby={titleId} data-testid="faq-section">
      <CardTitle id={titleId}>{section.title}</CardTitle>
      <List>
        {section.items.map((item, index) => {
          const expanded = open.has(index);
          const answerId = `${baseId}-answer-${index}`;
          return (
            <Row key={item.question}>
              <Question>
                <Toggle type="button" aria-expanded={expanded} aria-controls={answerId} onClick={() => toggle(index)}>
                  <span>{item.question}</span>
                  <Chevron aria-hidden="true" $open={expanded}>
                    ▾
                  </Chevron>
                </Toggle>
              </Question>
              <Answer id={answerId} hidden={!expanded}>
                {item.answer}
              </Answer>
            </Row>
          );
        })}
      </List>
    </Card>
  );
}
