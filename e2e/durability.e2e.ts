// Acknowledged writes survive a kill -9 of the whole stack (supervisor, services, database)
// and a restart on the same data directory.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startStackProcess } from '@tracker/stack-harness';

type ProbeDoc = { _id: string; n: number; amended?: boolean };

jest.setTimeout(240_000);

it('keeps every acknowledged write across kill -9 of the whole stack', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-durability-'));
  try {
    const first = await startStackProcess(dataDir);
    const client = await MongoClient.connect(first.mongoUri);
    const ledger = client.db().collection<ProbeDoc>('durability_probe');
    const written: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const note = `entry-${i}`;
      await ledger.insertOne({ _id: note, n: i });
      written.push(note);
    }
    await ledger.updateOne({ _id: 'entry-7' }, { $set: { amended: true } });
    await ledger.deleteOne({ _id: 'entry-9' });
    // kill -9 of the gateway's supervisor leaves its nginx serving; the next start on this data directory stops it.
    const nginxPidFile = path.join(dataDir, 'gateway', 'logs', 'nginx.pid');
    const leftNginx = first.gateway === 'nginx' ? Number(readFileSync(nginxPidFile, 'utf8').trim()) : undefined;
    await first.killHard();
    await client.close(true).catch(() => undefined);

    const second = await startStackProcess(dataDir);
    const reader = await MongoClient.connect(second.mongoUri);
    const docs = await reader.db().collection<ProbeDoc>('durability_probe').find().sort({ n: 1 }).toArray();
    expect(docs.map((d) => d._id)).toEqual(written.filter((id) => id !== 'entry-9'));
    expect(docs.find((d) => d._id === 'entry-7')).toEqual(expect.objectContaining({ amended: true }));
    // The services came back on the recovered data: the gateway answers as before.
    expect((await fetch(`${second.url}/api/user`)).status).toBe(401);
    if (leftNginx !== undefined) expect(() => process.kill(leftNginx, 0)).toThrow();
    await reader.close();
    await second.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
