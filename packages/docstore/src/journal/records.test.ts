import { HEADER_BYTES, frameRecord, parseRecords } from './records';

const records = [Buffer.from('first record'), Buffer.from('second'), Buffer.alloc(1000, 7)];
const file = Buffer.concat(records.map(frameRecord));

describe('journal record framing', () => {
  test('frames round-trip', () => {
    const parsed = parseRecords(file);
    expect(parsed.torn).toBe(false);
    expect(parsed.validBytes).toBe(file.length);
    expect(parsed.records.map((r) => r.toString('hex'))).toEqual(records.map((r) => r.toString('hex')));
  });

  test('a record cut at any byte is dropped whole, and everything before it is kept', () => {
    const lastStart = file.length - (HEADER_BYTES + records[2].length);
    for (let cut = lastStart + 1; cut < file.length; cut++) {
      const parsed = parseRecords(file.subarray(0, cut));
      expect(parsed.torn).toBe(true);
      expect(parsed.validBytes).toBe(lastStart);
      expect(parsed.records).toHaveLength(2);
    }
  });

  test('a flipped byte in a payload fails its checksum', () => {
    const damaged = Buffer.from(file);
    damaged[HEADER_BYTES + 3] ^= 0xff;
    const parsed = parseRecords(damaged);
    expect(parsed).toMatchObject({ torn: true, validBytes: 0 });
    expect(parsed.records).toHaveLength(0);
  });

  test('zero-filled tail (pre-allocated or never-written blocks) is not a record', () => {
    const parsed = parseRecords(Buffer.concat([file, Buffer.alloc(64)]));
    expect(parsed).toMatchObject({ torn: true, validBytes: file.length });
    expect(parsed.records).toHaveLength(3);
  });
});
