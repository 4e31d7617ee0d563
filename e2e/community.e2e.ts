// The community and account area (issue 15) in real Chromium through the gateway, as a new user would: vote and
// unvote, send feedback and find it in the history, open every help answer by keyboard, edit the profile, see the
// statistics follow what the user did in the app, and axe-core scans of the four pages.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { baseUrl } from './support/browser';
import { registerUser } from './support/session';
import { useBrowser } from './support/suite';

jest.setTimeout(180_000);

const WIDE = { width: 1366, height: 900 };

const chromium = useBrowser();

const url = (path: string) => `${baseUrl()}${path}`;

async function signedInPage(path: string): Promise<{ page: Page; context: BrowserContext }> {
  const { context } = await chromium.signedIn({ viewport: WIDE });
  const page = await context.newPage();
  await page.goto(url(path));
  return { page, context };
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
const cardNamed = (page: Page, name: string): Locator =>
  page.getByTestId('feature-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const countOf = async (card: Locator) =>
  Number(((await card.getByTestId('vote-count').textContent()) ?? '').replace(/\D/g, ''));

describe('Vote for Improvements', () => {
  it('lists the seeded features; a vote and an unvote move the count, also after a reload', async () => {
    const { page } = await signedInPage('/vote-features');
    await page.getByRole('heading', { level: 1, name: 'Vote for Improvements' }).waitFor();
    const cards = page.getByTestId('feature-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    for (const status of ['In Progress', 'Planned', 'Under Review', 'Done']) {
      expect(await page.getByTestId('feature-card').getByText(status, { exact: true }).count()).toBeGreaterThan(0);
    }

    const card = cardNamed(page, 'Savings goals');
    const before = await countOf(card);
    await card.getByRole('button', { name: 'Vote: Savings goals' }).click();
    await card.getByRole('button', { name: 'Voted: Savings goals' }).waitFor();
    expect(await countOf(card)).toBe(before + 1);

    await page.reload();
    const reloaded = cardNamed(page, 'Savings goals');
    await reloaded.getByRole('button', { name: 'Voted: Savings goals' }).waitFor();
    expect(await countOf(reloaded)).toBe(before + 1);

    await reloaded.getByRole('button', { name: 'Voted: Savings goals' }).click();
    await reloaded.getByRole('button', { name: 'Vote: Savings goals' }).waitFor();
    expect(await countOf(reloaded)).toBe(before);
  });

  it('counts a double click once', async () => {
    const { page } = await signedInPage('/vote-features');
    const card = cardNamed(page, 'Budget rollover');
    await card.waitFor();
    const before = await countOf(card);
    await card.getByRole('button', { name: 'Vote: Budget rollover' }).dblclick();
    await card.getByRole('button', { name: 'Voted: Budget rollover' }).waitFor();
    await page.reload();
    const after = cardNamed(page, 'Budget rollover');
    await after.getByRole('button', { name: 'Voted: Budget rollover' }).waitFor();
    expect(await countOf(after)).toBe(before + 1);
  });
});

describe('Feedback', () => {
  it('refuses a short message, then sends one and shows it in the history with its label', async () => {
    const { page } = await signedInPage('/feedback');
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
    await page.getByText('You have not sent any feedback yet.').waitFor();
    await page.getByLabel('Message').fill('Too short');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Message must be at least 10 characters').waitFor();

    await page.getByLabel('Feedback type').selectOption('feature');
    await page.getByLabel('Message').fill('Please add savings goals with a target date');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await toast(page, 'Feedback Sent');
    const item = page.getByTestId('feedback-item').filter({ hasText: 'Please add savings goals with a target date' });
    await item.getByText('Improvement Request').waitFor();

    await page.getByLabel('Message').fill('The chart does not load on my phone');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByTestId('feedback-item').first().getByText('The chart does not load on my phone').waitFor();
    await page.reload();
    const items = page.getByTestId('feedback-item');
    await items.nth(1).waitFor();
    expect(await items.allTextContents()).toEqual([
      expect.stringMatching(/^Support Request.*The chart does not load on my phone$/),
      expect.stringMatching(/^Improvement Request.*Please add savings goals with a target date$/),
    ]);
  });

  it("never shows another user's feedback or votes", async () => {
    const other = await chromium.newContext();
    await registerUser(other);
    const sent = await other.request.post(url('/api/feedback'), {
      data: { type: 'bug', message: 'Private message of another user', category: 'bug' },
    });
    expect(sent.status()).toBe(201);
    const features = (await (await other.request.get(url('/api/features'))).json()) as Array<{ id: string }>;
    expect((await other.request.post(url(`/api/features/${features[0]!.id}/vote`))).ok()).toBe(true);

    const { page } = await signedInPage('/feedback');
    await page.getByText('You have not sent any feedback yet.').waitFor();
    expect(await page.getByText('Private message of another user').count()).toBe(0);
    await page.goto(url('/vote-features'));
    await page.getByTestId('feature-card').first().waitFor();
    expect(await page.getByRole('button', { name: /^Voted:/ }).count()).toBe(0);
  });
});

describe('Help Center', () => {
  it('opens and closes every answer with the keyboard, and leads to the feedback form', async () => {
    const { page } = await signedInPage('/help');
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    const sections = page.getByTestId('faq-section');
    expect(await sections.locator('h2').allTextContents()).toEqual([
      'Getting Started',
      'Budgeting & Categories',
      'Wealth & Investment Tracking',
      'Analytics & Insights',
      'Data & Privacy',
    ]);
    const questions = sections.getByRole('button');
    expect(await questions.count()).toBe(15);
    await questions.first().focus();
    for (let i = 0; i < 15; i += 1) {
      const question = questions.nth(i);
      expect(await question.evaluate((el) => el === document.activeElement)).toBe(true);
      const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
      expect(await answer.isVisible()).toBe(false);
      await page.keyboard.press(i % 2 === 0 ? 'Enter' : 'Space');
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      await answer.waitFor({ state: 'visible' });
      expect((await answer.textContent())?.length).toBeGreaterThan(40);
      await page.keyboard.press('Tab');
    }
    await questions.nth(2).focus();
    await page.keyboard.press('Enter');
    expect(await questions.nth(2).getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('heading', { name: 'Still need help?' }).waitFor();
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL(/\/feedback$/);
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
  });
});

describe('Account Settings', () => {
  it("edits the profile: a bad e-mail is refused, another account's e-mail too, a good one is saved", async () => {
    const other = await chromium.newContext();
    const taken = await registerUser(other);
    const { page } = await signedInPage('/account');
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    await page.getByTestId('profile-name').filter({ hasText: 'Ada Lovelace' }).waitFor();
    await page.getByText('Member since').waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Augusta Ada King');
    await page.getByLabel('Email').fill('augusta-at-example');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Invalid email format').waitFor();

    await page.getByLabel('Email').fill(taken.email);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'An account with this email already exists.');

    const fresh = `augusta.${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(fresh);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('profile-email').filter({ hasText: fresh }).waitFor();
    await page.getByTestId('profile-name').filter({ hasText: 'Augusta Ada King' }).waitFor();
    await page.reload();
    await page.getByTestId('profile-email').filter({ hasText: fresh }).waitFor();
  });

  it('shows statistics that follow the transactions, assets, votes and feedback the user made', async () => {
    const { page, context } = await signedInPage('/account');
    const stat = (field: string) => page.getByTestId(`stat-${field}`).locator('dd');
    await stat('totalTransactions').filter({ hasText: /^0$/ }).waitFor();
    expect(await stat('totalVotes').textContent()).toBe('0');

    const manual = await context.request.post(url('/api/transactions/manual'), {
      data: {
        transactions: [
          {
            date: '2025-03-01',
            description: 'Coffee',
            category: 'Dining',
            amount: 4.5,
            isIncome: false,
            transactionType: 'Expense',
            tags: [],
          },
          {
            date: '2025-03-02',
            description: 'Salary',
            category: 'Income',
            amount: 3000,
            isIncome: true,
            transactionType: 'Income',
            tags: [],
          },
          {
            date: '2025-03-03',
            description: 'Rent',
            category: 'Housing',
            amount: 1200,
            isIncome: false,
            transactionType: 'Expense',
            tags: [],
          },
        ],
      },
    });
    expect(manual.ok()).toBe(true);
    const asset = await context.request.post(url('/api/assets'), {
      data: { type: 'property_real_estate', name: 'Flat', value: '250000' },
    });
    expect(asset.status()).toBeLessThan(300);

    await page.goto(url('/vote-features'));
    for (const name of ['Dark mode', 'Savings goals']) {
      const card = cardNamed(page, name);
      await card.getByRole('button', { name: `Vote: ${name}` }).click();
      await card.getByRole('button', { name: `Voted: ${name}` }).waitFor();
    }
    await page.goto(url('/feedback'));
    await page.getByLabel('Message').fill('Statistics should count this message');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await toast(page, 'Feedback Sent');

    await page.goto(url('/account'));
    await stat('totalTransactions').filter({ hasText: /^3$/ }).waitFor();
    expect(await stat('totalAssets').textContent()).toBe('1');
    expect(await stat('totalVotes').textContent()).toBe('2');
    expect(await stat('totalFeedback').textContent()).toBe('1');
    await page.getByRole('heading', { name: 'Connected Bank Accounts' }).waitFor();
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await page.getByText(/coming soon/).waitFor();
    for (const [name, href] of [
      ['Send Feedback', '/feedback'],
      ['Vote for Features', '/vote-features'],
      ['Help Center', '/help'],
    ]) {
      expect(
        await page
          .getByTestId('account-page')
          .getByRole('link', { name: new RegExp(name) })
          .getAttribute('href'),
      ).toBe(href);
    }
  });
});

describe('accessibility', () => {
  it.each(['/account', '/vote-features', '/help', '/feedback'])(
    '%s has no serious or critical axe violation',
    async (path) => {
      const { page } = await signedInPage(path);
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: /Account Settings|Vote for Improvements|Help Center|Feedback/ })
        .waitFor();
      await page
        .locator('[aria-busy="true"], [role="status"]')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      if (path === '/help') await page.getByRole('button', { name: 'What does the Pending tab mean?' }).click();
      if (path === '/vote-features') await page.getByTestId('feature-card').first().waitFor();
      if (path === '/account') await page.getByTestId('stat-totalTransactions').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
