import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, errorAnswer } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FeedbackPage } from './FeedbackPage';

const message = () => screen.getByLabelText('Message');
const type = () => screen.getByLabelText('Feedback type') as HTMLSelectElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

describe('Feedback', () => {
  it('defaults the type to bug and refuses a message under 10 characters without sending it', async () => {
    const api = createFakeApi();
    renderWithProviders(<FeedbackPage />, { api, route: '/feedback' });
    expect(type().value).toBe('bug');
    fireEvent.change(message(), { target: { value: '   short   ' } });
    submit();
    expect(await screen.findByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/feedback')).toHaveLength(0);
  });

  it('sends type, message and category equal to type, then shows it on top of the history with its label', async () => {
    const api = createFakeApi({
      feedback: [
        {
          id: 'old',
          type: 'bug',
          category: 'bug',
          message: 'An older bug report',
          createdAt: '2025-01-01T09:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<FeedbackPage />, { api, route: '/feedback' });
    expect(await screen.findByText('An older bug report')).toBeInTheDocument();
    fireEvent.change(type(), { target: { value: 'feature' } });
    fireEvent.change(message(), { target: { value: 'Please add savings goals' } });
    submit();
    await waitFor(() => expect(api.callsTo('POST /api/feedback')).toHaveLength(1));
    expect(api.callsTo('POST /api/feedback')[0]!.body).toEqual({
      type: 'feature',
      message: 'Please add savings goals',
      category: 'feature',
    });
    expect(await screen.findByTestId('toast-title')).toHaveTextContent('Feedback Sent');
    await waitFor(() => expect(screen.getAllByTestId('feedback-item')).toHaveLength(2));
    const [newest, older] = screen.getAllByTestId('feedback-item');
    expect(within(newest!).getByText('Improvement Request')).toBeInTheDocument();
    expect(within(newest!).getByText('Please add savings goals')).toBeInTheDocument();
    expect(within(older!).getByText('Support Request')).toBeInTheDocument();
    expect(message()).toHaveValue('');
    expect(type().value).toBe('bug');
  });

  it('shows only bug and feature items in the history (type, else category)', async () => {
    const api = createFakeApi({
      feedback: [
        {
          id: 'a',
          type: 'praise',
          category: null,
          message: 'Not shown: praise',
          createdAt: '2025-01-03T09:00:00.000Z',
        },
        {
          id: 'b',
          type: 'other',
          category: 'feature',
          message: 'Shown by its category',
          createdAt: '2025-01-02T09:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<FeedbackPage />, { api, route: '/feedback' });
    expect(await screen.findByText('Shown by its category')).toBeInTheDocument();
    expect(screen.queryByText('Not shown: praise')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('feedback-item')).toHaveLength(1);
  });

  it('says when there is no history yet', async () => {
    renderWithProviders(<FeedbackPage />, { api: createFakeApi(), route: '/feedback' });
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Feedback History' })).toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      () => errorAnswer(400, 'Message must be at most 5000 characters'),
      'Message must be at most 5000 characters',
    ],
    ["'Failed to submit feedback' when it has none", () => ({ status: 500 }), 'Failed to submit feedback'],
  ])('toasts %s on failure and keeps the text', async (_label, answer, description) => {
    const api = createFakeApi();
    api.intercept('POST', /^\/api\/feedback$/, answer);
    renderWithProviders(<FeedbackPage />, { api, route: '/feedback' });
    fireEvent.change(message(), { target: { value: 'Something went wrong here' } });
    submit();
    expect(await screen.findByTestId('toast-description')).toHaveTextContent(description);
    expect(message()).toHaveValue('Something went wrong here');
  });

  it("toasts 'Failed to submit feedback' when the network fails, as the spec words it, and keeps the text", async () => {
    const api = createFakeApi();
    renderWithProviders(<FeedbackPage />, { api, route: '/feedback' });
    fireEvent.change(message(), { target: { value: 'Something went wrong here' } });
    api.offline = true;
    submit();
    expect(await screen.findByTestId('toast-description')).toHaveTextContent(/^Failed to submit feedback$/);
    expect(message()).toHaveValue('Something went wrong here');
  });

  it('opens on a feature idea from /feedback?type=feature', async () => {
    renderWithProviders(<FeedbackPage />, { api: createFakeApi(), route: '/feedback?type=feature' });
    expect(type().value).toBe('feature');
  });
});
