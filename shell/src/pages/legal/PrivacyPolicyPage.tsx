import { LegalDocument, type LegalSection } from './LegalDocument';
import { CONTACT, DELETION_DAYS, EFFECTIVE_DATE, PRODUCT } from './legalFacts';

const INTRO = [
  `This Privacy Policy explains what information ${PRODUCT} ("we", "us") collects when you use our personal budget and wealth tracking application (the "Service"), how we use and protect it, and the choices you have. We collect only what the Service needs to work for you, and we never sell your data.`,
];

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Information we collect',
    body: [
      'We collect the following information:',
      {
        list: [
          'Account details: your first and last name, your e-mail address and your password. Passwords are stored only as a salted one-way hash; we never store or see them in plain text.',
          'Google sign-in: if you choose to continue with Google, Google shares your name, e-mail address and profile picture with us, with your permission. We never receive your Google password, and we do not access your Gmail, contacts, files or any other Google data.',
          'Financial data you provide: transactions you import from bank statements as CSV or Excel files (.csv, .xlsx, .xls) or enter by hand, including dates, descriptions, amounts, categories, tags and account names; your budgets and budget categories; and the assets and liabilities you track, with their symbols, quantities and values.',
          'Feedback and feature votes you send us.',
          'Technical data: the IP address, browser type and time of each request, kept in server logs for security and troubleshooting.',
        ],
      },
      'We do not ask for, and you should not upload, bank login credentials or full card numbers. Where a file contains an account number, the Service shows only its last four digits.',
    ],
  },
  {
    heading: 'How we use your information',
    body: [
      {
        list: [
          'To provide the Service: storing your transactions, budgets and assets and showing them back to you in your dashboard, charts and reports.',
          'To categorise your transactions automatically with AI and to produce personalised insights from your own figures (see the next section).',
          'To look up live market prices for the assets you track. Only the symbol and asset type are sent to the price provider, never your name, e-mail address or holdings.',
          'To keep your account secure, for example by limiting repeated failed sign-in attempts.',
          'To answer your support requests and feedback and to improve the Service.',
        ],
      },
      'We do not use your financial data for advertising and we do not sell or rent it to anyone.',
    ],
  },
  {
    heading: 'AI categorisation and insights',
    body: [
      'When you import or add transactions, the Service suggests a category for each one. It first uses the categories you have chosen before for the same merchant and a categorisation model that runs on our own servers. Only when those are uncertain may the transaction description be sent to an AI language-model provider that processes it on our behalf to suggest a category from your own category list.',
      'What we send for categorisation is limited to what is needed to categorise: the transaction description and your category names. We do not send your name, your e-mail address or your account details. Your corrections are stored with your account and used to categorise your own future transactions.',
      'Insights are calculated from your own figures. They are informational only and are not financial advice.',
    ],
  },
  {
    heading: 'Cookies',
    body: [
      'We use a single session cookie to keep you signed in. It is strictly necessary for the Service, cannot be read by scripts on the page (HttpOnly), and ends when you log out or your session expires. We do not use advertising cookies, analytics cookies or third-party trackers.',
      "If you choose Google sign-in, Google may set its own cookies on Google's pages during sign-in; those are governed by Google's privacy policy.",
    ],
  },
  {
    heading: 'How we protect your data',
    body: [
      {
        list: [
          'Bank-level encryption: your data is encrypted whenever it travels between your browser and our servers, and stored data is kept on access-controlled systems.',
          'Every record is tied to your account and every request is checked against your session, so other users can never see your data.',
          'Passwords are hashed with a per-user salt, and repeated failed sign-in attempts are slowed and then refused for a while.',
          'Access to production systems is limited to the people who run the Service.',
        ],
      },
      'No system is perfectly secure, but we work to protect your information and will tell you without undue delay if a breach affects your data.',
    ],
  },
  {
    heading: 'Sharing your information',
    body: [
      'We share information only with service providers that help us run the Service (hosting, the AI categorisation provider and market-data providers), only as far as each of them needs it, and under obligations to protect it. We may also disclose information when the law requires it. If the Service is ever transferred to another operator, this policy continues to apply to your data.',
    ],
  },
  {
    heading: 'Keeping and deleting your data',
    body: [
      'We keep your data for as long as your account is active, so that your history, budgets and net worth stay available to you.',
      `You can ask us to delete your account and all data associated with it at any time by sending a support request. We delete your account and data within ${DELETION_DAYS} days of your request.`,
    ],
  },
  {
    heading: 'Your rights and choices',
    body: [
      {
        list: [
          'See and correct your data: your profile, transactions, budgets and assets can be viewed and edited in the app.',
          'Take your data with you: you can export your transactions as an Excel file at any time.',
          `Delete your data: delete individual transactions in the app, or ask us to delete your whole account within ${DELETION_DAYS} days.`,
          'Ask us what we hold about you, or object to a use of your data, by contacting us.',
        ],
      },
    ],
  },
  {
    heading: 'Children',
    body: [
      'The Service is intended for adults aged 18 and over. We do not knowingly collect information from children.',
    ],
  },
  {
    heading: 'Changes to this policy',
    body: [
      'We may update this policy as the Service changes. We will post the new version on this page with a new effective date.',
    ],
  },
  { heading: 'Contact', body: [CONTACT] },
];

/** product.md › Screens and routes › Legal pages: the privacy policy, effective January 1, 2025. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effectiveDate={EFFECTIVE_DATE}
      intro={INTRO}
      sections={SECTIONS}
      testId="privacy-policy-page"
    />
  );
}
