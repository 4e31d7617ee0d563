/** A small seeded PRNG (mulberry32), so the generated seed set is byte-for-byte reproducible. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** `length` decimal digits, leading zeros allowed. */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(this.int(0, 9));
    return out;
  }

  /** An upper-case reference of letters and digits. */
  code(length: number): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    // A reference always carries digits on a statement; make sure it does not read as a word.
    return /\d.*\d/.test(out) ? out : `${out.slice(0, -2)}${this.digits(2)}`;
  }

  /** An amount in [min, max], log-uniform (small amounts are more common), as a 2-decimal string. */
  amount(min: number, max: number): string {
    const value = Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
    return value.toFixed(2);
  }
}
