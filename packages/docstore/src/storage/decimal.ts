// Exact decimal arithmetic for `$inc` and `$mul` on Decimal128 values (mingo's updater only knows JS numbers).
import { Decimal128 } from 'bson';

interface Dec {
  coef: bigint;
  exp: number;
}

export function isDecimal(value: unknown): value is Decimal128 {
  return typeof value === 'object' && value !== null && (value as { _bsontype?: string })._bsontype === 'Decimal128';
}

function parse(value: unknown): Dec | undefined {
  const text = isDecimal(value)
    ? value.toString()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;
  if (text === undefined) return undefined;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) return undefined;
  const [, sign, int, frac = '', exp = '0'] = m;
  const coef = BigInt(`${sign}${int}${frac}` || '0');
  return { coef, exp: Number(exp) - frac.length };
}

function toDecimal(d: Dec): Decimal128 {
  return Decimal128.fromString(`${d.coef}E${d.exp}`);
}

/** `a + b` or `a * b` exactly, when either side is a Decimal128; undefined when that does not apply. */
export function decimalArithmetic(op: '$inc' | '$mul', current: unknown, operand: unknown): Decimal128 | undefined {
  if (!isDecimal(current) && !isDecimal(operand)) return undefined;
  const a = parse(current ?? 0);
  const b = parse(operand);
  if (!a || !b) return undefined;
  if (op === '$mul') return toDecimal({ coef: a.coef * b.coef, exp: a.exp + b.exp });
  const exp = Math.min(a.exp, b.exp);
  const scale = (d: Dec) => d.coef * 10n ** BigInt(d.exp - exp);
  return toDecimal({ coef: scale(a) + scale(b), exp });
}
