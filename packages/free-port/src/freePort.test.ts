import net from 'node:net';
import { freePort } from '@tracker/free-port';

/** Binds a port on 127.0.0.1 and releases it: proof the port was free when handed out. */
function bindOnce(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

describe('freePort', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hands out ports that can be bound on 127.0.0.1', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 5; i += 1) ports.push(await freePort());
    for (const port of ports) await bindOnce(port);
  });

  it('skips a port the kernel offers again after handing it out', async () => {
    // The kernel re-offers a just-closed port about once in 1,000 picks; script that here by renaming what it offers.
    const first = await freePort();
    const offers = [first, first + 1];
    const realCreateServer = net.createServer;
    jest.spyOn(net, 'createServer').mockImplementation(((...args: Parameters<typeof net.createServer>) => {
      const server = realCreateServer(...args);
      const offered = offers.shift();
      if (offered !== undefined) server.address = () => ({ address: '127.0.0.1', family: 'IPv4', port: offered });
      return server;
    }) as typeof net.createServer);
    expect(await freePort()).toBe(first + 1);
  });
});
