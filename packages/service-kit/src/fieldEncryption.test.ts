import { randomBytes } from 'node:crypto';
import { createFieldCipher, isValidFieldKeys } from './fieldEncryption';

const key = () => randomBytes(32).toString('base64');

describe('createFieldCipher', () => {
  it('seals a value so that it is not readable, and opens it again', () => {
    const cipher = createFieldCipher(key());
    const sealed = cipher.seal('GB29 NWBK 6016 1331 9268 19');
    expect(sealed).toMatch(/^enc1:/);
    expect(sealed).not.toContain('9268');
    expect(cipher.open(sealed)).toBe('GB29 NWBK 6016 1331 9268 19');
    expect(cipher.seal('GB29')).not.toBe(cipher.seal('GB29')); // a fresh IV each time
  });

  it('rotates keys: the first seals, every key opens', () => {
    const [oldKey, newKey] = [key(), key()];
    const stored = createFieldCipher(oldKey).seal('12345678');
    const rotated = createFieldCipher(`${newKey},${oldKey}`);
    expect(rotated.open(stored)).toBe('12345678');
    expect(createFieldCipher(newKey).open(rotated.seal('12345678'))).toBe('12345678');
    expect(() => createFieldCipher(newKey).open(stored)).toThrow(/not configured/);
  });

  it('stores values as given without a key, and reads values stored before a key was set', () => {
    const plain = createFieldCipher(undefined);
    expect(plain.enabled).toBe(false);
    expect(plain.seal('12345678')).toBe('12345678');
    expect(createFieldCipher(key()).open('12345678')).toBe('12345678');
    expect(createFieldCipher(key()).seal('')).toBe('');
    expect(() => plain.open(createFieldCipher(key()).seal('1'))).toThrow(/FIELD_ENCRYPTION_KEY is not set/);
  });

  it('checks the key format', () => {
    expect(isValidFieldKeys(key())).toBe(true);
    expect(isValidFieldKeys('short')).toBe(false);
  });
});
