import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeleteAccountDialog } from '../../features/account/components/YourDataCard';
import { createFakeApi, errorAnswer } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AccountPage } from './AccountPage';

jest.setTimeout(20_000);

const profileCard = () => screen.getByTestId('profile-card');

describe('Account Settings', () => {
  it('shows the profile with picture, name, e-mail and member-since date', async () => {
    const api = createFakeApi({
      profile: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        picture: 'https://pics.example/ada.png',
        createdAt: '2025-01-05T10:00:00.000Z',
      },
    });
    renderWithProviders(<AccountPage />, { api, route: '/account' });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('ada@example.com');
    expect(screen.getByText('January 5, 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture of Ada Lovelace' })).toHaveAttribute(
      'src',
      'https://pics.example/ada.png',
    );
    expect(within(profileCard()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('edits inline: name and e-mail rules, then saves and shows the new values', async () => {
    const api = createFakeApi();
    renderWithProviders(<AccountPage />, { api, route: '/account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Augusta Ada' } });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/account/profile')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'augusta@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Augusta Ada');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('augusta@example.com');
    expect(api.callsTo('PUT /api/account/profile')[0]!.body).toEqual({
      name: 'Augusta Ada',
      email: 'augusta@example.com',
    });
    expect(await screen.findByTestId('toast-title')).toHaveTextContent('Profile Updated');
  });

  it.each([
    [
      "the server's message (an e-mail another account uses)",
      () => errorAnswer(409, 'An account with this email already exists.'),
      'An account with this email already exists.',
    ],
    ["'Failed to update profile' when it has none", () => ({ status: 500 }), 'Failed to update profile'],
  ])('shows %s and stays in edit mode', async (_label, answer, description) => {
    const api = createFakeApi();
    api.intercept('PUT', /^\/api\/account\/profile$/, answer);
    renderWithProviders(<AccountPage />, { api, route: '/account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-description')).toHaveTextContent(description);
    expect(screen.getByLabelText('Email')).toHaveValue('bob@example.com');
  });

  it("shows 'Failed to update profile' when the network fails, as the spec words it, and stays in edit mode", async () => {
    const api = createFakeApi();
    renderWithProviders(<AccountPage />, { api, route: '/account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'bob@example.com' } });
    api.offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-description')).toHaveTextContent(/^Failed to update profile$/);
    expect(screen.getByLabelText('Email')).toHaveValue('bob@example.com');
  });

  it('cancels an edit without sending anything', async () => {
    const api = createFakeApi();
    renderWithProviders(<AccountPage />, { api, route: '/account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Someone Else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Ada Lovelace');
    expect(api.callsTo('PUT /api/account/profile')).toHaveLength(0);
  });

  it('lists connected bank accounts with type, only the last 4 digits and the balance in USD', async () => {
    const api = createFakeApi({
      accounts: [
        {
          id: 'a1',
          name: 'Everyday',
          accountType: 'Checking',
          accountNumber: '12345678',
          balance: '12345.50',
          currency: 'USD',
        },
        {
          id: 'a2',
          name: 'Card',
          accountType: 'Credit Card',
          accountNumber: '****9876',
          balance: '-40.00',
          currency: 'USD',
        },
      ],
    });
    renderWithProviders(<AccountPage />, { api, route: '/account' });
    const [everyday, card] = await screen.findAllByTestId('bank-account');
    expect(everyday).toHaveTextContent('Everyday');
    expect(everyday).toHaveTextContent('Checking · •••• 5678');
    expect(everyday).toHaveTextContent('$12,345.50 USD');
    expect(everyday).not.toHaveTextContent('1234');
    expect(card).toHaveTextContent('Credit Card · •••• 9876');
    expect(card).toHaveTextContent('-$40.00 USD');
  });

  it('shows the five statistics, the Recent Activity placeholder and the quick actions', async () => {
    renderWithProviders(<AccountPage />, {
      api: createFakeApi({
        stats: { totalTransactions: 1234, totalBankAccounts: 2, totalAssets: 3, totalVotes: 4, totalFeedback: 5 },
      }),
      route: '/account',
    });
    expect(await screen.findByTestId('stat-totalTransactions')).toHaveTextContent('Transactions1,234');
    expect(screen.getByTestId('stat-totalBankAccounts')).toHaveTextContent('Bank Accounts2');
    expect(screen.getByTestId('stat-totalAssets')).toHaveTextContent('Assets3');
    expect(screen.getByTestId('stat-totalVotes')).toHaveTextContent('Feature Votes4');
    expect(screen.getByTestId('stat-totalFeedback')).toHaveTextContent('Feedback Sent5');
    expect(screen.getByText(/coming soon/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Send Feedback/ })).toHaveAttribute('href', '/feedback');
    expect(screen.getByRole('link', { name: /Vote for Features/ })).toHaveAttribute('href', '/vote-features');
    expect(screen.getByRole('link', { name: /Help Center/ })).toHaveAttribute('href', '/help');
  });

  it('downloads my data under the name the server gives', async () => {
    const api = createFakeApi();
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderWithProviders(<AccountPage />, { api, route: '/account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicks).toEqual(['tracker-data-2025-06-01.xlsx']));
    expect(await screen.findByTestId('toast-title')).toHaveTextContent('Download Started');
    click.mockRestore();
  });

  it("toasts 'Download Failed' with the server's reason when an area cannot answer", async () => {
    const api = createFakeApi();
    api.intercept('GET', /^\/api\/account\/data$/, () =>
      errorAnswer(
        503,
        'Your data could not be gathered: your budgets could not be read right now. Please try again later.',
      ),
    );
    renderWithProviders(<AccountPage />, { api, route: '/account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByTestId('toast-title')).toHaveTextContent('Download Failed');
    expect(screen.getByTestId('toast-description')).toHaveTextContent('your budgets could not be read');
  });
});

describe('Delete my account', () => {
  it('opens from the page and needs the e-mail typed before it deletes', async () => {
    const api = createFakeApi();
    const onDeleted = jest.fn();
    renderWithProviders(
      <DeleteAccountDialog email="ada@example.com" open onClose={() => undefined} onDeleted={onDeleted} />,
      { api },
    );
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type ada@example.com to confirm'), { target: { value: 'ada@example' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type ada@example.com to confirm'), {
      target: { value: ' ADA@example.com ' },
    });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.callsTo('DELETE /api/account')[0]!.body).toEqual({ confirmEmail: 'ADA@example.com' });
  });

  it('keeps the dialog open and says what is still stored when an area kept data', async () => {
    const api = createFakeApi();
    const message =
      'Your account was not deleted: your budgets could not be removed right now. Your account is still open; please try again later.';
    api.intercept('DELETE', /^\/api\/account$/, () => errorAnswer(503, message, 'ACCOUNT_DATA_KEPT'));
    const onDeleted = jest.fn();
    renderWithProviders(
      <DeleteAccountDialog email="ada@example.com" open onClose={() => undefined} onDeleted={onDeleted} />,
      { api },
    );
    fireEvent.change(screen.getByLabelText('Type ada@example.com to confirm'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByTestId('delete-account-error')).toHaveTextContent(message);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('is reached from the Your Data card', async () => {
    renderWithProviders(<AccountPage />, { api: createFakeApi(), route: '/account' });
    await screen.findByTestId('profile-name');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' })[0]!);
    expect(await screen.findByTestId('delete-account-dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Type ada@example.com to confirm')).toBeInTheDocument();
  });
});
