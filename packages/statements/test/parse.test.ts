import iconv from 'iconv-lite';
import { amountFromNumber, parseAmount, decimalVote } from '../src/amounts';
import { parseCsv, CsvParser } from '../src/csv';
import { classifyDate, excelSerialToYmd, formatYmd, orderVote, resolveDate } from '../src/dates';
import { createDecoder, decodeAll, detectEncoding, InvalidTextError } from '../src/decode';
import { columnsFromHeader, findHeader, LayoutAnalyzer, sniffDelimiter, type SourceRecord } from '../src/layout';

const records = (text: string, delimiter = ','): SourceRecord[] => parseCsv(text, delimiter);

describe('encodings', () => {
  it('detects BOMs, UTF-16 without BOM, UTF-8 and Windows-1252', () => {
    expect(detectEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toEqual({ encoding: 'utf-8', bomLength: 3 });
    expect(detectEncoding(Buffer.from([0xff, 0xfe, 0x41, 0]))).toEqual({ encoding: 'utf-16le', bomLength: 2 });
    expect(detectEncoding(Buffer.from([0xfe, 0xff, 0, 0x41]))).toEqual({ encoding: 'utf-16be', bomLength: 2 });
    expect(detectEncoding(Buffer.from('Date,Amount\n', 'utf16le'))).toEqual({ encoding: 'utf-16le', bomLength: 0 });
    expect(detectEncoding(Buffer.from('Café,1\n', 'utf8'))).toEqual({ encoding: 'utf-8', bomLength: 0 });
    expect(detectEncoding(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x2c, 0x31]))).toEqual({
      encoding: 'windows-1252',
      bomLength: 0,
    });
  });

  it('decodes Windows-1252 with its own characters at 0x80-0x9F (not Latin-1)', () => {
    expect(decodeAll(Buffer.from([0x80, 0x20, 0xe9, 0x93, 0x71, 0x94, 0x96]), 'windows-1252')).toBe('€ é“q”–');
  });

  it('tells legacy code pages apart by their statistics: Shift_JIS, Windows-1250, Windows-1252', () => {
    const japanese = iconv.encode(
      '"日付","摘要内容","支払い金額"\r\n"2026/11/4","ローソン　渋谷店","648"\r\n',
      'shift_jis',
    );
    const polish = iconv.encode(
      [
        'mBank S.A. Bankowość Detaliczna;',
        '#Klient;',
        'JAN KOWALSKI;',
        '#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;',
        '2026-11-03;"BIEDRONKA ZAKUP PRZY UŻYCIU KARTY";"eKonto";"Żywność i chemia domowa";-84,37 PLN;',
        '2026-11-15;"ORLEN ŁÓDŹ, PŁATNOŚĆ KARTĄ";"eKonto";"Paliwo";-250,19 PLN;',
      ].join('\r\n'),
      'windows-1250',
    );
    const german = iconv.encode(
      'Buchungstag;Verwendungszweck;Betrag\r\n03.11.2026;Bäckerei Müller Straße;-4,50\r\n',
      'windows-1252',
    );
    expect(detectEncoding(japanese).encoding).toBe('shift_jis');
    expect(detectEncoding(polish).encoding).toBe('windows-1250');
    expect(detectEncoding(german).encoding).toBe('windows-1252');
    // A double-byte character cut between two chunks comes out whole.
    const decoder = createDecoder('shift_jis');
    const text = decoder.write(japanese.subarray(0, 3)) + decoder.write(japanese.subarray(3)) + decoder.end();
    expect(text).toContain('ローソン　渋谷店');
  });

  it('decodes UTF-8 split across chunks and rejects invalid UTF-8', () => {
    const bytes = Buffer.from('naïve €', 'utf8');
    const decoder = createDecoder('utf-8');
    const text =
      decoder.write(bytes.subarray(0, 3)) +
      decoder.write(bytes.subarray(3, 9)) +
      decoder.write(bytes.subarray(9)) +
      decoder.end();
    expect(text).toBe('naïve €');
    expect(() => createDecoder('utf-8').write(Buffer.from([0x41, 0xe9, 0x41]))).toThrow(InvalidTextError);
  });
});

describe('CSV reader', () => {
  it('reads quoted fields with delimiters, escaped quotes and line breaks, and keeps line numbers and raw text', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\nlast,2,3';
    const out = parseCsv(text, ',');
    expect(out.map((r) => r.cells)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['last', '2', '3'],
    ]);
    expect(out.map((r) => r.line)).toEqual([1, 2, 4]);
    expect(out[1].raw).toBe('"x, y","say ""hi""","two\nlines"');
  });

  it('gives the same records whatever the chunking', () => {
    const text = 'd;x\n"1;2";"a\r\nb"\r\n3;4\r5;6\n';
    const whole = parseCsv(text, ';');
    for (let size = 1; size <= 5; size++) {
      const parser = new CsvParser(';');
      const out = [];
      for (let i = 0; i < text.length; i += size) out.push(...parser.push(text.slice(i, i + size)));
      out.push(...parser.end());
      expect(out).toEqual(whole);
    }
    expect(whole.map((r) => r.cells)).toEqual([
      ['d', 'x'],
      ['1;2', 'a\r\nb'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });
});

describe('dates', () => {
  it('reads ISO, compact, numeric and month-name dates, with times and weekdays', () => {
    const ymd = (text: string) => {
      const c = classifyDate(text);
      return c && c.kind === 'ymd' ? formatYmd(c.date) : c;
    };
    expect(ymd('2024-01-31')).toBe('2024-01-31');
    expect(ymd('2024/1/5 13:45:00')).toBe('2024-01-05');
    expect(ymd('2024-01-31T10:00:00Z')).toBe('2024-01-31');
    expect(ymd('20240131')).toBe('2024-01-31');
    expect(ymd('31 Jan 2024')).toBe('2024-01-31');
    expect(ymd('Jan 31, 2024')).toBe('2024-01-31');
    expect(ymd('31-Jan-24')).toBe('2024-01-31');
    expect(ymd('Wed, 31 January 2024')).toBe('2024-01-31');
    expect(ymd('5. März 2024')).toBe('2024-03-05');
    expect(classifyDate('31/01/2024')).toEqual({ kind: 'numeric', first: 31, second: 1, y: 2024 });
    expect(classifyDate('1.2.24')).toEqual({ kind: 'numeric', first: 1, second: 2, y: 2024 });
    expect(classifyDate('yesterday')).toBeNull();
    expect(classifyDate('')).toBeNull();
    expect(classifyDate('12.50')).toBeNull();
  });

  it('votes for an order only when the value allows just one, and resolves under the file order', () => {
    const c = (text: string) => {
      const out = classifyDate(text);
      if (!out) throw new Error(text);
      return out;
    };
    expect(orderVote(c('31/01/2024'))).toBe('dmy');
    expect(orderVote(c('01/31/2024'))).toBe('mdy');
    expect(orderVote(c('01/02/2024'))).toBe('both');
    expect(orderVote(c('31/31/2024'))).toBe('neither');
    expect(resolveDate(c('01/02/2024'), 'dmy')).toEqual({ y: 2024, m: 2, d: 1 });
    expect(resolveDate(c('01/02/2024'), 'mdy')).toEqual({ y: 2024, m: 1, d: 2 });
    expect(resolveDate(c('31/02/2024'), 'dmy')).toBeNull();
    expect(resolveDate(c('29/02/2023'), 'dmy')).toBeNull();
    expect(resolveDate(c('29/02/2024'), 'dmy')).toEqual({ y: 2024, m: 2, d: 29 });
  });

  it('turns Excel serials into calendar dates (1900 and 1904 systems)', () => {
    expect(excelSerialToYmd(45322, false)).toEqual({ y: 2024, m: 1, d: 31 });
    expect(excelSerialToYmd(1, false)).toEqual({ y: 1900, m: 1, d: 1 });
    expect(excelSerialToYmd(61, false)).toEqual({ y: 1900, m: 3, d: 1 });
    expect(excelSerialToYmd(43860, true)).toEqual({ y: 2024, m: 1, d: 31 });
  });
});

describe('amounts', () => {
  it('reads signs, parentheses, currencies, thousands and CR/DR markers into exact cents', () => {
    const cents = (text: string, mark: ',' | '.' = '.') => {
      const r = parseAmount(text, mark);
      return r.ok ? r.amount.cents : r.reason;
    };
    expect(cents('-12.50')).toBe(-1250);
    expect(cents('12.50-')).toBe(-1250);
    expect(cents('+3')).toBe(300);
    expect(cents('(1,234.56)')).toBe(-123456);
    expect(cents('$1,234.56')).toBe(123456);
    expect(cents('-$5.00')).toBe(-500);
    expect(cents('US$ 7.25')).toBe(725);
    expect(cents('€ 1.234,56', ',')).toBe(123456);
    expect(cents('-1 234,5', ',')).toBe(-123450);
    expect(cents("1'234.50")).toBe(123450);
    expect(cents('EUR -0,99', ',')).toBe(-99);
    expect(cents('0.1')).toBe(10);
    expect(cents('1.005')).toBe(101);
    expect(cents('−4.00')).toBe(-400);
    expect(cents('')).toBe('missing');
    expect(cents('-')).toBe('missing');
    expect(cents('abc')).toBe('unreadable');
    expect(cents('1.2.3')).toBe('unreadable');
    expect(cents('9999999999.00')).toBe('too-large');
    const marked = parseAmount('25.00 CR', '.');
    expect(marked).toEqual({ ok: true, amount: { cents: 2500, marker: 'credit' } });
    expect(parseAmount('25.00DR', '.')).toEqual({ ok: true, amount: { cents: 2500, marker: 'debit' } });
  });

  it("reads amounts in their currency's minor units: none for yen, three for dinars, rounded once", () => {
    const minor = (text: string | number, places: number, mark: ',' | '.' = '.') => {
      const r = typeof text === 'number' ? amountFromNumber(text, places) : parseAmount(text, mark, places);
      return r.ok ? r.amount.cents : r.reason;
    };
    expect(minor('-12.345', 3)).toBe(-12345);
    expect(minor('€ 1.234,5', 3, ',')).toBe(1234500);
    expect(minor('12.3456', 3)).toBe(12346);
    expect(minor('1500', 0)).toBe(1500);
    expect(minor('-1,500.5', 0)).toBe(-1501);
    expect(minor('12.345', 2)).toBe(1235);
    expect(minor(0.125, 3)).toBe(125);
    expect(minor(1500.4, 0)).toBe(1500);
    expect(minor('1000000000.001', 3)).toBe('too-large');
  });

  it('votes for the decimal mark only when a value shows it', () => {
    expect(decimalVote('1.234,56')).toBe(',');
    expect(decimalVote('12,5')).toBe(',');
    expect(decimalVote('1,234.56')).toBe('.');
    expect(decimalVote('12.50')).toBe('.');
    expect(decimalVote('1.234.567')).toBe(',');
    expect(decimalVote('1,234')).toBeNull();
    expect(decimalVote('1.234')).toBeNull();
    expect(decimalVote('12')).toBeNull();
  });
});

describe('layout', () => {
  it('finds the columns of common headers', () => {
    expect(columnsFromHeader(['Date', 'Description', 'Amount', 'Institution'])).toEqual({
      date: 0,
      description: [1],
      amount: 2,
      institution: 3,
    });
    expect(columnsFromHeader(['Transaction Date', 'Posted Date', 'Details', 'Paid out', 'Paid in', 'Balance'])).toEqual(
      {
        date: 0,
        description: [2],
        debit: 3,
        credit: 4,
        balance: 5,
      },
    );
    expect(columnsFromHeader(['Booking date', 'Payee', 'Memo', 'Amount (EUR)', 'Debit/Credit'])).toEqual({
      date: 0,
      description: [1, 2],
      amount: 3,
      indicator: 4,
    });
    expect(columnsFromHeader(['Account', 'Statement for January'])).toBeNull();
    expect(columnsFromHeader(['Date', 'Description'])).toBeNull();
  });

  it("reads a 'Value' column beside 'Credit in CHF' / 'Debit in CHF' as the value date, not the amount", () => {
    // PostFinance: Booking date;Notification text;Credit in CHF;Debit in CHF;Value;Balance in CHF
    const postfinance = [
      'Booking date',
      'Notification text',
      'Credit in CHF',
      'Debit in CHF',
      'Value',
      'Balance in CHF',
    ];
    expect(columnsFromHeader(postfinance)).toEqual({ date: 0, description: [1], credit: 2, debit: 3, balance: 5 });
    // NatWest's 'Value' is its amount.
    expect(columnsFromHeader(['Date', 'Type', 'Description', 'Value', 'Balance'])).toMatchObject({ amount: 3 });
    // flatex: Buchtag is the booking date, Buchungsinformationen the text.
    const flatex = [
      'Buchtag',
      'Valuta',
      'BIC / BLZ',
      'IBAN / Kontonummer',
      'Buchungsinformationen',
      'TA-Nr.',
      'Betrag',
    ];
    expect(columnsFromHeader(flatex)).toMatchObject({ date: 0, description: [4], amount: 6 });
  });

  it("reads ZKB's money from Belastung / Gutschrift CHF, not from the collective order's 'Betrag Detail'", () => {
    const zkb = ['Datum', 'Buchungstext', 'Whg', 'Betrag Detail', 'ZKB-Referenz', 'Referenznummer', 'Belastung CHF'];
    expect(columnsFromHeader([...zkb, 'Gutschrift CHF', 'Valuta', 'Saldo CHF'])).toMatchObject({
      date: 0,
      debit: 6,
      credit: 7,
      balance: 9,
    });
    // Raiffeisen (CH): 'Booked At' and one signed 'Credit/Debit Amount'.
    const raiffeisen = ['IBAN', 'Booked At', 'Text', 'Credit/Debit Amount', 'Balance', 'Valuta Date'];
    expect(columnsFromHeader(raiffeisen)).toMatchObject({ date: 1, description: [2], amount: 3, balance: 4 });
  });

  it('reads Russian and Ukrainian headers: the operation amount, not the rounding or cashback columns', () => {
    const tbank = ['Дата операции', 'Дата платежа', 'Номер карты', 'Статус', 'Сумма операции', 'Валюта операции'];
    const rest = ['Кэшбэк', 'Категория', 'MCC', 'Описание', 'Бонусы (включая кэшбэк)', 'Округление на инвесткопилку'];
    expect(columnsFromHeader([...tbank, 'Сумма платежа', 'Валюта платежа', ...rest])).toMatchObject({
      date: 0,
      amount: 4,
      currency: 5,
      category: 9,
      description: [11],
    });
    const monobank = ['Дата i час операції', 'Деталі операції', 'MCC', 'Сума в валюті картки (UAH)'];
    expect(columnsFromHeader([...monobank, 'Залишок після операції'])).toMatchObject({
      date: 0,
      description: [1],
      amount: 3,
      balance: 4,
    });
  });

  it("reads WeChat Pay's 收/支 column as the direction of its unsigned amounts", () => {
    const wechat = [
      '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态',
      '2026-11-05 12:30:11,商户消费,肯德基,汉堡套餐,支出,¥23.50,零钱,支付成功',
      '2026-11-08 09:00:00,转账,张三,/,收入,¥100.00,/,已存入零钱',
      '',
    ].join('\n');
    const all = records(wechat);
    const found = findHeader(all);
    if (!found) throw new Error('no header');
    const analyzer = new LayoutAnalyzer(found, '.');
    for (const record of all.slice(found.index + 1)) analyzer.add(record);
    const layout = analyzer.finish();
    expect(layout.columns).toMatchObject({ date: 0, description: [2], indicator: 4, amount: 5 });
    expect(layout.doubts).not.toContain('sign');
  });

  it("reads National Bank of Greece's columns: the counterparty names the row, not the kind of operation", () => {
    const nbg = [
      'Α/Α Συναλλαγής',
      'Ημερομηνία',
      'Ώρα',
      'Valeur',
      'Κατάστημα',
      'Κατηγορία συναλλαγής',
      'Είδος εργασίας',
    ];
    const money = ['Ποσό συναλλαγής', 'Ποσό εντολής', 'Νόμισμα', 'Χρέωση / Πίστωση', 'Ισοτιμία', 'Περιγραφή'];
    const parties = ['Λογιστικό Υπόλοιπο', 'Ονοματεπώνυμο συμβαλλόμενου', 'Ονοματεπώνυμο αντισυμβαλλόμενου'];
    const columns = columnsFromHeader([...nbg, ...money, ...parties]);
    expect(columns).toMatchObject({ date: 1, amount: 7, currency: 9, indicator: 10, balance: 13 });
    expect(columns?.description.slice(0, 2)).toEqual([15, 12]);
  });

  it("names a Belfius row by 'Naam tegenpartij bevat', then its 'Transactie' text, when the message is empty", () => {
    const belfius = ['Rekening', 'Boekingsdatum', 'Afschriftnummer', 'Transactienummer', 'Rekening tegenpartij'];
    const rest = ['Naam tegenpartij bevat', 'Straat en nummer', 'Postcode en plaats', 'Transactie', 'Valutadatum'];
    expect(
      columnsFromHeader([...belfius, ...rest, 'Bedrag', 'Devies', 'BIC', 'Landcode', 'Mededelingen']),
    ).toMatchObject({
      date: 1,
      description: [5, 8],
      details: [14],
      amount: 10,
      currency: 11,
    });
  });

  it('finds a header below preamble lines, and the columns of a file without one', () => {
    const withPreamble = records(
      'Bank of Test\nAccount,12345678\n\nDate,Description,Amount\n2024-01-01,Coffee,-3.50\n',
    );
    expect(findHeader(withPreamble)).toMatchObject({ index: 3, columns: { date: 0, description: [1], amount: 2 } });
    const headerless = records('Statement\n2024-01-01,Coffee Shop,-3.50,100.00\n');
    expect(findHeader(headerless)).toEqual({
      index: 0,
      header: null,
      columns: { date: 0, amount: 2, description: [1] },
    });
  });

  it('doubts the sign of a signed column when nothing confirms positive is money in', () => {
    const layoutOf = (text: string) => {
      const all = records(text);
      const found = findHeader(all);
      if (!found) throw new Error('no header');
      const analyzer = new LayoutAnalyzer(found, '.');
      for (const record of all.slice(found.index + 1)) analyzer.add(record);
      return analyzer.finish();
    };
    const charges = 'Date,Description,Amount\n2026-11-02,SHELL OIL 57444,45.10\n2026-11-14,KROGER #123,63.87\n';
    expect(layoutOf(charges)).toMatchObject({ sign: 'signed', doubts: ['sign'] });
    // A salary, a running balance or money out as the majority each settle it.
    expect(layoutOf(`${charges}2026-11-28,ACME PAYROLL,2000.00\n`).doubts).toEqual([]);
    expect(
      layoutOf('Date,Description,Amount,Balance\n2026-11-02,SHELL OIL,45.10,145.10\n2026-11-14,KROGER,63.87,208.97\n')
        .doubts,
    ).toEqual([]);
    expect(
      layoutOf(`${charges}2026-11-20,RENT,-900.00\n2026-11-21,GAS,-40.00\n2026-11-22,CAFE,-4.00\n`).doubts,
    ).toEqual([]);
  });

  const headerlessLayout = (text: string, delimiter: string) => {
    const all = records(text, delimiter);
    const found = findHeader(all);
    if (!found || found.header !== null) throw new Error('expected a file without a header');
    const analyzer = new LayoutAnalyzer(found, delimiter === ';' ? ',' : '.');
    for (const record of all.slice(found.index + 1)) analyzer.add(record);
    return analyzer.finish();
  };

  it('reads the decimal mark of a file without a header from its values, not from the first number-like column', () => {
    // ABN AMRO's tab-separated export: account number, currency, date, start and end balance, value date, amount.
    const abn = [
      '123456789\tEUR\t20261103\t1500,00\t1457,55\t20261103\t-42,45\tBEA, Betaalpas Albert Heijn 1234,PAS123',
      '123456789\tEUR\t20261105\t1457,55\t4257,55\t20261105\t2800,00\tSEPA Overboeking Naam: ACME BV',
      '',
    ].join('\n');
    const layout = headerlessLayout(abn, '\t');
    expect(layout.decimal).toBe(',');
    expect(layout.columns).toMatchObject({ date: 2, amount: 6 });
  });

  it('tells which of a headerless debit/credit pair is money in when no balance says it', () => {
    // Barclaycard: date, description, two unused columns, category, money in, money out.
    const barclaycard = [
      '03 Nov 26,TESCO STORES 2345,,,Groceries,,45.20',
      '05 Nov 26,PAYMENT RECEIVED - THANK YOU,,,Payment,250.00,',
      '09 Nov 26,TRAINLINE.COM,,,Travel,,62.40',
      '',
    ].join('\n');
    expect(headerlessLayout(barclaycard, ',').columns).toMatchObject({ credit: 5, debit: 6 });
    // No words either way: the column filled on more rows is money out, and the sign is left to the user.
    const plain = '2026-11-03,IGA,84.12,\n2026-11-05,ACME INC,,2450.00\n2026-11-10,HYDRO,132.40,\n';
    const layout = headerlessLayout(plain, ',');
    expect(layout.columns).toMatchObject({ debit: 2, credit: 3 });
    expect(layout.doubts).toContain('sign');
  });

  it('sniffs the delimiter', () => {
    expect(sniffDelimiter('Date;Description;Amount\n01.02.2024;Coffee;-3,50\n02.02.2024;Tea;-2\n')).toBe(';');
    expect(sniffDelimiter('Date\tDescription\tAmount\n2024-01-01\tCoffee, large\t-3.50\n')).toBe('\t');
    expect(sniffDelimiter('Date,Description,Amount\n2024-01-01,"Coffee; large",-3.50\n')).toBe(',');
    expect(sniffDelimiter('Datum|Text|Betrag\n01.02.2024|Kaffee|-3,50\n')).toBe('|');
  });

  it('decides day/month order and decimal mark per file from its values', () => {
    const analyse = (text: string, delimiter = ',') => {
      const recs = records(text, delimiter);
      const found = findHeader(recs);
      if (!found) throw new Error('no header');
      const analyzer = new LayoutAnalyzer(found, delimiter === ';' ? ',' : '.');
      recs.slice(found.index + 1).forEach((r) => analyzer.add(r));
      return analyzer.finish();
    };
    expect(analyse('Date,Description,Amount\n01/02/2024,a,1.50\n13/02/2024,b,2\n')).toMatchObject({
      dateOrder: 'dmy',
      dateOrderBasis: 'values',
      decimal: '.',
    });
    expect(analyse('Date,Description,Amount\n01/02/2024,a,1\n02/13/2024,b,2\n')).toMatchObject({
      dateOrder: 'mdy',
      dateOrderBasis: 'values',
    });
    // Ambiguous values: consecutive rows a day apart read month-first, a month apart read day-first.
    expect(analyse('Date,Description,Amount\n01/02/2024,a,1\n01/03/2024,b,2\n01/04/2024,c,3\n')).toMatchObject({
      dateOrder: 'mdy',
      dateOrderBasis: 'sequence',
    });
    expect(analyse('Date,Description,Amount\n01/01/2024,a,1\n02/01/2024,b,2\n03/01/2024,c,3\n')).toMatchObject({
      dateOrder: 'dmy',
      dateOrderBasis: 'sequence',
    });
    expect(analyse('Datum;Text;Betrag\n05.05.2024;a;1.234,56\n', ';')).toMatchObject({
      dateOrder: 'dmy',
      dateOrderBasis: 'default',
      decimal: ',',
    });
    expect(analyse('Date,Description,Amount\n05/05/2024,a,12.00\n')).toMatchObject({
      dateOrder: 'mdy',
      dateOrderBasis: 'default',
      decimal: '.',
    });
    // A Type column of DR/CR is an indicator; one of Income/Expense is the transaction type.
    expect(analyse('Date,Description,Amount,Type\n2024-01-01,a,5,DR\n2024-01-02,b,7,CR\n').columns).toMatchObject({
      indicator: 3,
    });
    expect(
      analyse('Date,Description,Amount,Type\n2024-01-01,a,5,Expense\n2024-01-02,b,7,Income\n').columns,
    ).toMatchObject({ type: 3 });
  });
});
