// The local stand-in for Google's OAuth 2.0 / OpenID Connect endpoints (oauth2-mock-server behind a consent
// page and Google's client, code and token checks), shared with the auth service's tests.
export { startMockGoogle, type MockGoogle, type MockGoogleUser } from '@tracker/auth-service/mock-google';
