import { LegalDocument, type LegalSection } from './LegalDocument';
import { CONTACT, DELETION_DAYS, EFFECTIVE_DATE, NO_ADVICE, PRODUCT } from './legalFacts';

const INTRO = [
  `These Terms of Use govern your use of ${PRODUCT} (the "Service"). By creating an account or using the Service you agree to them. If you do not agree, please do not use the Service.`,
];

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The Service',
    body: [
      `${PRODUCT} is a personal budget and wealth tracking tool for individuals. It lets you import bank statements as CSV or Excel files (.csv, .xlsx, .xls) or enter transactions by hand, categorises transactions automatically with AI, tracks monthly budgets, and shows your investments, assets, liabilities and net worth, with live prices where available.`,
    ],
  },
  {
    heading: 'No financial advice',
    body: [
      NO_ADVICE,
      'We are not a bank, broker, financial adviser, tax adviser or accountant, and no part of the Service creates an advisory relationship. You alone are responsible for your financial decisions.',
    ],
  },
  {
    heading: 'Your account',
    body: [
      {
        list: [
          'You must be at least 18 years old and give accurate information when you register.',
          'Keep your password secret and choose a strong one; the Service requires at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.',
          'You are responsible for what happens under your account. Tell us at once if you believe someone else has used it.',
          'If you sign in with Google, your use of Google sign-in is also subject to Google’s terms.',
        ],
      },
    ],
  },
  {
    heading: 'Your data',
    body: [
      'You keep ownership of everything you upload or enter. You give us permission to store and process it only to provide the Service to you, as described in our Privacy Policy.',
      'You are responsible for the files you import and for checking that your transactions, categories and values are correct. Automatic categorisation may make mistakes; you can change any category at any time.',
    ],
  },
  {
    heading: 'Acceptable use',
    body: [
      'You agree not to:',
      {
        list: [
          'use the Service for anything unlawful, or to store data you have no right to use;',
          'upload malicious files or files that are not bank statements or asset lists in the supported formats;',
          'try to access another user’s account or data, or to probe, scan or break the security of the Service;',
          'overload the Service, or access it with automated tools other than the features it offers;',
          'copy, resell or reverse engineer the Service.',
        ],
      },
    ],
  },
  {
    heading: 'AI features and third-party data',
    body: [
      'AI categorisation and AI insights are produced automatically and may be incomplete or wrong. Insights are informational only. Live prices come from third-party market-data providers; they may be delayed, unavailable or inaccurate, and values shown are estimates.',
    ],
  },
  {
    heading: 'Availability and changes to the Service',
    body: [
      'We work to keep the Service available and your data safe, but we do not promise uninterrupted access. We may change, add or remove features. Keep your own copies of important records; you can export your transactions at any time.',
    ],
  },
  {
    heading: 'Ending your use',
    body: [
      `You may stop using the Service at any time and ask us to delete your account; we delete your account and data within ${DELETION_DAYS} days of your support request. We may suspend or close an account that breaks these terms or puts the Service or other users at risk, and will tell you why unless the law prevents it.`,
    ],
  },
  {
    heading: 'Disclaimer of warranties',
    body: [
      'The Service is provided "as is" and "as available", without warranties of any kind, express or implied, including fitness for a particular purpose and accuracy of information, to the fullest extent the law allows.',
    ],
  },
  {
    heading: 'Limitation of liability',
    body: [
      'To the fullest extent the law allows, we are not liable for indirect or consequential losses, or for losses arising from financial decisions made using information shown by the Service. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    heading: 'Changes to these terms',
    body: [
      'We may update these terms. We will post the new version on this page with a new effective date. Continuing to use the Service after that date means you accept the updated terms.',
    ],
  },
  { heading: 'Contact', body: [CONTACT] },
];

/** product.md › Screens and routes › Legal pages: the terms of use, effective January 1, 2025. */
export function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of Use"
      effectiveDate={EFFECTIVE_DATE}
      intro={INTRO}
      sections={SECTIONS}
      testId="terms-of-use-page"
    />
  );
}
