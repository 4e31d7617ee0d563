/**
 * Facts every legal text states the same way (product.md › What the product is help text claims, Screens
 * and routes, Constants and limits).
 */
export const EFFECTIVE_DATE = 'January 1, 2025';
export const PRODUCT = 'Budget & Wealth Tracker';
export const DELETION_DAYS = 30;
export const NO_ADVICE =
  `${PRODUCT} provides no financial advice. Everything it shows, including its AI insights, is for information only. ` +
  'Before making financial, investment, tax or legal decisions, consult a licensed professional.';
export const CONTACT =
  'Contact us through the Feedback page in the app (choose Support Request). We answer every request about your data.';
