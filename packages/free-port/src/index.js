// The one free-port picker, for `npm start`'s ephemeral stacks (stack.mjs) and for the e2e suites and benchmarks
// (@tracker/stack-harness). CommonJS, so plain Node (start.mjs), tsx and jest's transform all load it.
const net = require('node:net');

/** Ports freePort has handed out in this process: the kernel may offer a just-closed port again. */
const handedOut = new Set();

/** @returns {Promise<number>} a port the kernel offered on 127.0.0.1 (0 when it named none). */
function offeredPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free TCP port on 127.0.0.1, for stacks that must not collide with a running one. Never one this process has
 * handed out before: a stack asks for eight in a row, and the kernel offers the same just-closed port twice in about
 * 1 of 1,000 picks (measured), so two services would start on one port.
 * @returns {Promise<number>}
 */
async function freePort() {
  for (;;) {
    const port = await offeredPort();
    if (port === 0) throw new Error('no free port');
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

module.exports = { freePort };
