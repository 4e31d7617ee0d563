import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGE_TOO_SHORT,
  FEEDBACK_MIN_LENGTH,
  type FeedbackType,
} from '@tracker/contracts';
import { Button, Select, TitledCard } from '@tracker/ui-kit';
import { useSendFeedback } from '../mutations';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const TextArea = styled.textarea`
  min-height: 140px;
  resize: vertical;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FEEDBACK_TYPE_OPTIONS = [
  { value: 'bug', label: 'Bug report (Support Request)' },
  { value: 'feature', label: 'Feature idea (Improvement Request)' },
] as const;

/**
 * product.md › Validation rules › Feedback: type bug or feature (default bug), message of at least 10 characters,
 * category = type.
 */
export function FeedbackForm({ initialType = 'bug' }: { initialType?: FeedbackType }) {
  const [type, setType] = useState<FeedbackType>(initialType);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendFeedback();
  const messageId = useId();
  const errorId = `${messageId}-error`;
  const countId = `${messageId}-count`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim().length < FEEDBACK_MIN_LENGTH) {
      setError(FEEDBACK_MESSAGE_TOO_SHORT);
      return;
    }
    setError(null);
    send.mutate(
      { type, message, category: type },
      {
        onSuccess: () => {
          setMessage('');
          setType(initialType);
        },
      },
    );
  }

  return (
    <TitledCard title="Send Feedback" description="Report a problem or suggest an improvement. We read every message.">
      <Form onSubmit={submit} noValidate>
        <Select
          label="Feedback type"
          value={type}
          options={FEEDBACK_TYPE_OPTIONS}
          onChange={(event) => setType(event.target.value === 'feature' ? 'feature' : 'bug')}
        />
        <Field>
          <Label htmlFor={messageId}>Message</Label>
          <TextArea
            id={messageId}
            value={message}
            maxLength={FEEDBACK_MAX_LENGTH}
            placeholder={
              type === 'bug' ? 'What went wrong, and what did you expect?' : 'What would you like the app to do?'
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(' ')}
            onChange={(event) => {
              setMessage(event.target.value);
              if (error && event.target.value.trim().length >= FEEDBACK_MIN_LENGTH) setError(null);
            }}
          />
          <Meta>
            <span>At least {FEEDBACK_MIN_LENGTH} characters.</span>
            <span id={countId}>
              {message.length} / {FEEDBACK_MAX_LENGTH}
            </span>
          </Meta>
          {error ? (
            <ErrorText id={errorId} role="alert">
              {error}
            </ErrorText>
          ) : null}
        </Field>
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </div>
      </Form>
    </TitledCard>
  );
}
