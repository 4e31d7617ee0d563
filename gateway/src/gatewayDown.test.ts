/** A service going down degrades only its own routes, in both implementations. */
import {
  NGINX,
  request,
  json,
  echo,
  expectSecurityHeaders,
  upstreams,
  gw,
  IMPLEMENTATIONS,
  useGatewayFixture,
} from './testing/gatewayFixture';

jest.setTimeout(60_000);
useGatewayFixture();

// ---------------------------------------------------------------------------------------------------------------
// a service going down degrades only its own routes (runs last: it stops the community upstream)
// ---------------------------------------------------------------------------------------------------------------

describe('upstream down', () => {
  beforeAll(() => upstreams.community.close());

  describe.each(IMPLEMENTATIONS)('%s', (kind, title) => {
    (kind === 'nginx' && !NGINX ? it.skip : it)(`${title}: 502 JSON for that service only`, async () => {
      const reply = await request(gw(kind), '/api/features?x=1');
      expect(reply.status).toBe(502);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(json(reply)).toEqual({
        error: 'Bad Gateway',
        message: 'The community service is unavailable. Please try again shortly.',
      });
      expectSecurityHeaders(reply);
      const post = await request(gw(kind), '/api/feedback', {
        method: 'POST',
        body: '{"message":"hi"}',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(post.status).toBe(502);
      expect(echo(await request(gw(kind), '/api/assets')).service).toBe('wealth');
      expect((await request(gw(kind), '/budget')).status).toBe(200);
    });
  });
});
