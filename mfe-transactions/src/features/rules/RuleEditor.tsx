/**
 * The rule editor (product.md › Rules): a name, conditions that must all hold, actions in order, on / off; a preview
 * of the rows it would change, then Save or Save and run on the existing rows.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { request, serverMessageOr } from '@tracker/api-client';
import { MAX_RULE_ACTIONS, MAX_RULE_CONDITIONS, type BankAccount, type RulePreviewResponse } from '@tracker/contracts';
import { Button, Modal, Switch, TextField } from '@tracker/ui-kit';
import { bankAccountsQuery, categoryNames, userCategoriesQuery } from '../transactions/queries';
import { emptyCondition, nextKey, toRuleInput, type DraftAction, type DraftCondition, type RuleDraft } from './draft';
import { useSaveRule } from './ruleApi';
import { ActionLine, ConditionLine } from './RuleFields';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  border: 0;
  padding: 0;
  margin: 0;

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Message = styled.p<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

const PreviewList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function replace<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}

function PreviewResult({ preview }: { preview: RulePreviewResponse }) {
  return (
    <div data-testid="rule-preview">
      <Message>
        {`Matches ${preview.matchedCount} stored ${preview.matchedCount === 1 ? 'row' : 'rows'}; would change ${preview.changedCount}.`}
      </Message>
      <PreviewList>
        {preview.transactions.slice(0, 5).map((t) => (
          <li key={t.id}>{`${t.description} → ${t.displayName ?? t.category ?? ''}`}</li>
        ))}
      </PreviewList>
    </div>
  );
}

interface RuleLinesProps {
  draft: RuleDraft;
  update: (next: Partial<RuleDraft>) => void;
  categories: readonly string[];
  accounts: readonly BankAccount[];
}

/** The conditions and the actions, each line editable and removable while more than one is left. */
function RuleLines({ draft, update, categories, accounts }: RuleLinesProps) {
  return (
    <>
      <Section>
        <legend>When all of these hold</legend>
        {draft.conditions.map((condition, i) => (
          <ConditionLine
            key={condition.key}
            index={i}
            condition={condition}
            accounts={accounts}
            onChange={(next: DraftCondition) => update({ conditions: replace(draft.conditions, i, next) })}
            onRemove={
              draft.conditions.length > 1
                ? () => update({ conditions: draft.conditions.filter((_, j) => j !== i) })
                : undefined
            }
          />
        ))}
        {draft.conditions.length < MAX_RULE_CONDITIONS ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => update({ conditions: [...draft.conditions, emptyCondition()] })}
          >
            Add condition
          </Button>
        ) : null}
      </Section>
      <Section>
        <legend>Then, in order</legend>
        {draft.actions.map((action, i) => (
          <ActionLine
            key={action.key}
            index={i}
            action={action}
            categories={categories}
            accounts={accounts}
            onChange={(next: DraftAction) => update({ actions: replace(draft.actions, i, next) })}
            onRemove={
              draft.actions.length > 1 ? () => update({ actions: draft.actions.filter((_, j) => j !== i) }) : undefined
            }
          />
        ))}
        {draft.actions.length < MAX_RULE_ACTIONS ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => update({ actions: [...draft.actions, { key: nextKey(), type: 'addTag', value: '' }] })}
          >
            Add action
          </Button>
        ) : null}
      </Section>
    </>
  );
}

export interface RuleEditorProps {
  open: boolean;
  onClose: () => void;
  /** The rule's id when editing one, else a new rule. */
  ruleId?: string;
  initial: RuleDraft;
}

export function RuleEditor({ open, onClose, ruleId, initial }: RuleEditorProps) {
  const [draft, setDraft] = useState(initial);
  const categories = categoryNames(useQuery(userCategoriesQuery()).data);
  const accounts = useQuery(bankAccountsQuery()).data ?? [];
  const save = useSaveRule();
  const preview = useMutation({ mutationFn: () => request('previewRule', { body: toRuleInput(draft) }) });
  const error = save.error ?? preview.error;
  const update = (next: Partial<RuleDraft>) => {
    setDraft({ ...draft, ...next });
    preview.reset();
  };
  const submit = (applyToExisting: boolean) =>
    save.mutate({ id: ruleId, input: toRuleInput(draft, applyToExisting) }, { onSuccess: onClose });

  return (
    <Modal open={open} onClose={onClose} title={ruleId ? 'Edit rule' : 'New rule'} width={720} testId="rule-editor">
      <Form>
        <TextField label="Rule name" value={draft.name} onChange={(e) => update({ name: e.target.value })} />
        <RuleLines draft={draft} update={update} categories={categories} accounts={accounts} />
        <Switch label="Rule is on" checked={draft.enabled} onCheckedChange={(enabled) => update({ enabled })} />
        {preview.data ? <PreviewResult preview={preview.data} /> : null}
        {error ? (
          <Message $error role="alert">
            {serverMessageOr(error, 'The rule could not be saved')}
          </Message>
        ) : null}
        <Buttons>
          <Button variant="secondary" onClick={() => preview.mutate()} disabled={preview.isPending}>
            Preview
          </Button>
          <Button variant="secondary" onClick={() => submit(false)} disabled={save.isPending}>
            Save
          </Button>
          <Button onClick={() => submit(true)} disabled={save.isPending}>
            Save and run on existing rows
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
