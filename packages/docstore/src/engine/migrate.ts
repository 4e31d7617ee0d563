// Converting a data directory of the journal format (journal-*.log and snapshot-*.db, src/journal) into the engine
// at its first start. The old files are replayed op by op into the engine, each op in one transaction together
// with the count of ops applied so far (meta `migration`), so a start killed midway resumes after the last op it
// committed. The result is then checked against a second read of the old files (every collection holds exactly
// the documents they end with), and only then are the old files deleted. Progress goes to the log.
import { readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordCipher } from '@tracker/cipher';
import { deserialize, serialize } from 'bson';
import { Journal } from '../journal/journal';
import { OpCode, type RawOp, documentsOf } from '../journal/ops';
import type { Catalog } from '../storage/catalog';
import { documentKeyOf } from '../storage/collection';
import { keyOf } from '../storage/values';
import type { Engine } from './env';

const STATE_KEY = 'migration';
const OLD_FILE = /^(journal-\d+\.log|snapshot-\d+\.db)(\.tmp)?$/;
const PROGRESS_EVERY_DOCS = 100_000;

interface MigrationState {
  applied: number;
  done: boolean;
}

export const oldFilesIn = (dir: string): string[] => readdirSync(dir).filter((f) => OLD_FILE.test(f));

function readState(engine: Engine): MigrationState {
  const stored = engine.tables.meta.get(STATE_KEY);
  return stored ? (deserialize(stored) as MigrationState) : { applied: 0, done: false };
}

const writeState = (engine: Engine, state: MigrationState) =>
  engine.tables.meta.put(STATE_KEY, Buffer.from(serialize(state)));

const docsIn = (op: RawOp) =>
  op.code === OpCode.PutMany ? [...documentsOf(op.body)].length : op.code === OpCode.Put ? 1 : 0;

/** Replays the old files into `catalog` (engine-backed), skipping the ops an earlier, killed start committed. */
async function replay(dir: string, engine: Engine, catalog: Catalog, cipher: RecordCipher | undefined, log: Log) {
  const state = readState(engine);
  if (state.applied > 0) log(`migration: resuming after ${state.applied} ops`);
  let seen = 0;
  let docs = 0;
  let nextReport = PROGRESS_EVERY_DOCS;
  const { journal } = await Journal.open(dir, { cipher, log, compactBytes: Number.MAX_SAFE_INTEGER }, (op) => {
    seen++;
    docs += docsIn(op);
    if (seen <= state.applied) return;
    engine.write(() => {
      catalog.apply(op);
      writeState(engine, { applied: seen, done: false });
    });
    if (docs >= nextReport) {
      log(`migration: ${docs} documents converted`);
      nextReport = docs + PROGRESS_EVERY_DOCS;
    }
  });
  await journal.close();
  log(`migration: replayed ${seen} ops (${docs} documents written)`);
}

/** The documents each collection ends with according to the old files (keys only). */
async function expectedKeys(dir: string, cipher: RecordCipher | undefined, log: Log) {
  const expected = new Map<string, Set<string>>();
  const keysOf = (ns: string) => {
    let keys = expected.get(ns);
    if (!keys) expected.set(ns, (keys = new Set()));
    return keys;
  };
  const { journal } = await Journal.open(dir, { cipher, log, compactBytes: Number.MAX_SAFE_INTEGER }, (op) => {
    switch (op.code) {
      case OpCode.CreateCollection:
        keysOf(op.ns);
        return;
      case OpCode.DropCollection:
        expected.delete(op.ns);
        return;
      case OpCode.DropDatabase:
        for (const ns of [...expected.keys()]) if (ns.startsWith(`${op.ns}.`)) expected.delete(ns);
        return;
      case OpCode.Put:
        keysOf(op.ns).add(documentKeyOf(op.body));
        return;
      case OpCode.PutMany:
        for (const raw of documentsOf(op.body)) keysOf(op.ns).add(documentKeyOf(raw));
        return;
      case OpCode.Delete:
        keysOf(op.ns).delete(keyOf(deserialize(op.body)._id));
        return;
      case OpCode.CreateIndex:
        keysOf(op.ns);
    }
  });
  await journal.close();
  return expected;
}

function verify(catalog: Catalog, expected: Map<string, Set<string>>): void {
  for (const [ns, keys] of expected) {
    const dot = ns.indexOf('.');
    const coll = catalog.collection(ns.slice(0, dot), ns.slice(dot + 1));
    if (!coll) throw new Error(`migration check failed: ${ns} is missing`);
    if (coll.docs.size !== keys.size) {
      throw new Error(`migration check failed: ${ns} holds ${coll.docs.size} documents, not ${keys.size}`);
    }
    for (const key of keys) if (!coll.docs.has(key)) throw new Error(`migration check failed: a document of ${ns}`);
  }
}

type Log = (message: string) => void;

/**
 * Converts the journal-format files of `dir` into the engine (resuming a conversion a kill interrupted), checks the
 * result, then deletes them. Does nothing when there are none.
 */
export async function migrateJournal(
  dir: string,
  engine: Engine,
  catalog: Catalog,
  cipher: RecordCipher | undefined,
  log: Log,
): Promise<void> {
  if (oldFilesIn(dir).length === 0) return;
  if (!readState(engine).done) {
    log('migration: converting the journal and snapshots into the storage engine');
    await replay(dir, engine, catalog, cipher, log);
    verify(catalog, await expectedKeys(dir, cipher, log));
    engine.write(() => writeState(engine, { applied: 0, done: true }));
    await engine.durable();
    log('migration: checked; every collection holds the documents of the old files');
  }
  for (const file of oldFilesIn(dir)) unlinkSync(join(dir, file));
  log('migration: done, the old journal and snapshot files are deleted');
}
