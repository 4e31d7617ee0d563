/** Which structured format a file is (by its first characters, never by its name) and its statement. */
import { readFile } from 'node:fs/promises';
import type { Statement, StatementKind } from '../statementTypes';
import { readCamt } from './camt';
import { readMt940 } from './mt940';
import { readOfx } from './ofx';
import { readQif } from './qif';
import { decodeStructured } from './text';
import { structuredStatement } from './transactions';

export type StructuredKind = Exclude<StatementKind, 'csv' | 'excel'>;

/** The structured format of a file from its first characters (decoded as Latin-1); undefined for a table. */
export function structuredKindOf(head: string): StructuredKind | undefined {
  const text = head.replace(/^\ufeff|^\u00ef\u00bb\u00bf/, '').trimStart();
  if (/^OFXHEADER\s*:/i.test(text) || /<OFX>/i.test(text.slice(0, 4096)) || /<\?OFX\b/i.test(text)) return 'ofx';
  if (/^<\?xml/i.test(text) || /^<Document\b/.test(text)) {
    if (/urn:iso:std:iso:20022:tech:xsd:camt\.05[234]|<(\w+:)?BkToCstmr/.test(text)) return 'camt';
  }
  if (/^!(Type|Account|Option|Clear)/i.test(text)) return 'qif';
  if (/^\{1:/.test(text) || (/^:20:/m.test(text) && /^:(25|28C?|60[FM]|61):/m.test(text))) return 'mt940';
  return undefined;
}

const READERS = { ofx: readOfx, qif: readQif, camt: readCamt, mt940: readMt940 } as const;

export async function openStructured(path: string, kind: StructuredKind): Promise<Statement> {
  const text = decodeStructured(await readFile(path));
  const { transactions, account } = READERS[kind](text);
  return structuredStatement(kind, transactions, account);
}
