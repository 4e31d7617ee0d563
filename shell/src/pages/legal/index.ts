export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { TermsOfUsePage } from './TermsOfUsePage';
export { DisclaimerPage } from './DisclaimerPage';
