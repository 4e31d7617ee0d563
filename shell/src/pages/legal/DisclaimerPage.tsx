import { LegalDocument, type LegalSection } from './LegalDocument';
import { NO_ADVICE, PRODUCT } from './legalFacts';

const INTRO = [NO_ADVICE];

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Information only',
    body: [
      `${PRODUCT} helps you organise and understand your own financial information. Its dashboards, charts, budget figures, net worth totals and insights describe the data you provide; they are not recommendations to buy, sell or hold any investment, to take on or repay any debt, or to follow any particular budget.`,
    ],
  },
  {
    heading: 'AI-generated content',
    body: [
      'Transaction categories and insights are generated automatically, in part with artificial intelligence. They can be wrong or incomplete and do not take your full circumstances into account. Review them before relying on them.',
    ],
  },
  {
    heading: 'Accuracy of figures',
    body: [
      'Figures are only as accurate as the statements and values you import or enter. Live prices come from third-party providers and may be delayed, unavailable or wrong; where no live price is available, the value you entered is used. Totals and percentages are estimates and may differ from your bank, broker or pension statements, which remain the authoritative records.',
    ],
  },
  {
    heading: 'Investment risk',
    body: [
      'The value of investments can go down as well as up, and past performance is not a guide to future returns. Nothing in the Service is a forecast or a guarantee of any result.',
    ],
  },
  {
    heading: 'Consult a licensed professional',
    body: [
      'For advice about your own situation, including investments, pensions, taxes, debt and insurance, consult a licensed financial adviser or another qualified, licensed professional.',
    ],
  },
  {
    heading: 'No liability for decisions',
    body: [
      'You are solely responsible for decisions you make using information shown by the Service. To the fullest extent the law allows, we accept no liability for losses arising from them.',
    ],
  },
];

/**
 * product.md › What the product is and Screens and routes: the disclaimer page, with the
 * no-financial-advice statement first.
 */
export function DisclaimerPage() {
  return <LegalDocument title="Disclaimer" intro={INTRO} sections={SECTIONS} testId="disclaimer-page" />;
}
