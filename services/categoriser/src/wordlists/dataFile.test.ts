import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { CITY_NAMES, STATEMENT_SHORTENINGS } from '../normalise/lexicon';
import { LOCAL_BUSINESSES } from '../seed/local';
import { DATA_DIR, readDataFile, wordList } from './dataFile';

const dir = mkdtempSync(join(tmpdir(), 'categoriser-data-'));
const schema = z.object({ WORDS: wordList }).strict();

function read(content: string) {
  writeFileSync(join(dir, 'words.json'), content);
  return () => readDataFile('words.json', schema, dir);
}

describe('the data files', () => {
  it('are all read and checked when the modules that use them load', () => {
    expect(readdirSync(DATA_DIR).sort()).toEqual([
      'lexicon.json',
      'seed-banking-names.json',
      'seed-local-businesses.json',
    ]);
    expect(CITY_NAMES).toContain('SASKATOON');
    expect(STATEMENT_SHORTENINGS.get('SUPERMKT')).toBe('supermarket');
    expect(LOCAL_BUSINESSES.Groceries?.nouns).toContain('SUPERMARKET');
  });

  it('answers a well-formed list', () => {
    expect(read('{"WORDS": ["TESCO", "LIDL"]}')()).toEqual({ WORDS: ['TESCO', 'LIDL'] });
  });

  it('refuses, naming the file and the entry, a word in lower case, with marks, padded or listed twice', () => {
    expect(read('{"WORDS": ["TESCO", "lidl"]}')).toThrow(/words\.json is not valid:[\s\S]*upper case[\s\S]*WORDS\[1\]/);
    expect(read('{"WORDS": ["CAFÉ"]}')).toThrow(/no diacritics/);
    expect(read('{"WORDS": [" ALDI"]}')).toThrow(/trimmed/);
    expect(read('{"WORDS": ["ALDI", "ALDI"]}')).toThrow(/"ALDI" is listed twice[\s\S]*WORDS\[1\]/);
  });

  it('refuses a file that is not JSON, or has a key the code does not read', () => {
    expect(read('{"WORDS": [')).toThrow(/words\.json: cannot be read as JSON/);
    expect(read('{"WORDS": [], "WORD": []}')).toThrow(/words\.json is not valid/);
  });
});
