/**
 * The text of a structured file read whole: its declared charset (OFX CHARSET/ENCODING, the XML declaration), else
 * UTF-8 when the bytes are valid UTF-8, else Windows-1252; decoded by iconv-lite. Helpers every format shares.
 */
import iconv from 'iconv-lite';
import { isValidYmd, type Ymd } from '../dates';
import { StatementError } from '../statementError';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The charset a file declares in its first bytes, as iconv-lite names it (undefined when none or unknown). */
function declaredCharset(head: string): string | undefined {
  const xml = /<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head)?.[1];
  const sgml = /^CHARSET:\s*([\w-]+)/im.exec(head)?.[1];
  const name = xml ?? (sgml && /^\d+$/.test(sgml) ? `windows-${sgml}` : sgml);
  if (!name || /^(none|usascii|us-ascii)$/i.test(name)) return undefined;
  return iconv.encodingExists(name) ? name : undefined;
}

export function decodeStructured(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.toString('utf8', 3);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return iconv.decode(bytes, bytes[0] === 0xff ? 'utf-16le' : 'utf-16be');
  }
  const declared = declaredCharset(bytes.subarray(0, 1024).toString('latin1'));
  // A file that says 1252 but is valid UTF-8 was re-saved by a tool: the bytes decide.
  try {
    return UTF8.decode(bytes);
  } catch {
    return iconv.decode(bytes, declared && !/^utf-?8$/i.test(declared) ? declared : 'windows-1252');
  }
}

/** A Ymd from digits (YYYYMMDD…, YYMMDD), or a clear error naming the format. */
export function ymdOf(y: number, m: number, d: number, what: string, text: string): Ymd {
  const date = { y, m, d };
  if (!isValidYmd(date)) throw new StatementError(`${what} "${text.slice(0, 30)}" is not a valid date`);
  return date;
}

/** A plain signed decimal from an amount a structured format writes ('1234.56', '1234,56', '+12', '-.5'). */
export function plainDecimal(text: string, what: string): string {
  let t = text.trim().replace(/\s+/g, '');
  if (/^[+-]?\d*,\d+$/.test(t)) t = t.replace(',', '.');
  if (t.endsWith(',') || t.endsWith('.')) t = t.slice(0, -1);
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) throw new StatementError(`${what} "${text.slice(0, 30)}" is not a number`);
  const negative = t.startsWith('-');
  t = t.replace(/^[+-]/, '');
  if (t.startsWith('.')) t = `0${t}`;
  return negative && /[1-9]/.test(t) ? `-${t}` : t;
}

/** A decimal with its sign turned. */
export const negate = (decimal: string): string =>
  decimal.startsWith('-') ? decimal.slice(1) : /[1-9]/.test(decimal) ? `-${decimal}` : decimal;

/** The 1-based line of each offset in ascending `offsets`, counted in one pass. */
export function linesAt(text: string, offsets: readonly number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let at = 0;
  for (const offset of offsets) {
    for (; at < offset; at++) if (text.charCodeAt(at) === 10) line++;
    lines.push(line);
  }
  return lines;
}

/** A value as an array (XML parsers give one child as an object and many as an array). */
export const many = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** Text of an XML node (a string, or an object with #text). */
export function textIn(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node).trim();
  if (typeof node === 'object' && '#text' in (node as Record<string, unknown>))
    return String((node as Record<string, unknown>)['#text']).trim();
  return '';
}
