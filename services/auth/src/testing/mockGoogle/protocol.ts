/** Messages between a test and the mock Google provider running in a child process (see index.ts). */

/** The Google account the provider signs in as (userinfo claims; the id_token carries the same sub and e-mail). */
export interface MockGoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** One request the provider received, as tests may want to assert it. */
export interface MockGoogleRequest {
  method: string;
  path: string;
  /** Query parameters (authorize) or form fields (token), secrets included: it is a test double. */
  params: Record<string, string>;
  authorization: string | null;
}

export type MockGoogleCommand =
  | { id: number; type: 'setUser'; user: MockGoogleUser }
  | { id: number; type: 'failNextToken' }
  | { id: number; type: 'patchNextUserinfo'; patch: Record<string, unknown> }
  | { id: number; type: 'requests' };

export type MockGoogleMessage =
  | { type: 'ready'; url: string }
  | { type: 'reply'; id: number; requests?: MockGoogleRequest[] }
  | { type: 'failed'; error: string };
