/**
 * A streaming CSV reader (RFC 4180 and the liberties real exports take): any one-character delimiter, quoted fields
 * with "" escapes and line breaks inside, CRLF / LF / CR line ends, text after a closing quote kept. Text is pushed
 * in chunks; complete records come out with the line they start on and their raw text (for the import report).
 */
export interface TextRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  cells: string[];
  /** The record as it appears in the file, without its line break. */
  raw: string;
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

export class CsvParser {
  private buffer = '';
  private line = 1;
  private readonly delim: number;

  constructor(delimiter: string) {
    if (delimiter.length !== 1) throw new Error('The CSV delimiter must be one character');
    this.delim = delimiter.charCodeAt(0);
  }

  /** Adds text; returns the records completed by it. */
  push(text: string): TextRecord[] {
    this.buffer = this.buffer.length === 0 ? text : this.buffer + text;
    return this.drain(false);
  }

  /** The last record (one without a final line break). */
  end(): TextRecord[] {
    return this.drain(true);
  }

  private drain(final: boolean): TextRecord[] {
    const records: TextRecord[] = [];
    const buf = this.buffer;
    const len = buf.length;
    let pos = 0;
    while (pos < len) {
      const parsed = this.record(buf, pos, final);
      if (parsed === null) break;
      records.push({ line: this.line, cells: parsed.cells, raw: buf.slice(pos, parsed.rawEnd) });
      this.line += parsed.lines;
      pos = parsed.next;
    }
    this.buffer = pos >= len ? '' : buf.slice(pos);
    return records;
  }

  /** One record starting at `start`, or null when the buffer ends inside it (and more text may come). */
  private record(
    buf: string,
    start: number,
    final: boolean,
  ): { cells: string[]; rawEnd: number; next: number; lines: number } | null {
    const len = buf.length;
    const delim = this.delim;
    const cells: string[] = [];
    let pos = start;
    let lines = 1;
    for (;;) {
      // One field.
      let value: string;
      if (pos < len && buf.charCodeAt(pos) === QUOTE) {
        let text = '';
        let from = pos + 1;
        for (;;) {
          const q = buf.indexOf('"', from);
          if (q === -1) {
            if (!final) return null;
            // Unterminated quote at the end of the file: the rest is the field.
            text += buf.slice(from);
            pos = len;
            break;
          }
          if (q + 1 < len && buf.charCodeAt(q + 1) === QUOTE) {
            text += buf.slice(from, q + 1);
            from = q + 2;
            continue;
          }
          if (q + 1 >= len && !final) return null;
          text += buf.slice(from, q);
          pos = q + 1;
          break;
        }
        lines += countBreaks(text);
        // Text between the closing quote and the next delimiter or line end belongs to the field.
        const stop = nextStop(buf, pos, delim);
        if (stop > pos) text += buf.slice(pos, stop);
        pos = stop;
        value = text;
      } else {
        const stop = nextStop(buf, pos, delim);
        value = buf.slice(pos, stop);
        pos = stop;
      }
      cells.push(value);
      if (pos >= len) {
        if (!final) return null;
        return { cells, rawEnd: len, next: len, lines: lines - 1 };
      }
      const c = buf.charCodeAt(pos);
      if (c === delim) {
        pos++;
        continue;
      }
      // A line break ends the record.
      if (c === CR) {
        if (pos + 1 >= len && !final) return null;
        const next = pos + 1 < len && buf.charCodeAt(pos + 1) === LF ? pos + 2 : pos + 1;
        return { cells, rawEnd: pos, next, lines };
      }
      return { cells, rawEnd: pos, next: pos + 1, lines };
    }
  }
}

/** Index of the next delimiter, CR or LF at or after `from` (or the length). */
function nextStop(buf: string, from: number, delim: number): number {
  const len = buf.length;
  for (let i = from; i < len; i++) {
    const c = buf.charCodeAt(i);
    if (c === delim || c === LF || c === CR) return i;
  }
  return len;
}

function countBreaks(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF) n++;
    else if (c === CR && text.charCodeAt(i + 1) !== LF) n++;
  }
  return n;
}

/** Parses a whole text (sniffing and tests). */
export function parseCsv(text: string, delimiter: string): TextRecord[] {
  const parser = new CsvParser(delimiter);
  return [...parser.push(text), ...parser.end()];
}
