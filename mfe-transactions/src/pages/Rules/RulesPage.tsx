import { useState, type DragEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Rule } from '@tracker/contracts';
import { Link } from '@tracker/router';
import { Badge, Button, Card, ErrorCard, PageHeader, Spinner, Switch } from '@tracker/ui-kit';
import { draftFromRule, emptyDraft, ruleSummary, toRuleInput, type RuleDraft } from '../../features/rules/draft';
import { RuleEditor } from '../../features/rules/RuleEditor';
import { rulesQuery, useRuleActions, useSaveRule } from '../../features/rules/ruleApi';
import { bankAccountsQuery } from '../../features/transactions/queries';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $dragging: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  cursor: grab;

  @media (max-width: 640px) {
    grid-template-columns: auto minmax(0, 1fr);
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Arrows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Name = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Summary = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The rule ids with the one at `from` moved to `to`. */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, id);
  return next;
}

interface RuleItemProps {
  rule: Rule;
  index: number;
  count: number;
  summary: string;
  dragging: boolean;
  onMove: (to: number) => void;
  onDragStart: () => void;
  onDrop: () => void;
  onEdit: () => void;
}

function RuleItem({ rule, index, count, summary, dragging, onMove, onDragStart, onDrop, onEdit }: RuleItemProps) {
  const { apply, remove } = useRuleActions();
  const save = useSaveRule();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      save.mutateAsync({ id: rule.id, input: toRuleInput({ ...draftFromRule(rule), enabled }) }),
  });
  return (
    <Item
      data-testid="rule-item"
      draggable
      $dragging={dragging}
      onDragStart={onDragStart}
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={onDrop}
    >
      <Arrows>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move ${rule.name} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move ${rule.name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </Button>
      </Arrows>
      <div>
        <Name>
          <span>{`${index + 1}. ${rule.name}`}</span>
          {rule.enabled ? null : <Badge tone="neutral">Off</Badge>}
        </Name>
        <Summary>{summary}</Summary>
      </div>
      <Controls>
        <Switch
          label="On"
          checked={rule.enabled}
          disabled={toggle.isPending}
          onCheckedChange={(on) => toggle.mutate(on)}
        />
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="secondary" size="sm" disabled={apply.isPending} onClick={() => apply.mutate(rule.id)}>
          Run on existing rows
        </Button>
        <Button variant="danger" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(rule.id)}>
          Delete
        </Button>
      </Controls>
    </Item>
  );
}

/** The Rules page (route /transactions/rules): the user's rules in the order they run. */
export function RulesPage() {
  const rules = useQuery(rulesQuery());
  const accounts = useQuery(bankAccountsQuery()).data ?? [];
  const { reorder } = useRuleActions();
  const [editing, setEditing] = useState<{ id?: string; draft: RuleDraft; key: number } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const list = rules.data?.rules ?? [];
  const ids = list.map((r) => r.id);
  const accountName = (id: string) => accounts.find((a) => a.id === id)?.name ?? 'an account not added';
  const move = (from: number, to: number) => {
    if (from !== to) reorder.mutate(moved(ids, from, to));
  };

  return (
    <div data-testid="rules-page">
      <PageHeader
        title="Rules"
        subtitle="Say once what you know about a merchant; rules run in order on every import and manual entry"
        actions={
          <>
            <Link to="/transactions">Back to transactions</Link>
            <Button onClick={() => setEditing({ draft: emptyDraft(), key: Date.now() })}>New rule</Button>
          </>
        }
      />
      <Card>
        {rules.isError ? (
          <ErrorCard title="Failed to fetch rules" message={rules.error.message} onRetry={() => void rules.refetch()} />
        ) : rules.isPending ? (
          <Spinner centered label="Loading rules..." />
        ) : list.length === 0 ? (
          <Empty>No rules yet. Choose “Always do this…” on a transaction, or make a new rule.</Empty>
        ) : (
          <List>
            {list.map((rule, index) => (
              <RuleItem
                key={rule.id}
                rule={rule}
                index={index}
                count={list.length}
                summary={ruleSummary(rule, accountName)}
                dragging={dragged === index}
                onMove={(to) => move(index, to)}
                onDragStart={() => setDragged(index)}
                onDrop={() => {
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                onEdit={() => setEditing({ id: rule.id, draft: draftFromRule(rule), key: Date.now() })}
              />
            ))}
          </List>
        )}
      </Card>
      {editing ? (
        <RuleEditor
          key={editing.key}
          open
          ruleId={editing.id}
          initial={editing.draft}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
