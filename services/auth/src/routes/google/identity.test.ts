import { identityFromGrantResponse } from './identity';

const profile = {
  sub: '1234567890',
  email: 'Ada.Lovelace@Gmail.example',
  email_verified: true,
  name: 'Ada Lovelace',
  given_name: 'Ada',
  family_name: 'Lovelace',
  picture: 'https://lh3.googleusercontent.example/a/ada',
};

describe('identityFromGrantResponse', () => {
  it('reads the verified identity, the e-mail normalised', () => {
    expect(identityFromGrantResponse({ profile, jwt: { id_token: { payload: { sub: '1234567890' } } } })).toEqual({
      ok: true,
      identity: {
        googleId: '1234567890',
        email: 'ada.lovelace@gmail.example',
        firstName: 'Ada',
        lastName: 'Lovelace',
        picture: 'https://lh3.googleusercontent.example/a/ada',
      },
    });
  });

  it('accepts "true" as the verified flag (some OIDC providers send text)', () => {
    const result = identityFromGrantResponse({ profile: { ...profile, email_verified: 'true' } });
    expect(result.ok).toBe(true);
  });

  it.each([
    ['an unverified e-mail', { profile: { ...profile, email_verified: false } }, 'e-mail not verified by the provider'],
    ['no verified flag', { profile: { ...profile, email_verified: undefined } }, 'e-mail not verified by the provider'],
    ['"false" as text', { profile: { ...profile, email_verified: 'false' } }, 'e-mail not verified by the provider'],
    ['a provider error', { error: { error: 'access_denied' } }, 'provider error: {"error":"access_denied"}'],
    ['a userinfo error', { profile: { error: 'invalid_token' } }, 'userinfo error: invalid_token'],
    ['no e-mail', { profile: { sub: '1' } }, 'userinfo without sub or email'],
    ['no profile', {}, 'userinfo without sub or email'],
    ['a malformed e-mail', { profile: { ...profile, email: 'not-an-email' } }, 'e-mail not usable'],
    [
      'an id_token for someone else',
      { profile, jwt: { id_token: { payload: { sub: 'other' } } } },
      'userinfo subject differs from the id_token subject',
    ],
  ])('refuses %s', (_label, response, reason) => {
    expect(identityFromGrantResponse(response)).toEqual({ ok: false, reason });
  });

  it('splits a full name when given and family names are missing, and falls back to the e-mail', () => {
    const fromName = identityFromGrantResponse({
      profile: { sub: '1', email: 'm@x.example', email_verified: true, name: ' Mary  Ann Smith ' },
    });
    expect(fromName.ok && fromName.identity).toEqual(
      expect.objectContaining({ firstName: 'Mary', lastName: 'Ann Smith' }),
    );
    const fromEmail = identityFromGrantResponse({
      profile: { sub: '1', email: 'solo@x.example', email_verified: true },
    });
    expect(fromEmail.ok && fromEmail.identity).toEqual(expect.objectContaining({ firstName: 'solo', lastName: '' }));
  });

  it('drops a picture that is not an http(s) URL', () => {
    const result = identityFromGrantResponse({ profile: { ...profile, picture: 'javascript:alert(1)' } });
    expect(result.ok && result.identity.picture).toBeUndefined();
  });
});
