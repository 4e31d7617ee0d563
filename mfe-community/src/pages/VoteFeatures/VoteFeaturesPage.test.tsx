import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, errorAnswer, type Answer } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { VoteFeaturesPage } from './VoteFeaturesPage';

const card = async (name: string) =>
  (await screen.findAllByTestId('feature-card')).find((c) => within(c).queryByText(name)) as HTMLElement;
const toast = async () => ({
  title: (await screen.findByTestId('toast-title')).textContent,
  description: screen.getByTestId('toast-description').textContent,
});

describe('Vote for Improvements', () => {
  it('shows each feature with name, description, status, vote count, category and its Vote/Voted state', async () => {
    renderWithProviders(<VoteFeaturesPage />, { api: createFakeApi({ votes: ['f1'] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Vote for Improvements' })).toBeInTheDocument();
    const dark = await card('Dark mode');
    expect(within(dark).getByText('A dark theme.')).toBeInTheDocument();
    expect(within(dark).getByText('Under Review')).toBeInTheDocument();
    expect(within(dark).getByTestId('vote-count')).toHaveTextContent('2 votes');
    expect(within(dark).getByText('Design')).toBeInTheDocument();
    expect(within(dark).getByRole('button', { name: 'Voted: Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    const savings = await card('Savings goals');
    expect(within(savings).getByText('Planned')).toBeInTheDocument();
    expect(within(savings).getByTestId('vote-count')).toHaveTextContent('0 votes');
    expect(within(savings).getByRole('button', { name: 'Vote: Savings goals' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('votes and unvotes, moving the count, and disables the button while a request runs', async () => {
    const api = createFakeApi();
    let release: (answer: Answer) => void = () => undefined;
    api.intercept('POST', /\/api\/features\/f2\/vote$/, async (call) => {
      const answer = await new Promise<Answer>((resolve) => (release = resolve));
      void call;
      return answer;
    });
    renderWithProviders(<VoteFeaturesPage />, { api });
    const savings = await card('Savings goals');
    fireEvent.click(within(savings).getByRole('button', { name: 'Vote: Savings goals' }));
    await waitFor(() => expect(within(savings).getByRole('button', { name: /Savings goals/ })).toBeDisabled());
    api.votes.add('f2');
    api.features[1]!.voteCount = 1;
    release({ status: 200, body: { featureId: 'f2', voted: true, voteCount: 1 } });
    const voted = await within(savings).findByRole('button', { name: 'Voted: Savings goals' });
    expect(voted).toBeEnabled();
    expect(within(savings).getByTestId('vote-count')).toHaveTextContent('1 vote');
    expect(api.callsTo('POST /api/features/f2/vote')).toHaveLength(1);

    fireEvent.click(voted);
    expect(await within(savings).findByRole('button', { name: 'Vote: Savings goals' })).toBeEnabled();
    expect(within(savings).getByTestId('vote-count')).toHaveTextContent('0 votes');
    expect(api.callsTo('DELETE /api/features/f2/vote')).toHaveLength(1);
  });

  it("shows 'No features to vote on' when there are none", async () => {
    renderWithProviders(<VoteFeaturesPage />, { api: createFakeApi({ features: [] }) });
    expect(await screen.findByText('No features to vote on')).toBeInTheDocument();
  });

  it("shows 'Error loading features' when the list fails, and retries", async () => {
    const api = createFakeApi();
    api.intercept('GET', /^\/api\/features$/, () => errorAnswer(500, 'boom'));
    renderWithProviders(<VoteFeaturesPage />, { api });
    expect(await screen.findByText('Error loading features')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('feature-card')).toHaveLength(2);
  });

  it.each([
    ['signed out (401)', () => errorAnswer(401, 'Unauthorized'), 'Please log in to vote on features'],
    ['the server has a message', () => errorAnswer(404, 'Feature not found'), 'Feature not found'],
    ['the server says nothing', (): Answer => ({ status: 500 }), 'Failed to vote on this feature'],
  ])("toasts 'Unable to Vote' when %s", async (_label, answer, description) => {
    const api = createFakeApi();
    api.intercept('POST', /\/vote$/, answer);
    renderWithProviders(<VoteFeaturesPage />, { api });
    fireEvent.click(within(await card('Savings goals')).getByRole('button', { name: 'Vote: Savings goals' }));
    expect(await toast()).toEqual({ title: 'Unable to Vote', description });
    expect(within(await card('Savings goals')).getByTestId('vote-count')).toHaveTextContent('0 votes');
  });

  it.each([
    ['signed out (401)', () => errorAnswer(401, 'Unauthorized'), 'Please log in to manage your votes'],
    ['the server says nothing', (): Answer => ({ status: 502 }), 'Failed to remove your vote'],
  ])("toasts 'Unable to Remove Vote' when %s", async (_label, answer, description) => {
    const api = createFakeApi({ votes: ['f1'] });
    api.intercept('DELETE', /\/vote$/, answer);
    renderWithProviders(<VoteFeaturesPage />, { api });
    fireEvent.click(within(await card('Dark mode')).getByRole('button', { name: 'Voted: Dark mode' }));
    expect(await toast()).toEqual({ title: 'Unable to Remove Vote', description });
  });

  it('says the server cannot be reached when the network fails', async () => {
    const api = createFakeApi();
    renderWithProviders(<VoteFeaturesPage />, { api });
    const savings = await card('Savings goals');
    api.offline = true;
    fireEvent.click(within(savings).getByRole('button', { name: 'Vote: Savings goals' }));
    expect(await toast()).toEqual({
      title: 'Unable to Vote',
      description: 'Unable to connect to server. Please check your connection and try again.',
    });
  });
});
