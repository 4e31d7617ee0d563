// The store's checkpointer (env.ts), on a worker thread with its own connection: it copies the WAL's committed
// pages into the database file and syncs it (PASSIVE: it never waits for, nor blocks, the writer; RESTART past a
// size, so that the WAL starts over).
// On the event loop a checkpoint costs the command that triggers it a write of every page the WAL holds and an
// fsync of the database file. Plain JavaScript so that it runs as it is under tsx, jest and node.
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3-multiple-ciphers');

const db = new Database(workerData.path);
if (workerData.hexKey) {
  // The page cipher's settings: the same as the writer's (cipherOf in env.ts).
  db.pragma(`cipher='aegis'`);
  db.pragma('tcost = 1');
  db.pragma('mcost = 8');
  db.pragma('pcost = 1');
  db.pragma(`hexkey='${workerData.hexKey}'`);
}
// A checkpoint syncs the WAL before copying it and the database file after (synchronous=NORMAL does both).
db.pragma('synchronous = NORMAL');
db.pragma('wal_autocheckpoint = 0');
db.pragma(`cache_size = ${-workerData.cacheKib}`);
db.pragma('mmap_size = 0');

parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    let [result] = db.pragma('wal_checkpoint(PASSIVE)');
    // The writer starts the WAL over only when it finds every frame copied, which a stream of writes never lets a
    // PASSIVE checkpoint reach: past this size, one that holds writers back for the last frames and the sync.
    if (result.log >= workerData.restartPages) [result] = db.pragma('wal_checkpoint(RESTART)');
    parentPort.postMessage({ ok: true, log: result.log, checkpointed: result.checkpointed });
  } catch (err) {
    parentPort.postMessage({ ok: false, error: err.message });
  }
});
