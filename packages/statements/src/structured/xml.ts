/**
 * XML through fast-xml-parser with entity expansion off: a statement never declares entities, so a DOCTYPE with
 * ENTITY declarations (the "billion laughs" bomb) is refused before parsing, and the five predefined entities and
 * character references are decoded here. A document that is not well-formed (a truncated download) is refused.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StatementError } from '../statementError';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Refuses a document that declares entities (checked on the whole text, before anything is parsed). */
export function refuseEntityDeclarations(xml: string, format: string): void {
  if (/<!ENTITY/i.test(xml) || /<!DOCTYPE[^>]*\[/i.test(xml)) {
    throw new StatementError(`the ${format} file declares XML entities, which a statement never needs`);
  }
}

export function parseXml(xml: string, format: string, arrays: ReadonlySet<string>): Record<string, unknown> {
  refuseEntityDeclarations(xml, format);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { msg, line } = valid.err;
    throw new StatementError(`the ${format} file is cut short or not well-formed (line ${line}: ${msg})`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    processEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (name) => arrays.has(name),
    tagValueProcessor: (_name, value) => decodeEntities(value),
    attributeValueProcessor: (_name, value) => decodeEntities(value),
  });
  return parser.parse(xml) as Record<string, unknown>;
}
