import { neutraliseFormula } from './spreadsheet';

describe('neutraliseFormula', () => {
  it('prefixes text a spreadsheet would run (=, +, -, @, tab, CR) and leaves other text alone', () => {
    for (const text of ['=SUM(A1:A9)', '+1', '-2', '@cmd', '\tx', '\rx'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['Coffee', '', ' =x', "'quoted"]) expect(neutraliseFormula(text)).toBe(text);
  });
});
