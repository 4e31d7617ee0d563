import { fullApp, signedOutLanding, startEntryChunk } from './entryChunks';

jest.mock('@tracker/ui-kit/preloadable', () => ({
  preloadable: () => ({ load: jest.fn(() => Promise.resolve()) }),
}));

const loads = () => ({
  app: (fullApp.load as jest.Mock).mock.calls.length,
  landing: (signedOutLanding.load as jest.Mock).mock.calls.length,
});
// Only `ok` is read (jsdom has no Response).
const answer = (status: number) => Promise.resolve({ ok: status >= 200 && status < 300, status } as Response);
const never = () => new Promise<Response>(() => undefined);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

describe('which half of the shell the entry fetches first', () => {
  it('away from `/`, the signed-in app at once, without waiting for the user check', () => {
    startEntryChunk(false, false, never());
    expect(loads()).toEqual({ app: 1, landing: 0 });
  });

  it('at `/` in a browser signed in before, the signed-in app at once', () => {
    startEntryChunk(true, true, never());
    expect(loads()).toEqual({ app: 1, landing: 0 });
  });

  it('at `/` without the hint, nothing until the user check answers', async () => {
    startEntryChunk(true, false, never());
    await settle();
    expect(loads()).toEqual({ app: 0, landing: 0 });
  });

  it('at `/` without the hint, a signed-in user (back from Google) gets the app and not the landing page', async () => {
    startEntryChunk(true, false, answer(200));
    await settle();
    expect(loads()).toEqual({ app: 1, landing: 0 });
  });

  it('at `/` without the hint, a visitor gets the landing page, also when the check fails', async () => {
    startEntryChunk(true, false, answer(401));
    startEntryChunk(true, false, Promise.reject(new TypeError('offline')));
    await settle();
    expect(loads()).toEqual({ app: 0, landing: 2 });
  });
});
