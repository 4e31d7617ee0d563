// The local SMTP server the e2e stack sends password reset e-mails to, shared with the auth service's tests.
export {
  readSavedMail,
  resetLinkIn,
  startLocalSmtp,
  type LocalSmtp,
  type ReceivedMail,
} from '../../services/auth/src/testing/localSmtp';
