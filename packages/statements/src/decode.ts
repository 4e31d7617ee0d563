/**
 * Text encodings of bank exports: a BOM says UTF-8, UTF-16LE or UTF-16BE; without one, NUL bytes at odd or even
 * positions say UTF-16 and valid UTF-8 is UTF-8. Anything else is a legacy code page, told by chardet's statistics
 * (Shift_JIS from Japan, Windows-1250 / ISO-8859-2 from Poland and Czechia, Windows-1252 from Western Europe) and
 * decoded by iconv-lite; Windows-1252 (what Excel on Windows writes) when chardet cannot tell. Node's TextDecoder
 * treats 'windows-1252' as Latin-1, so 0x80-0x9F are mapped here (0x80 is €).
 */
import { analyse } from 'chardet';
import iconv from 'iconv-lite';

/** 'utf-8', 'utf-16le', 'utf-16be', 'windows-1252', or another encoding iconv-lite decodes ('shift_jis'). */
export type TextEncodingName = string;

export interface DetectedEncoding {
  encoding: TextEncodingName;
  /** Bytes of the byte-order mark to skip. */
  bomLength: number;
}

/** Windows-1252 code points of bytes 0x80-0x9F (undefined bytes keep their Latin-1 value). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d,
  0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d,
  0x017e, 0x0178,
];

export function detectEncoding(sample: Uint8Array): DetectedEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (sample[0] === 0xff && sample[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (sample[0] === 0xfe && sample[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  const pairs = Math.min(sample.length >> 1, 4096);
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < pairs; i++) {
    if (sample[2 * i] === 0) zeroEven++;
    if (sample[2 * i + 1] === 0) zeroOdd++;
  }
  if (pairs >= 2) {
    if (zeroOdd > pairs * 0.3 && zeroEven < pairs * 0.05) return { encoding: 'utf-16le', bomLength: 0 };
    if (zeroEven > pairs * 0.3 && zeroOdd < pairs * 0.05) return { encoding: 'utf-16be', bomLength: 0 };
  }
  return { encoding: isUtf8(sample) ? 'utf-8' : legacyEncoding(sample), bomLength: 0 };
}

/** Latin-1 as chardet names it is, in a bank export, Windows-1252 (its superset, with € and curly quotes). */
const SUPERSETS: Record<string, string> = { 'iso-8859-1': 'windows-1252' };
/** Below this confidence chardet's guess is noise (a few accented letters in an English file). */
const MIN_CONFIDENCE = 20;

/** The code page of bytes that are not UTF-8: chardet's best guess iconv-lite can decode, else Windows-1252. */
function legacyEncoding(sample: Uint8Array): TextEncodingName {
  for (const guess of analyse(sample)) {
    if (guess.confidence < MIN_CONFIDENCE) break;
    const name = guess.name.toLowerCase();
    const encoding = SUPERSETS[name] ?? name;
    if (iconv.encodingExists(encoding)) return encoding;
  }
  return 'windows-1252';
}

/** Whether the bytes are valid UTF-8 (a sequence cut at the end of the sample counts as valid). */
function isUtf8(sample: Uint8Array): boolean {
  let end = sample.length;
  // Leave out a multi-byte sequence the sample cut short.
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = sample[end - back];
    if ((byte & 0xc0) === 0xc0) {
      const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      if (need > back) end -= back;
      break;
    }
    if ((byte & 0xc0) !== 0x80) break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

/** A streaming decoder: bytes in, text out; UTF-8 is strict (invalid bytes throw InvalidTextError). */
export interface StreamDecoder {
  write(chunk: Uint8Array): string;
  end(): string;
}

export class InvalidTextError extends Error {
  constructor() {
    super('The file is not valid UTF-8 text');
    this.name = 'InvalidTextError';
  }
}

class Cp1252Decoder implements StreamDecoder {
  write(chunk: Uint8Array): string {
    let out = '';
    const step = 8192;
    for (let i = 0; i < chunk.length; i += step) {
      const part = chunk.subarray(i, i + step);
      const codes = new Array<number>(part.length);
      for (let j = 0; j < part.length; j++) {
        const byte = part[j];
        codes[j] = byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : byte;
      }
      out += String.fromCharCode(...codes);
    }
    return out;
  }

  end(): string {
    return '';
  }
}

class NativeDecoder implements StreamDecoder {
  private readonly decoder: TextDecoder;

  constructor(
    encoding: 'utf-8' | 'utf-16le' | 'utf-16be',
    private readonly strict: boolean,
  ) {
    this.decoder = new TextDecoder(encoding, { fatal: strict, ignoreBOM: true });
  }

  write(chunk: Uint8Array): string {
    try {
      return this.decoder.decode(chunk, { stream: true });
    } catch {
      throw new InvalidTextError();
    }
  }

  end(): string {
    try {
      return this.decoder.decode();
    } catch {
      throw new InvalidTextError();
    }
  }
}

/** Any other code page, streamed through iconv-lite (which keeps a multi-byte character cut between chunks). */
class IconvDecoder implements StreamDecoder {
  private readonly decoder: ReturnType<typeof iconv.getDecoder>;

  constructor(encoding: string) {
    this.decoder = iconv.getDecoder(encoding, { stripBOM: false });
  }

  write(chunk: Uint8Array): string {
    return this.decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }

  end(): string {
    return this.decoder.end() ?? '';
  }
}

export function createDecoder(encoding: TextEncodingName): StreamDecoder {
  if (encoding === 'windows-1252') return new Cp1252Decoder();
  if (encoding === 'utf-8' || encoding === 'utf-16le' || encoding === 'utf-16be')
    return new NativeDecoder(encoding, encoding === 'utf-8');
  return new IconvDecoder(encoding);
}

/** Decodes a whole buffer (tests and small samples). */
export function decodeAll(bytes: Uint8Array, encoding: TextEncodingName): string {
  const decoder = createDecoder(encoding);
  return decoder.write(bytes) + decoder.end();
}
