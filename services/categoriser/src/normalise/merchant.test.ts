import { normaliseDescription } from './merchant';

/** [raw descriptor, merchant key, words the model text must contain (in order, among others)] */
const CASES: ReadonlyArray<readonly [string, string, string]> = [
  // United States: card purchases
  ['STARBUCKS STORE 12345 SEATTLE WA', 'STARBUCKS', 'starbucks'],
  ['POS STARBUCKS #998 PORTLAND OR', 'STARBUCKS', 'card starbucks'],
  [
    'PURCHASE AUTHORIZED ON 01/15 SQ *BLUE BOTTLE COFFEE OAKLAND CA S384015679213 CARD 4821',
    'BLUE BOTTLE COFFEE',
    'blue bottle coffee',
  ],
  ['CHECKCARD 0115 WHOLEFDS MKT 10234 AUSTIN TX 24431064015200012345678', 'WHOLE FOODS MKT', 'whole foods market'],
  ['AMZN MKTP US*2K3L45 AMZN.COM/BILL WA', 'AMAZON', 'amazon'],
  ['Amazon.com*MK1234AB Amzn.com/bill WA', 'AMAZON', 'amazon'],
  ['PAYPAL *NETFLIX 4029357733 CA', 'NETFLIX', 'netflix'],
  ['UBER *TRIP HELP.UBER.COM CA', 'UBER TRIP', 'uber trip'],
  ['UBER *EATS PENDING', 'UBER EATS', 'uber eats'],
  ['TST* JOES PIZZA BROOKLYN NY', 'JOES PIZZA', 'joes pizza'],
  ['DEBIT CARD PURCHASE - SHELL OIL 57442567 BOSTON MA', 'SHELL OIL', 'shell oil'],
  ["McDonald's 1234 Chicago IL", 'MCDONALDS', 'mcdonalds'],
  ['7-ELEVEN 12345 DALLAS TX', 'SEVENELEVEN', 'seveneleven'],
  ['APPLE.COM/BILL 866-712-7753 CA', 'APPLE', 'apple'],
  ['GOOGLE *YouTubePremium g.co/helppay#', 'YOUTUBEPREMIUM', 'youtubepremium'],
  // United States: ACH, transfers, cash, fees
  ['ACME CORP DES:PAYROLL ID:XXXXX45 INDN:DOE JOHN CO ID:XXXXX1234 PPD', 'ACME PAYROLL', 'acme payroll'],
  [
    'ORIG CO NAME:ACME CORP ORIG ID:1234567890 DESC DATE:240115 CO ENTRY DESCR:PAYROLL SEC:PPD TRACE#:021000021234567 EED:240115 IND ID:123 IND NAME:JOHN DOE TRN: 0151234567TC',
    'ACME PAYROLL',
    'acme payroll',
  ],
  ['ZELLE PAYMENT TO JOHN SMITH 1234567890', 'ZELLE JOHN SMITH', 'transfer zelle john smith'],
  ['ATM WITHDRAWAL 001234 123 MAIN ST AUSTIN TX', 'ATM', 'atm'],
  ['NON-CHASE ATM FEE-WITH', 'NON CHASE FEE WITH', 'atm non chase fee'],
  ['MONTHLY SERVICE FEE', 'MONTHLY SERVICE FEE', 'monthly service fee'],
  // United Kingdom
  ['TESCO STORES 3345 LONDON GB', 'TESCO', 'tesco stores'],
  ['SAINSBURYS S/MKTS CD 1234', 'SAINSBURYS', 'sainsburys'],
  ['CARD PAYMENT TO TESCO STORES 2231 ON 12-03-2024', 'TESCO', 'card tesco stores'],
  ['DD BRITISH GAS 800012345', 'BRITISH GAS', 'directdebit british gas'],
  ['O2 MOBILE DD', 'O2 MOBILE', 'directdebit o2 mobile'],
  ['BGC ACME LTD SALARY', 'ACME SALARY', 'directcredit acme salary'],
  ['VIS PRET A MANGER LONDON', 'PRET A MANGER', 'card pret a manger'],
  ['))) COSTA COFFEE 43012 MANCHESTER', 'COSTA COFFEE', 'costa coffee'],
  ['MARKS&SPENCER PLC SACAT 1234 LEEDS', 'M&S SACAT', 'm&s sacat'],
  ['FASTER PAYMENT TO J SMITH REF RENT MARCH', 'J SMITH RENT', 'transfer j smith rent'],
  ['SO MR J SMITH RENT', 'J SMITH RENT', 'standingorder j smith rent'],
  ['BP 1234 LONDON GB', 'BP', 'bp'],
  ['SUMUP *MARIOS CAFE', 'MARIOS CAFE', 'marios cafe'],
  ['ZETTLE_*THE COFFEE HOUSE', 'COFFEE HOUSE', 'coffee house'],
  // Europe
  ['Kartenzahlung REWE Markt GmbH Berlin DE 14.03.2024', 'REWE MARKT', 'card rewe markt'],
  [
    'SEPA-LASTSCHRIFT Vodafone GmbH Mandatsref: M12345 Glaeubiger-ID DE98ZZZ09999999999',
    'VODAFONE',
    'directdebit vodafone',
  ],
  ['Überweisung an Max Mustermann Miete März', 'MAX MUSTERMANN MIETE', 'transfer max mustermann miete'],
  ['CB CARREFOUR MARKET 12/03 PARIS', 'CARREFOUR MARKET', 'card carrefour market'],
  ['CARTE X1234 15/03 MONOPRIX PARIS 8', 'MONOPRIX', 'card monoprix'],
  ['PRLV SEPA EDF CLIENTS PARTICULIERS', 'EDF CLIENTS PARTICULIERS', 'directdebit edf clients particuliers'],
  ['BEA Albert Heijn 1234 AMSTERDAM', 'ALBERT HEIJN', 'card albert heijn'],
  ['Betaalautomaat 12:34 pasnr. 012 JUMBO UTRECHT', 'JUMBO', 'card jumbo'],
  ['iDEAL Wehkamp 1234567890', 'WEHKAMP', 'online wehkamp'],
  ['COMPRA TARJ. MERCADONA VALENCIA', 'MERCADONA', 'card mercadona'],
  ['VDP-DUNNES STORES DUBLIN', 'DUNNES', 'card dunnes stores'],
  ['Café de Flore 01/04 PARIS', 'CAFE FLORE', 'cafe flore'],
  // Australia
  ['WOOLWORTHS 1234 SYDNEY NSW AUS Card xx1234 Value Date: 15/03/2024', 'WOOLWORTHS', 'card woolworths'],
  ['EFTPOS COLES 0456 MELBOURNE VIC', 'COLES', 'card coles'],
  // Canada: Interac debit
  ['INTERAC PURCHASE SOBEYS 0412 HALIFAX NS', 'SOBEYS', 'card sobeys'],
  ['IDP PURCHASE - PETRO-CANADA 88213 REGINA', 'PETRO CANADA', 'card petro canada'],
  ['IDP EDUCATION AUSTRALIA', 'IDP EDUCATION', 'idp education'],
  ['Direct Credit 123456 ACME PTY LTD SALARY', 'ACME SALARY', 'directcredit acme salary'],
  ['Transfer to J Smith NetBank', 'J SMITH', 'transfer j smith'],
  ['BPAY ORIGIN ENERGY 123456', 'ORIGIN ENERGY', 'billpay origin energy'],
  // Canada: towns and provinces after the payee
  ['CO-OP GAS BAR SASKATOON SK', 'CO OP GAS BAR', 'co op gas bar'],
  ['IDP PURCHASE - SUNNYSIDE GAS BAR THUNDER BAY', 'SUNNYSIDE GAS BAR', 'card sunnyside gas bar'],
  ['INTERAC PURCHASE BOULANGERIE ST-METHODE QUEBEC QC', 'BOULANGERIE ST METHODE', 'card boulangerie st methode'],
  // Canada: pre-authorised payments and debits, printed after the payee only (`PAD THAI` is a restaurant)
  ['BC HYDRO PAP', 'BC HYDRO', 'directdebit bc hydro'],
  ['ROGERS WIRELESS PAD', 'ROGERS WIRELESS', 'directdebit rogers wireless'],
  ['PAD THAI HOUSE 0412 OTTAWA ON', 'PAD THAI HOUSE', 'pad thai house'],
  // A US ACH entry (`DES:`) is a debit the payee pulls
  ['ENTERGY ARKANSAS DES:ENTERGY ID:XXXXX4421 INDN:JANE DOE CO ID:XXXXX12345 WEB', 'ENTERGY ARKANSAS', 'ach entergy'],
];

function containsInOrder(text: string, expected: string): boolean {
  const words = text.split(' ');
  let at = 0;
  for (const word of expected.split(' ')) {
    const found = words.indexOf(word, at);
    if (found < 0) return false;
    at = found + 1;
  }
  return true;
}

describe('normaliseDescription', () => {
  it.each(CASES)('%s -> %s', (raw, key, words) => {
    const normalised = normaliseDescription(raw);
    expect(normalised.merchantKey).toBe(key);
    expect(containsInOrder(normalised.text, words)).toBe(true);
  });

  it('cuts Canadian towns and provinces after the payee, as it does American, British, European and Australian ones', () => {
    expect(normaliseDescription('CO-OP GAS BAR SASKATOON SK').text).toBe('instore co op gas bar');
    expect(normaliseDescription('TIM HORTONS 4412 TORONTO ON').merchantKey).toBe('TIM HORTONS');
    expect(normaliseDescription('TIM HORTONS KINGSTON RD TORONTO ON').text).toBe('instore tim hortons kingston rd');
    expect(normaliseDescription('INTERAC PURCHASE BOULANGERIE ST-METHODE QUEBEC QC').text).toBe(
      'card instore boulangerie st methode',
    );
  });

  it('reads the shortened and cut words of a card network’s 22-character name field whole, for the model only', () => {
    expect(normaliseDescription('GREENS SUPERMKT 12').text).toBe('greens supermarket');
    expect(normaliseDescription('OAKWOOD PHCY').text).toBe('oakwood pharmacy');
    expect(normaliseDescription('GOLDEN DRAGON RSTRNT').text).toBe('golden dragon restaurant');
    expect(normaliseDescription('JOES SVC STN').text).toBe('joes service station');
    // A name cut mid-word at the field's end.
    expect(normaliseDescription('MAIN ST HARDWAR').text).toBe('main st hardware');
    // The key and the label keep the statement's spelling (the user's memory is keyed by it).
    expect(normaliseDescription('CITY PKG GARAGE').merchantKey).toBe('CITY PKG GARAGE');
    expect(normaliseDescription('CITY PKG GARAGE').label).toBe('CITY PKG GARAGE');
    // Shortenings that mean more than one thing are left alone.
    expect(normaliseDescription('CLUB MED').text).toBe('club med');
    expect(normaliseDescription('REST STOP DINER').text).toBe('rest stop diner');
  });

  it('gives one key to the same merchant in different banks’ formats', () => {
    const keys = new Set(
      [
        'STARBUCKS STORE 12345 SEATTLE WA',
        'POS STARBUCKS #998 PORTLAND OR',
        'CHECKCARD 0301 STARBUCKS 0042 DENVER CO 24431064061100012345678',
        'PURCHASE AUTHORIZED ON 03/02 STARBUCKS STORE 07788 CHICAGO IL S584061234567890 CARD 4821',
        'SQ *STARBUCKS BOSTON MA',
      ].map((raw) => normaliseDescription(raw).merchantKey),
    );
    expect([...keys]).toEqual(['STARBUCKS']);
  });

  it('labels the cleaned description in words for a reader or the LLM', () => {
    expect(normaliseDescription('DD BRITISH GAS 800012345').label).toBe('DIRECT DEBIT BRITISH GAS');
    expect(normaliseDescription('AMZN MKTP US*2K3L45 AMZN.COM/BILL WA').label).toBe('AMAZON');
    expect(
      normaliseDescription('PURCHASE AUTHORIZED ON 01/15 SQ *BLUE BOTTLE COFFEE OAKLAND CA S384015679213 CARD 4821')
        .label,
    ).toBe('BLUE BOTTLE COFFEE');
  });

  it('never keeps card numbers, dates, times, amounts or references in the model text', () => {
    const { text } = normaliseDescription(
      'CARD 4821 PURCHASE 03/14 10:42 TESCO STORES 3345 REF: AB12CD34 GBP 12.50 XXXX1234',
    );
    expect(text).not.toMatch(/\d/);
    expect(text).toContain('tesco');
  });

  it('keeps short bank codes that are names when they are not at either end', () => {
    expect(normaliseDescription('CAFE SO GOOD BAKERY LONDON').merchantKey).toBe('CAFE SO GOOD BAKERY');
  });

  it('returns an empty key and text for a description with nothing but numbers', () => {
    expect(normaliseDescription('123456 03/04 99.10')).toEqual({ merchantKey: '', text: '', label: '' });
  });
});
