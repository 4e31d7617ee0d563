import { useState } from 'react';
import { useNavigate } from '@tracker/router';
import styled from 'styled-components';
import { Button, Card, storedFlag } from '@tracker/ui-kit';

/** Below this width the title does not fit beside "Hide guide". */
const GUIDE_HEAD_STACK_PX = 520;

const Root = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.surface});
`;

/**
 * The title and lead beside "Hide guide"; on a phone the title takes the whole line (it does not fit beside the
 * button) and the button sits beside the lead, so neither breaks into an orphaned word.
 */
const Head = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'title hide' 'lead hide';
  align-items: start;
  column-gap: ${({ theme }) => theme.space(3)};
  @media (max-width: ${GUIDE_HEAD_STACK_PX}px) {
    grid-template-areas: 'title title' 'lead hide';
  }
`;

const Title = styled.h2`
  grid-area: title;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Lead = styled.p`
  grid-area: lead;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Hide = styled.div`
  grid-area: hide;
  white-space: nowrap;
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Step = styled.li<{ $done: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: space-between;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $done }) => ($done ? 0.75 : 1)};
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StepText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Done = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.success};
`;

export interface FirstRunProgress {
  /** At least one row from an uploaded statement (manual entries alone do not finish the first step). */
  hasUploadedStatement: boolean;
  hasBudget: boolean;
  hasAssets: boolean;
}

export interface FirstRunGuideProps {
  progress: FirstRunProgress;
  onUpload: () => void;
  /** Key of the "hide" choice (per user), kept in localStorage. */
  storageKey: string;
}

/**
 * What a new user does first (issue 18): upload a statement, add a budget, add an asset — each a button. It stays
 * until all three are done or the user hides it; a finished step says so. The widgets below keep their empty texts.
 */
export function FirstRunGuide({ progress, onUpload, storageKey }: FirstRunGuideProps) {
  const navigate = useNavigate();
  const [hidden, setHidden] = useState(() => storedFlag(storageKey).isSet());
  const doneCount = [progress.hasUploadedStatement, progress.hasBudget, progress.hasAssets].filter(Boolean).length;
  if (hidden || doneCount === 3) return null;
  const hide = () => {
    storedFlag(storageKey).set(true); // private mode: hidden for this visit only
    setHidden(true);
  };
  const steps = [
    {
      done: progress.hasUploadedStatement,
      title: '1. Upload a bank statement',
      text: 'Import a CSV, Excel, OFX/QFX, QIF, CAMT.053 or MT940 file; every transaction is categorised for you.',
      action: 'Upload a statement',
      onClick: onUpload,
    },
    {
      done: progress.hasBudget,
      title: '2. Set a monthly budget',
      text: 'Plan what you mean to spend per category and watch it against what you spend.',
      action: 'Add a budget',
      onClick: () => navigate('/budget'),
    },
    {
      done: progress.hasAssets,
      title: '3. Track an asset',
      text: 'Add savings, investments, property or a loan to see your net worth.',
      action: 'Add an asset',
      onClick: () => navigate('/wealth'),
    },
  ];
  return (
    <Root data-testid="first-run-guide" aria-labelledby="first-run-title">
      <Head>
        <Title id="first-run-title">Get started in three steps</Title>
        <Lead>{doneCount === 0 ? 'Your dashboard fills in as you add your data.' : `${doneCount} of 3 done.`}</Lead>
        <Hide>
          <Button variant="ghost" size="sm" onClick={hide}>
            Hide guide
          </Button>
        </Hide>
      </Head>
      <Steps>
        {steps.map((step) => (
          <Step key={step.title} $done={step.done}>
            <div>
              <StepTitle>{step.title}</StepTitle>
              <StepText>{step.text}</StepText>
            </div>
            {step.done ? (
              <Done>✓ Done</Done>
            ) : (
              <Button variant="primary" size="sm" onClick={step.onClick}>
                {step.action}
              </Button>
            )}
          </Step>
        ))}
      </Steps>
    </Root>
  );
}
