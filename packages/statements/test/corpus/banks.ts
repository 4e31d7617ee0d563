/**
 * A corpus of bank export layouts, each written from the bank's published export format or a public import
 * configuration (firefly-iii/import-configurations: column roles, delimiter, date format, sign convention), with a
 * few rows of realistic merchants. Every row states what must be stored: date, a merchant the description contains,
 * and the signed amount (negative is money out).
 */
export interface BankFixture {
  bank: string;
  country: 'US' | 'UK' | 'DE' | 'NL' | 'FR' | 'ES' | 'BE' | 'AT' | 'CA' | 'AU' | 'NZ';
  /** Where the layout comes from. */
  source: string;
  text: string;
  /** Bytes other than UTF-8 (German and French exports are often Windows-1252). */
  encoding?: 'latin1';
  rows: Array<[date: string, merchant: string, amount: string]>;
  /** What detection must report beside the rows. */
  expect?: { sign?: 'signed' | 'charges-positive'; currency?: string; doubts?: string[] };
}

const FIREFLY = 'firefly-iii/import-configurations';

export const BANKS: BankFixture[] = [
  // ------------------------------------------------------------------ United States
  {
    bank: 'Chase checking',
    country: 'US',
    source: `Chase "Download account activity" CSV (checking); ${FIREFLY} US/Chase/default.json`,
    text: [
      'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
      'DEBIT,01/03/2024,"STARBUCKS STORE 10234 SEATTLE WA",-5.75,DEBIT_CARD,2494.25,,',
      'DEBIT,01/04/2024,"WHOLEFDS MKT 10234 SEATTLE WA",-84.12,DEBIT_CARD,2410.13,,',
      'CHECK,01/08/2024,"CHECK 1024",-120.00,CHECK_PAID,2290.13,1024,',
      'CREDIT,01/15/2024,"ACME CORP PAYROLL PPD ID: 9876543210",2500.00,ACH_CREDIT,4790.13,,',
      'DEBIT,01/16/2024,"NETFLIX.COM NETFLIX.COM CA",-15.49,DEBIT_CARD,4774.64,,',
    ].join('\n'),
    rows: [
      ['2024-01-03', 'STARBUCKS', '-5.75'],
      ['2024-01-04', 'WHOLEFDS', '-84.12'],
      ['2024-01-08', 'CHECK 1024', '-120.00'],
      ['2024-01-15', 'ACME CORP PAYROLL', '2500.00'],
      ['2024-01-16', 'NETFLIX', '-15.49'],
    ],
    expect: { sign: 'signed' },
  },
  {
    bank: 'Chase credit card',
    country: 'US',
    source: 'Chase card activity CSV: purchases negative, payments positive',
    text: [
      'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
      '01/03/2024,01/04/2024,TRADER JOE S #552,Groceries,Sale,-54.23,',
      '01/06/2024,01/07/2024,SHELL OIL 57444,Gas,Sale,-41.10,',
      '01/20/2024,01/20/2024,Payment Thank You-Mobile,,Payment,500.00,',
    ].join('\n'),
    rows: [
      ['2024-01-03', 'TRADER JOE', '-54.23'],
      ['2024-01-06', 'SHELL OIL', '-41.10'],
      ['2024-01-20', 'Payment Thank You', '500.00'],
    ],
    expect: { sign: 'signed' },
  },
  {
    bank: 'American Express',
    country: 'US',
    source: `American Express "Download your transactions" CSV: charges positive, credits negative; ${FIREFLY} ca/american-express/default.json`,
    text: [
      'Date,Description,Amount',
      '01/05/2024,UBER EATS HELP.UBER.COM CA,32.18',
      '01/07/2024,WHOLE FOODS MARKET AUSTIN TX,76.40',
      '01/12/2024,AUTOPAY PAYMENT RECEIVED - THANK YOU,-450.00',
      '01/14/2024,DELTA AIR LINES ATLANTA,412.30',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'UBER EATS', '-32.18'],
      ['2024-01-07', 'WHOLE FOODS', '-76.40'],
      ['2024-01-12', 'AUTOPAY PAYMENT', '450.00'],
      ['2024-01-14', 'DELTA AIR LINES', '-412.30'],
    ],
    expect: { sign: 'charges-positive', doubts: ['sign'] },
  },
  {
    bank: 'American Express (card member columns)',
    country: 'US',
    source: 'American Express CSV with card member and account columns: charges positive',
    text: [
      'Date,Description,Card Member,Account #,Amount',
      '02/02/2024,BLUE BOTTLE COFFEE OAKLAND,JANE DOE,-41007,6.50',
      '02/03/2024,LYFT *RIDE SAT 8PM,JANE DOE,-41007,18.25',
      '02/05/2024,AMAZON MARKETPLACE NA PA,JOHN DOE,-41015,29.99',
    ].join('\n'),
    rows: [
      ['2024-02-02', 'BLUE BOTTLE', '-6.50'],
      ['2024-02-03', 'LYFT', '-18.25'],
      ['2024-02-05', 'AMAZON', '-29.99'],
    ],
    expect: { sign: 'charges-positive' },
  },
  {
    bank: 'Discover',
    country: 'US',
    source: 'Discover card "Download transactions" CSV: purchases positive, payments negative',
    text: [
      'Trans. Date,Post Date,Description,Amount,Category',
      '01/02/2024,01/02/2024,SHELL OIL 57444 HOUSTON TX,45.10,Gasoline',
      '01/04/2024,01/05/2024,KROGER #123 HOUSTON TX,63.87,Supermarkets',
      '01/15/2024,01/15/2024,INTERNET PAYMENT - THANK YOU,-300.00,Payments and Credits',
    ].join('\n'),
    rows: [
      ['2024-01-02', 'SHELL OIL', '-45.10'],
      ['2024-01-04', 'KROGER', '-63.87'],
      ['2024-01-15', 'INTERNET PAYMENT', '300.00'],
    ],
    expect: { sign: 'charges-positive' },
  },
  {
    bank: 'Capital One (US card)',
    country: 'US',
    source: 'Capital One card CSV: separate Debit and Credit columns',
    text: [
      'Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit',
      '2024-01-04,2024-01-05,1234,TARGET 00012345,Merchandise,23.45,',
      '2024-01-09,2024-01-10,1234,CHIPOTLE 1234,Dining,12.80,',
      '2024-01-20,2024-01-20,1234,CAPITAL ONE AUTOPAY PYMT,Payment/Credit,,150.00',
    ].join('\n'),
    rows: [
      ['2024-01-04', 'TARGET', '-23.45'],
      ['2024-01-09', 'CHIPOTLE', '-12.80'],
      ['2024-01-20', 'AUTOPAY', '150.00'],
    ],
  },
  {
    bank: 'Citi',
    country: 'US',
    source: 'Citi card CSV: Debit positive, Credit negative',
    text: [
      'Status,Date,Description,Debit,Credit',
      'Cleared,01/06/2024,"COSTCO WHSE #1234 SEATTLE WA",150.23,',
      'Cleared,01/09/2024,"SAFEWAY #0456 SEATTLE WA",42.18,',
      'Cleared,01/20/2024,"ONLINE PAYMENT, THANK YOU",,-200.00',
    ].join('\n'),
    rows: [
      ['2024-01-06', 'COSTCO', '-150.23'],
      ['2024-01-09', 'SAFEWAY', '-42.18'],
      ['2024-01-20', 'ONLINE PAYMENT', '200.00'],
    ],
  },
  {
    bank: 'Bank of America (summary block)',
    country: 'US',
    source: 'Bank of America checking CSV: a summary block above the transactions',
    text: [
      'Description,,Summary Amt.',
      'Beginning balance as of 01/01/2024,,"1,000.00"',
      'Total credits,,"2,500.00"',
      'Total debits,,"-112.45"',
      'Ending balance as of 01/31/2024,,"3,387.55"',
      '',
      'Date,Description,Amount,Running Bal.',
      '01/03/2024,"TRADER JOE S #123 SAN FRANCISCO CA",-45.67,"954.33"',
      '01/10/2024,"PG&E DES:WEB ONLINE ID:123456",-66.78,"887.55"',
      '01/15/2024,"GUSTO DES:PAY 123456 ID:7890",2500.00,"3,387.55"',
    ].join('\n'),
    rows: [
      ['2024-01-03', 'TRADER JOE', '-45.67'],
      ['2024-01-10', 'PG&E', '-66.78'],
      ['2024-01-15', 'GUSTO', '2500.00'],
    ],
  },
  {
    bank: 'Wells Fargo (no header)',
    country: 'US',
    source: 'Wells Fargo "Comma delimited" download: date, amount, *, check number, description; no header',
    text: [
      '"01/05/2024","-4.50","*","","STARBUCKS STORE 123 PORTLAND OR"',
      '"01/06/2024","-58.20","*","","FRED-MEYER #0456 PORTLAND OR"',
      '"01/15/2024","1850.00","*","","ACME INC PAYROLL 240115"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'STARBUCKS', '-4.50'],
      ['2024-01-06', 'FRED-MEYER', '-58.20'],
      ['2024-01-15', 'ACME INC', '1850.00'],
    ],
  },
  {
    bank: 'US Bank',
    country: 'US',
    source: 'U.S. Bank "Download transactions" CSV: Transaction is DEBIT/CREDIT, the payee is in Name',
    text: [
      '"Date","Transaction","Name","Memo","Amount"',
      '"2024-01-05","DEBIT","TARGET T-1234 MINNEAPOLIS MN","Download from usbank.com. ","-23.45"',
      '"2024-01-08","DEBIT","CUB FOODS #1234 SAINT PAUL MN","Download from usbank.com. ","-61.02"',
      '"2024-01-15","CREDIT","ELECTRONIC DEPOSIT ACME PAYROLL","Download from usbank.com. ","1500.00"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'TARGET', '-23.45'],
      ['2024-01-08', 'CUB FOODS', '-61.02'],
      ['2024-01-15', 'ACME PAYROLL', '1500.00'],
    ],
  },
  {
    bank: 'Ally',
    country: 'US',
    source: 'Ally Bank CSV: Date, Time, Amount, Type, Description',
    text: [
      'Date, Time, Amount, Type, Description',
      '2024-01-05, 10:22:01, -12.34, Withdrawal, NETFLIX.COM',
      '2024-01-09, 08:01:44, -40.00, Withdrawal, ATM WITHDRAWAL 7-ELEVEN',
      '2024-01-15, 06:00:00, 2100.00, Deposit, ACME CORP DIRECT DEP',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'NETFLIX', '-12.34'],
      ['2024-01-09', '7-ELEVEN', '-40.00'],
      ['2024-01-15', 'ACME CORP', '2100.00'],
    ],
  },
  {
    bank: 'Apple Card',
    country: 'US',
    source: 'Apple Card "Export transactions" CSV: Merchant column, purchases positive, payments negative',
    text: [
      'Transaction Date,Clearing Date,Description,Merchant,Category,Type,Amount (USD),Purchased By',
      '01/05/2024,01/06/2024,"APPLE.COM/BILL ONE APPLE PARK WAY CUPERTINO","Apple Services","Other","Purchase","9.99","Jane Doe"',
      '01/07/2024,01/08/2024,"UBER *TRIP HELP.UBER.COM","Uber","Transportation","Purchase","23.10","Jane Doe"',
      '01/20/2024,01/20/2024,"ACH DEPOSIT INTERNET TRANSFER","Ach Deposit","Payment","Payment","-200.00","Jane Doe"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'Apple Services', '-9.99'],
      ['2024-01-07', 'Uber', '-23.10'],
      ['2024-01-20', 'Ach Deposit', '200.00'],
    ],
    expect: { sign: 'charges-positive', currency: 'USD' },
  },
  // ------------------------------------------------------------------ United Kingdom
  {
    bank: 'Barclays',
    country: 'UK',
    source: `Barclays "Export" CSV: Number, Date, Account, Amount, Subcategory, Memo; ${FIREFLY} gb/barclays/default.json`,
    text: [
      'Number,Date,Account,Amount,Subcategory,Memo',
      ',05/01/2024,20-32-06 13152170,-12.50,PAYMENT,"TESCO STORES 3297 ON 04 JAN BCC"',
      ',08/01/2024,20-32-06 13152170,-45.00,DIRECTDEP,"THAMES WATER REF 123456 DDR"',
      ',25/01/2024,20-32-06 13152170,2100.00,FT,"ACME LTD SALARY JAN"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'TESCO', '-12.50'],
      ['2024-01-08', 'THAMES WATER', '-45.00'],
      ['2024-01-25', 'ACME LTD', '2100.00'],
    ],
  },
  {
    bank: 'Lloyds',
    country: 'UK',
    source: 'Lloyds (and Halifax) CSV: Debit Amount and Credit Amount columns',
    text: [
      'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance',
      "05/01/2024,DEB,'30-94-57,12345678,SAINSBURYS S/MKTS,23.40,,1176.60",
      "09/01/2024,DD,'30-94-57,12345678,BRITISH GAS,56.00,,1120.60",
      "25/01/2024,BGC,'30-94-57,12345678,ACME LTD,,2100.00,3220.60",
    ].join('\n'),
    rows: [
      ['2024-01-05', 'SAINSBURYS', '-23.40'],
      ['2024-01-09', 'BRITISH GAS', '-56.00'],
      ['2024-01-25', 'ACME LTD', '2100.00'],
    ],
  },
  {
    bank: 'Nationwide',
    country: 'UK',
    source: 'Nationwide FlexAccount CSV: account preamble, Paid out / Paid in with £',
    encoding: 'latin1',
    text: [
      '"Account Name:","FlexAccount ****1234"',
      '"Account Balance:","£1,234.56"',
      '"Available Balance: ","£1,234.56"',
      '',
      '"Date","Transaction type","Description","Paid out","Paid in","Balance"',
      '"05 Jan 2024","Contactless payment","PRET A MANGER LONDON","£4.95","","£1,229.61"',
      '"06 Jan 2024","Visa purchase","WAITROSE 123 LONDON","£32.10","","£1,197.51"',
      '"25 Jan 2024","Bank credit ACME LTD","ACME LTD","","£2,100.00","£3,297.51"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'PRET A MANGER', '-4.95'],
      ['2024-01-06', 'WAITROSE', '-32.10'],
      ['2024-01-25', 'ACME LTD', '2100.00'],
    ],
    expect: { currency: 'GBP' },
  },
  {
    bank: 'Starling',
    country: 'UK',
    source: 'Starling Bank statement CSV: Counter Party is the payee, Reference the payment reference',
    text: [
      'Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes',
      '05/01/2024,Tesco,TESCO STORES 3297,CONTACTLESS,-12.50,987.50,GROCERIES,',
      '06/01/2024,Jane Smith,JAN RENT SHARE,FASTER PAYMENT,-400.00,587.50,BILLS_AND_SERVICES,',
      '25/01/2024,Acme Ltd,SALARY JANUARY,FASTER PAYMENT,2100.00,2687.50,INCOME,',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'Tesco', '-12.50'],
      ['2024-01-06', 'Jane Smith', '-400.00'],
      ['2024-01-25', 'Acme Ltd', '2100.00'],
    ],
    expect: { currency: 'GBP' },
  },
  {
    bank: 'Monzo',
    country: 'UK',
    source: 'Monzo "Export transactions" CSV: Name, Amount, Currency, Money Out / Money In',
    text: [
      'Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,Notes and #tags,Address,Receipt,Description,Category split,Money Out,Money In',
      'tx_0001,05/01/2024,08:12:01,Card payment,Pret A Manger,☕,Eating out,-4.95,GBP,-4.95,GBP,,,,"PRET A MANGER LONDON GBR",,-4.95,',
      'tx_0002,06/01/2024,18:40:22,Card payment,Tesco,🛒,Groceries,-23.10,GBP,-23.10,GBP,,,,"TESCO STORES 6148 LONDON GBR",,-23.10,',
      'tx_0003,25/01/2024,06:00:00,Faster payment,Acme Ltd,,Income,2100.00,GBP,2100.00,GBP,,,,"SALARY",,,2100.00',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'Pret A Manger', '-4.95'],
      ['2024-01-06', 'Tesco', '-23.10'],
      ['2024-01-25', 'Acme Ltd', '2100.00'],
    ],
    expect: { currency: 'GBP' },
  },
  {
    bank: 'HSBC UK (no header)',
    country: 'UK',
    source: 'HSBC UK "Download transactions" CSV: date, description, amount; no header',
    text: [
      '05/01/2024,TESCO STORES 3297,-12.50',
      '12/01/2024,COSTA COFFEE 4421,-3.20',
      '25/01/2024,ACME LTD SALARY,"2,100.00"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'TESCO', '-12.50'],
      ['2024-01-12', 'COSTA', '-3.20'],
      ['2024-01-25', 'ACME LTD', '2100.00'],
    ],
  },
  {
    bank: 'Revolut',
    country: 'UK',
    source:
      'Revolut account statement CSV: Type, Product, Started/Completed Date, Description, Amount, Fee, Currency, State',
    text: [
      'Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance',
      'CARD_PAYMENT,Current,2024-01-05 10:22:11,2024-01-06 09:00:00,Pret A Manger,-4.95,0.00,GBP,COMPLETED,995.05',
      'CARD_PAYMENT,Current,2024-01-07 19:02:45,2024-01-08 09:00:00,Uber,-14.20,0.00,GBP,COMPLETED,980.85',
      'TOPUP,Current,2024-01-09 12:00:00,2024-01-09 12:00:01,Top-Up by *1234,200.00,0.00,GBP,COMPLETED,1180.85',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'Pret A Manger', '-4.95'],
      ['2024-01-07', 'Uber', '-14.20'],
      ['2024-01-09', 'Top-Up', '200.00'],
    ],
    expect: { currency: 'GBP' },
  },
  {
    bank: 'NatWest',
    country: 'UK',
    source: 'NatWest (and RBS) CSV: Date, Type, Description, Value, Balance, Account Name, Account Number',
    text: [
      'Date, Type, Description, Value, Balance, Account Name, Account Number',
      `05/01/2024,POS,"'4321 04JAN24 , TESCO STORES 3297 , LONDON GB",-12.50,987.50,'CURRENT,'123456-12345678`,
      `09/01/2024,D/D,"'EDF ENERGY",-60.00,927.50,'CURRENT,'123456-12345678`,
      `25/01/2024,BAC,"'ACME LTD , SALARY",2100.00,3027.50,'CURRENT,'123456-12345678`,
    ].join('\n'),
    rows: [
      ['2024-01-05', 'TESCO', '-12.50'],
      ['2024-01-09', 'EDF ENERGY', '-60.00'],
      ['2024-01-25', 'ACME LTD', '2100.00'],
    ],
  },
  // ------------------------------------------------------------------ Germany
  {
    bank: 'Sparkasse (CSV-CAMT)',
    country: 'DE',
    source: `Sparkasse CSV-CAMT export; ${FIREFLY} de/sparkasse/csv-camt52v8.json`,
    encoding: 'latin1',
    text: [
      '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"',
      '"DE12500105170648489890";"05.01.24";"05.01.24";"KARTENZAHLUNG";"2024-01-04T18:22 Debitk.1 2027-12";"";"";"";"";"";"";"REWE Markt GmbH";"DE02120300000000202051";"BYLADEM1001";"-23,45";"EUR";"Umsatz gebucht"',
      '"DE12500105170648489890";"08.01.24";"08.01.24";"FOLGELASTSCHRIFT";"Stromabschlag Januar";"DE98ZZZ09999999999";"M-123";"";"";"";"";"Stadtwerke München";"DE44700500000000123456";"BYLADEMM";"-85,00";"EUR";"Umsatz gebucht"',
      '"DE12500105170648489890";"29.01.24";"29.01.24";"GUTSCHR. UEBERWEISUNG";"Gehalt Januar 2024";"";"";"";"";"";"";"ACME GmbH";"DE89370400440532013000";"COBADEFFXXX";"3.150,00";"EUR";"Umsatz gebucht"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'REWE Markt', '-23.45'],
      ['2024-01-08', 'Stadtwerke München', '-85.00'],
      ['2024-01-29', 'ACME GmbH', '3150.00'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'DKB',
    country: 'DE',
    source: `DKB Girokonto CSV (2023 format): payer and payee columns; ${FIREFLY} de/dkb/csv-giro.json`,
    text: [
      '"Girokonto";"DE12120300001234567890"',
      '""',
      '"Kontostand vom 31.01.2024:";"1.234,56 €"',
      '""',
      '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"',
      '"05.01.24";"05.01.24";"Gebucht";"Max Mustermann";"EDEKA Center Berlin";"Kartenzahlung";"Ausgang";"DE11100100100123456789";"-42,17";"";"";""',
      '"10.01.24";"10.01.24";"Gebucht";"Max Mustermann";"Vattenfall Europe Sales";"Abschlag Strom";"Ausgang";"DE22100100100987654321";"-64,00";"DE11ZZZ00000012345";"V-998";""',
      '"29.01.24";"29.01.24";"Gebucht";"ACME GmbH";"Max Mustermann";"Gehalt 01/2024";"Eingang";"DE89370400440532013000";"3.150,00";"";"";""',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'EDEKA', '-42.17'],
      ['2024-01-10', 'Vattenfall', '-64.00'],
      ['2024-01-29', 'ACME GmbH', '3150.00'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'ING Germany',
    country: 'DE',
    source: `ING Deutschland Umsatzanzeige CSV: preamble, Auftraggeber/Empfänger, Buchungstext; ${FIREFLY} de/ing/csv-giro.json`,
    encoding: 'latin1',
    text: [
      'Umsatzanzeige;Datei erstellt am: 01.02.2024 10:00',
      '',
      'IBAN;DE12 5001 0517 1234 5678 90',
      'Kontoname;Girokonto',
      'Bank;ING',
      'Kunde;Max Mustermann',
      'Zeitraum;01.01.2024 - 31.01.2024',
      'Saldo;1.234,56;EUR',
      '',
      'Sortierung;Datum absteigend',
      '',
      'Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung',
      '29.01.2024;29.01.2024;ACME GmbH;Gehalt/Rente;Gehalt Januar;4.384,56;EUR;3.150,00;EUR',
      '10.01.2024;10.01.2024;Netflix International B.V.;Lastschrift;Netflix Abo;1.234,56;EUR;-12,99;EUR',
      '05.01.2024;05.01.2024;VISA LIDL SAGT DANKE;Lastschrift;NR XXXX 1234 BERLIN KAUFUMSATZ;1.247,55;EUR;-18,40;EUR',
    ].join('\n'),
    rows: [
      ['2024-01-29', 'ACME GmbH', '3150.00'],
      ['2024-01-10', 'Netflix', '-12.99'],
      ['2024-01-05', 'LIDL', '-18.40'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'N26',
    country: 'DE',
    source: `N26 CSV export (2024): Partner Name, Amount (EUR); ${FIREFLY} de/n26/default.json`,
    text: [
      '"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (EUR)","Original Amount","Original Currency","Exchange Rate"',
      '2024-01-05,2024-01-05,"Lidl Dienstleistung",,"Presentment",-,"Main Account",-18.40,,,',
      '2024-01-09,2024-01-09,"Spotify AB",,"Presentment",-,"Main Account",-10.99,,,',
      '2024-01-29,2024-01-29,"ACME GmbH",DE89370400440532013000,"Credit Transfer","Gehalt Januar","Main Account",3150.00,,,',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'Lidl', '-18.40'],
      ['2024-01-09', 'Spotify', '-10.99'],
      ['2024-01-29', 'ACME GmbH', '3150.00'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'Commerzbank',
    country: 'DE',
    source: `Commerzbank Umsätze CSV: Umsatzart is the kind, Buchungstext the whole text; ${FIREFLY} de/commerzbank/csv-giro.json`,
    text: [
      'Buchungstag;Wertstellung;Umsatzart;Buchungstext;Betrag;Währung;Auftraggeberkonto;Bankleitzahl Auftraggeberkonto;IBAN Auftraggeberkonto;Kategorie',
      '05.01.2024;05.01.2024;Lastschrift;REWE SAGT DANKE 12345 Kartenzahlung girocard;-23,45;EUR;1234567890;20040000;DE12200400001234567890;Lebensmittel',
      '08.01.2024;08.01.2024;Lastschrift;Deutsche Telekom AG Rechnung 0124;-39,95;EUR;1234567890;20040000;DE12200400001234567890;Telefon',
      '29.01.2024;29.01.2024;Gutschrift;ACME GmbH Gehalt Januar;3150,00;EUR;1234567890;20040000;DE12200400001234567890;Gehalt',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'REWE', '-23.45'],
      ['2024-01-08', 'Telekom', '-39.95'],
      ['2024-01-29', 'ACME GmbH', '3150.00'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'Volksbank (S/H column)',
    country: 'DE',
    source: 'Volksbank / VR-Bank legacy CSV: unsigned Umsatz and an unnamed S/H column (Soll/Haben)',
    encoding: 'latin1',
    text: [
      '"Buchungstag";"Valuta";"Empfänger/Zahlungspflichtiger";"Vorgang/Verwendungszweck";"Währung";"Umsatz";" "',
      '"05.01.2024";"05.01.2024";"ALDI SUED";"Kartenzahlung ALDI SAGT DANKE";"EUR";"31,20";"S"',
      '"09.01.2024";"09.01.2024";"Allianz Versicherungs-AG";"Lastschrift Beitrag KFZ";"EUR";"48,90";"S"',
      '"29.01.2024";"29.01.2024";"ACME GmbH";"Gehalt Januar";"EUR";"3.150,00";"H"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'ALDI', '-31.20'],
      ['2024-01-09', 'Allianz', '-48.90'],
      ['2024-01-29', 'ACME GmbH', '3150.00'],
    ],
  },
  // ------------------------------------------------------------------ Netherlands
  {
    bank: 'ING Netherlands',
    country: 'NL',
    source: `ING Nederland "Af- en bijschrijvingen" CSV: unsigned Bedrag with Af/Bij; ${FIREFLY} nl/ing/default.json`,
    text: [
      '"Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)","Mutatiesoort","Mededelingen"',
      '"20240105","Albert Heijn 1234","NL12INGB0001234567","","BA","Af","12,50","Betaalautomaat","Pasvolgnr: 001 05-01-2024 12:34 Transactie: A1B2C3 Term: 12345"',
      '"20240108","NS Groep IZ NS Reizigers","NL12INGB0001234567","NL21RABO0123456789","IC","Af","45,00","Incasso","Naam: NS Groep Omschrijving: Reizen december"',
      '"20240125","ACME BV","NL12INGB0001234567","NL91ABNA0417164300","OV","Bij","2.850,00","Overschrijving","Naam: ACME BV Omschrijving: Salaris januari"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'Albert Heijn', '-12.50'],
      ['2024-01-08', 'NS Groep', '-45.00'],
      ['2024-01-25', 'ACME BV', '2850.00'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'Rabobank',
    country: 'NL',
    source: `Rabobank CSV (2018 format): Naam tegenpartij, signed Bedrag; ${FIREFLY} nl/rabobank/rabobank-new-csv-format.json`,
    encoding: 'latin1',
    text: [
      '"IBAN/BBAN","Munt","BIC","Volgnr","Datum","Rentedatum","Bedrag","Saldo na trn","Tegenrekening IBAN/BBAN","Naam tegenpartij","Naam uiteindelijke partij","Naam initiërende partij","BIC tegenpartij","Code","Batch ID","Transactiereferentie","Machtigingskenmerk","Incassant ID","Betalingskenmerk","Omschrijving-1","Omschrijving-2","Omschrijving-3","Reden retour","Oorspr bedrag","Oorspr munt","Koers"',
      '"NL11RABO0123456789","EUR","RABONL2U","000000000000001001","2024-01-05","2024-01-05","-12,50","+987,50","","Jumbo Utrecht","","","","bc","","","","","","Betaalautomaat 12:34 pasnr. 001","","","","","",""',
      '"NL11RABO0123456789","EUR","RABONL2U","000000000000001002","2024-01-09","2024-01-09","-55,00","+932,50","NL20INGB0001234567","Eneco","","","INGBNL2A","ei","","","M-1","NL12ZZZ","","Termijnbedrag januari","","","","","",""',
      '"NL11RABO0123456789","EUR","RABONL2U","000000000000001003","2024-01-25","2024-01-25","+2.850,00","+3.782,50","NL91ABNA0417164300","ACME BV","","","ABNANL2A","cb","","","","","","Salaris januari","","","","","",""',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'Jumbo', '-12.50'],
      ['2024-01-09', 'Eneco', '-55.00'],
      ['2024-01-25', 'ACME BV', '2850.00'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'bunq',
    country: 'NL',
    source: `bunq CSV export: Counterparty is the IBAN, Name the payee; ${FIREFLY} nl/bunq/default.json`,
    text: [
      '"Date";"Interest Date";"Amount";"Account";"Counterparty";"Name";"Description"',
      '"2024-01-05";"2024-01-05";"-12,50";"NL01BUNQ2025123456";"";"Albert Heijn";"Albert Heijn 1234 Amsterdam NL"',
      '"2024-01-07";"2024-01-07";"-9,99";"NL01BUNQ2025123456";"";"Netflix";"Netflix.com Amsterdam NL"',
      '"2024-01-25";"2024-01-25";"2.850,00";"NL01BUNQ2025123456";"NL91ABNA0417164300";"ACME BV";"Salaris januari"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'Albert Heijn', '-12.50'],
      ['2024-01-07', 'Netflix', '-9.99'],
      ['2024-01-25', 'ACME BV', '2850.00'],
    ],
  },
  // ------------------------------------------------------------------ France
  {
    bank: 'Boursorama',
    country: 'FR',
    source: `Boursorama Banque CSV: dateOp, label, amount with decimal comma; ${FIREFLY} fr/boursorama/default.json`,
    text: [
      'dateOp;dateVal;label;category;categoryParent;supplierFound;amount;comment;accountNum;accountLabel;accountbalance',
      '2024-01-05;2024-01-05;"CARTE 04/01/24 MONOPRIX CB*1234";"Alimentation";"Vie quotidienne";"monoprix";-23,45;;00012345678;BOURSORAMA;1234,56',
      '2024-01-09;2024-01-09;"PRLV SEPA FREE MOBILE";"Téléphonie";"Abonnements";"free mobile";-19,99;;00012345678;BOURSORAMA;1214,57',
      '2024-01-29;2024-01-29;"VIR SEPA ACME SAS SALAIRE";"Salaires";"Revenus";"acme";2800,00;;00012345678;BOURSORAMA;4014,57',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'MONOPRIX', '-23.45'],
      ['2024-01-09', 'FREE MOBILE', '-19.99'],
      ['2024-01-29', 'ACME SAS', '2800.00'],
    ],
  },
  {
    bank: 'Société Générale',
    country: 'FR',
    source:
      "Société Générale CSV: account line above, Libellé and Détail de l'écriture, Montant de l'opération, Devise",
    encoding: 'latin1',
    text: [
      '="00012345678";Compte courant;1 234,56 EUR',
      '',
      "Date de l'opération;Libellé;Détail de l'écriture;Montant de l'opération;Devise",
      '05/01/2024;CARTE X1234 CARREFOUR CITY;CARTE X1234 04/01 CARREFOUR CITY PARIS;-23,45;EUR',
      '09/01/2024;PRELEVEMENT EUROPEEN EDF;DE: EDF CLIENTS PARTICULIERS MOTIF: FACTURE 0124;-72,00;EUR',
      '29/01/2024;VIR RECU ACME SAS;DE: ACME SAS MOTIF: SALAIRE JANVIER;2 800,00;EUR',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'CARREFOUR', '-23.45'],
      ['2024-01-09', 'EDF', '-72.00'],
      ['2024-01-29', 'ACME SAS', '2800.00'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'Crédit Mutuel',
    country: 'FR',
    source: 'Crédit Mutuel / CIC CSV: Débit (negative) and Crédit columns, Libellé, Solde',
    encoding: 'latin1',
    text: [
      'Date;Date de valeur;Débit;Crédit;Libellé;Solde',
      '05/01/2024;05/01/2024;-23,45;;PAIEMENT CB 0401 PARIS LECLERC;1211,11',
      '10/01/2024;10/01/2024;-35,00;;PRLV SEPA ORANGE SA;1176,11',
      '29/01/2024;29/01/2024;;2800,00;VIR ACME SAS SALAIRE;3976,11',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'LECLERC', '-23.45'],
      ['2024-01-10', 'ORANGE', '-35.00'],
      ['2024-01-29', 'ACME SAS', '2800.00'],
    ],
  },
  // ------------------------------------------------------------------ Spain
  {
    bank: 'BBVA',
    country: 'ES',
    source: 'BBVA movimientos export: Concepto is the merchant, Movimiento the kind, Importe signed',
    text: [
      'Fecha;Fecha valor;Concepto;Movimiento;Importe;Divisa;Disponible;Divisa;Observaciones',
      '05/01/2024;05/01/2024;MERCADONA VALENCIA;Pago con tarjeta;-23,45;EUR;1.211,11;EUR;',
      '09/01/2024;09/01/2024;IBERDROLA CLIENTES;Recibo;-61,30;EUR;1.149,81;EUR;',
      '29/01/2024;29/01/2024;NOMINA ACME SL;Transferencia;2.400,00;EUR;3.549,81;EUR;',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'MERCADONA', '-23.45'],
      ['2024-01-09', 'IBERDROLA', '-61.30'],
      ['2024-01-29', 'ACME SL', '2400.00'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'Santander Spain',
    country: 'ES',
    source: 'Santander España movimientos CSV: Fecha Operación, Concepto, Importe, Saldo',
    text: [
      'Fecha Operación,Fecha Valor,Concepto,Importe,Saldo',
      '05/01/2024,05/01/2024,"COMPRA TARJ. 1234 EL CORTE INGLES MADRID","-45,90","1.154,10"',
      '08/01/2024,08/01/2024,"RECIBO MOVISTAR","-29,00","1.125,10"',
      '29/01/2024,29/01/2024,"TRANSFERENCIA DE ACME SL, CONCEPTO NOMINA","2.400,00","3.525,10"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'CORTE INGLES', '-45.90'],
      ['2024-01-08', 'MOVISTAR', '-29.00'],
      ['2024-01-29', 'ACME SL', '2400.00'],
    ],
  },
  {
    bank: 'CaixaBank (Cargo/Abono)',
    country: 'ES',
    source: `CaixaBank-style export with an unsigned Importe and a Cargo/Abono column; ${FIREFLY} es/caixabank/default.json`,
    text: [
      'Fecha;Concepto;Cargo/Abono;Importe;Saldo',
      '05/01/2024;CONSUM COOP VALENCIA;Cargo;23,45;1.211,11',
      '09/01/2024;ENDESA ENERGIA;Cargo;58,20;1.152,91',
      '29/01/2024;NOMINA ACME SL;Abono;2.400,00;3.552,91',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'CONSUM', '-23.45'],
      ['2024-01-09', 'ENDESA', '-58.20'],
      ['2024-01-29', 'ACME SL', '2400.00'],
    ],
  },
  // ------------------------------------------------------------------ Belgium
  {
    bank: 'BNP Paribas Fortis',
    country: 'BE',
    source: `BNP Paribas Fortis CSV: Nom de la contrepartie, Montant; ${FIREFLY} be/bnp-paribas-fortis/default.json`,
    text: [
      "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus",
      '2024-0003;05/01/2024;05/01/2024;-23,45;EUR;BE68539007547034;Paiement par carte;;DELHAIZE BRUXELLES;;PAIEMENT AVEC LA CARTE DE DEBIT 1234 DELHAIZE;Accepté;',
      '2024-0004;09/01/2024;09/01/2024;-48,00;EUR;BE68539007547034;Domiciliation;BE71096123456769;PROXIMUS;Facture 0124;DOMICILIATION PROXIMUS;Accepté;',
      '2024-0005;29/01/2024;29/01/2024;2.600,00;EUR;BE68539007547034;Virement en euros;BE43068999999501;ACME SA;Salaire janvier;VIREMENT ACME SA;Accepté;',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'DELHAIZE', '-23.45'],
      ['2024-01-09', 'PROXIMUS', '-48.00'],
      ['2024-01-29', 'ACME SA', '2600.00'],
    ],
    expect: { currency: 'EUR' },
  },
  {
    bank: 'ING Belgium',
    country: 'BE',
    source: `ING België CSV: Libellés and Détails du mouvement, Montant with decimal comma; ${FIREFLY} be/ing/default.json`,
    text: [
      'Numéro de compte;Nom du compte;Compte partie adverse;Numéro de mouvement;Date comptable;Date valeur;Montant;Devise;Libellés;Détails du mouvement;Message',
      'BE12 3456 7890 1234;Compte à vue;;001;05/01/2024;05/01/2024;-23,45;EUR;Colruyt Anderlecht;Paiement Bancontact Colruyt Anderlecht 04/01;',
      'BE12 3456 7890 1234;Compte à vue;BE71 0961 2345 6769;002;09/01/2024;09/01/2024;-42,00;EUR;Telenet;Domiciliation Telenet facture;',
      'BE12 3456 7890 1234;Compte à vue;BE43 0689 9999 9501;003;29/01/2024;29/01/2024;2.600,00;EUR;ACME SA;Virement salaire janvier;',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'Colruyt', '-23.45'],
      ['2024-01-09', 'Telenet', '-42.00'],
      ['2024-01-29', 'ACME SA', '2600.00'],
    ],
    expect: { currency: 'EUR' },
  },
  // ------------------------------------------------------------------ Austria
  {
    bank: 'easybank (no header)',
    country: 'AT',
    source: `easybank CSV: account, description, dates, amount, currency; no header; ${FIREFLY} at/easybank/default.json`,
    text: [
      'AT611904300234573201;Bezahlung Maestro MC/000001234 BILLA DANKT 1234 WIEN;05.01.2024;05.01.2024;-23,45;EUR',
      'AT611904300234573201;Abbuchung Einzugsermächtigung WIEN ENERGIE GMBH;09.01.2024;09.01.2024;-55,00;EUR',
      'AT611904300234573201;Gutschrift Überweisung ACME GMBH GEHALT;29.01.2024;29.01.2024;2.700,00;EUR',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'BILLA', '-23.45'],
      ['2024-01-09', 'WIEN ENERGIE', '-55.00'],
      ['2024-01-29', 'ACME GMBH', '2700.00'],
    ],
  },
  {
    bank: 'Raiffeisen Austria (no header)',
    country: 'AT',
    source: `Raiffeisenbank (AT) CSV: date, text, value date, amount, currency; no header; ${FIREFLY} at/raiffeisenbank/default.json`,
    text: [
      '05.01.2024;MERKUR DANKT 1234 GRAZ POS 04.01. 18:22;05.01.2024;-31,20;EUR;20.01.2024 10:00:00:000',
      '12.01.2024;OMV TANKSTELLE 5678 GRAZ POS 11.01. 08:10;12.01.2024;-62,40;EUR;20.01.2024 10:00:00:000',
      '29.01.2024;ACME GMBH GEHALT JAENNER;29.01.2024;2.700,00;EUR;20.01.2024 10:00:00:000',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'MERKUR', '-31.20'],
      ['2024-01-12', 'OMV', '-62.40'],
      ['2024-01-29', 'ACME GMBH', '2700.00'],
    ],
  },
  {
    bank: 'Erste Bank / George',
    country: 'AT',
    source: `Erste Bank "George" CSV: Partnername, Betrag, Währung; ${FIREFLY} at/erstebank/default.json`,
    text: [
      'Buchungsdatum;Partnername;Partner IBAN;BIC/SWIFT;Partner Kontonummer;Bankleitzahl;Betrag;Währung;Buchungs-Details;Zahlungsreferenz',
      '05.01.2024;SPAR DANKT 5678;;;;;-23,45;EUR;POS 04.01.2024 SPAR DANKT 5678 WIEN;',
      '09.01.2024;A1 Telekom Austria AG;AT483200000012345864;RLNWATWW;;;-35,90;EUR;Lastschrift A1 Rechnung;RE0124',
      '29.01.2024;ACME GmbH;AT611904300234573201;BKAUATWW;;;2.700,00;EUR;Gehalt Jänner;',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'SPAR', '-23.45'],
      ['2024-01-09', 'A1 Telekom', '-35.90'],
      ['2024-01-29', 'ACME GmbH', '2700.00'],
    ],
    expect: { currency: 'EUR' },
  },
  // ------------------------------------------------------------------ Canada
  {
    bank: 'TD Canada (no header)',
    country: 'CA',
    source: `TD EasyWeb CSV: date, description, debit, credit, balance; no header; ${FIREFLY} ca/td/default.json`,
    text: [
      '01/05/2024,TIM HORTONS #1234,4.50,,1230.06',
      '01/08/2024,SEND E-TFR ***ABC,100.00,,1130.06',
      '01/15/2024,ACME CORP PAY,,2000.00,3130.06',
      '01/31/2024,MONTHLY ACCOUNT FEE,16.95,,3113.11',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'TIM HORTONS', '-4.50'],
      ['2024-01-08', 'SEND E-TFR', '-100.00'],
      ['2024-01-15', 'ACME CORP', '2000.00'],
      ['2024-01-31', 'MONTHLY ACCOUNT FEE', '-16.95'],
    ],
  },
  {
    bank: 'RBC Royal Bank',
    country: 'CA',
    source: `RBC "Download transactions" CSV: Description 1 is the kind, Description 2 the merchant; ${FIREFLY} ca/rbc/readme.md`,
    text: [
      'Account Type,Account Number,Transaction Date,Cheque Number,Description 1,Description 2,CAD$,USD$',
      'Chequing,01234-5678901,1/5/2024,,"Interac purchase - 1234","LOBLAWS #1234",-54.20,',
      'Chequing,01234-5678901,1/8/2024,,"Contactless Interac purchase - 5678","STARBUCKS 0456",-6.15,',
      'Chequing,01234-5678901,1/15/2024,,"Payroll Deposit","ACME CORP",2200.00,',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'LOBLAWS', '-54.20'],
      ['2024-01-08', 'STARBUCKS', '-6.15'],
      ['2024-01-15', 'ACME CORP', '2200.00'],
    ],
    expect: { currency: 'CAD' },
  },
  {
    bank: 'CIBC (no header)',
    country: 'CA',
    source: `CIBC CSV: date, description, debit, credit; no header; ${FIREFLY} ca/cibc/default.json`,
    text: [
      '2024-01-05,TIM HORTONS #4410 TORONTO ON,3.85,',
      '2024-01-09,SHOPPERS DRUG MART #123,27.40,',
      '2024-01-15,PAYROLL DEP ACME CORP,,2000.00',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'TIM HORTONS', '-3.85'],
      ['2024-01-09', 'SHOPPERS', '-27.40'],
      ['2024-01-15', 'ACME CORP', '2000.00'],
    ],
  },
  {
    bank: 'Tangerine',
    country: 'CA',
    source: `Tangerine CSV: Transaction is DEBIT/CREDIT, the payee in Name; ${FIREFLY} ca/tangerine/default.json`,
    text: [
      'Date,Transaction,Name,Memo,Amount',
      '1/5/2024,DEBIT,METRO #123 TORONTO,Interac Purchase,-42.10',
      '1/9/2024,DEBIT,ROGERS WIRELESS,Bill Payment,-75.00',
      '1/15/2024,CREDIT,ACME CORP PAYROLL,Direct Deposit,2000.00',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'METRO', '-42.10'],
      ['2024-01-09', 'ROGERS', '-75.00'],
      ['2024-01-15', 'ACME CORP', '2000.00'],
    ],
  },
  // ------------------------------------------------------------------ Australia
  {
    bank: 'Commonwealth Bank (no header)',
    country: 'AU',
    source: `CommBank NetBank CSV: date, amount, description, balance; no header; ${FIREFLY} au/commonwealth-bank/default.json`,
    text: [
      '05/01/2024,"-12.50","WOOLWORTHS 1234 SYDNEY NS AUS Card xx1234 Value Date: 04/01/2024","+987.50"',
      '09/01/2024,"-65.00","ORIGIN ENERGY DIRECT DEBIT 123456","+922.50"',
      '25/01/2024,"+3100.00","Salary ACME PTY LTD","+4022.50"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'WOOLWORTHS', '-12.50'],
      ['2024-01-09', 'ORIGIN ENERGY', '-65.00'],
      ['2024-01-25', 'ACME PTY', '3100.00'],
    ],
  },
  {
    bank: 'ANZ Australia (no header)',
    country: 'AU',
    source: `ANZ Internet Banking CSV: date, amount, description; no header; ${FIREFLY} au/anz/default.json`,
    text: [
      '05/01/2024,"-12.50","WOOLWORTHS 1234 SYDNEY"',
      '08/01/2024,"-4.80","GLORIA JEANS MELBOURNE"',
      '25/01/2024,"3100.00","PAY/SALARY FROM ACME PTY LTD"',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'WOOLWORTHS', '-12.50'],
      ['2024-01-08', 'GLORIA JEANS', '-4.80'],
      ['2024-01-25', 'ACME PTY', '3100.00'],
    ],
  },
  {
    bank: 'Westpac',
    country: 'AU',
    source: 'Westpac CSV: Narrative, Debit Amount, Credit Amount, Balance, Categories',
    text: [
      'Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial',
      '032000123456,05/01/2024,"EFTPOS PURCHASE COLES 0456 SYDNEY",23.45,,976.55,POS,',
      '032000123456,09/01/2024,"DIRECT DEBIT TELSTRA 123",79.00,,897.55,DEBIT,',
      '032000123456,25/01/2024,"DEPOSIT ACME PTY LTD SALARY",,3100.00,3997.55,DEP,',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'COLES', '-23.45'],
      ['2024-01-09', 'TELSTRA', '-79.00'],
      ['2024-01-25', 'ACME PTY', '3100.00'],
    ],
  },
  {
    bank: 'NAB (no header)',
    country: 'AU',
    source: 'NAB transaction history CSV: date, amount, account, blank, type, details, balance; no header',
    text: [
      '05 Jan 24,-23.45,123456789,,EFTPOS PURCHASE,ALDI STORES SYDNEY,976.55',
      '09 Jan 24,-54.00,123456789,,DIRECT DEBIT,AGL ENERGY 123,922.55',
      '25 Jan 24,3100.00,123456789,,TRANSFER CREDIT,ACME PTY LTD SALARY,4022.55',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'ALDI', '-23.45'],
      ['2024-01-09', 'AGL ENERGY', '-54.00'],
      ['2024-01-25', 'ACME PTY', '3100.00'],
    ],
  },
  // ------------------------------------------------------------------ New Zealand
  {
    bank: 'ANZ New Zealand',
    country: 'NZ',
    source: 'ANZ NZ CSV: Type, Details (payee), Particulars, Code, Reference, Amount, Date',
    text: [
      'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge',
      'Eft-Pos,COUNTDOWN PONSONBY,1234****5678,,0104,-45.67,05/01/2024,,',
      'Automatic Payment,CONTACT ENERGY,ELECTRICITY,,JAN24,-120.00,09/01/2024,,',
      'Direct Credit,ACME LTD,SALARY,,JAN24,3200.00,25/01/2024,,',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'COUNTDOWN', '-45.67'],
      ['2024-01-09', 'CONTACT ENERGY', '-120.00'],
      ['2024-01-25', 'ACME LTD', '3200.00'],
    ],
  },
  {
    bank: 'ASB',
    country: 'NZ',
    source: 'ASB Bank CSV: a preamble, Tran Type, Payee, Memo, Amount; dates year first',
    text: [
      'Created date / time : 1 February 2024 / 10:00:00',
      'Bank 12; Branch 3456; Account 0012345-00 (Streamline)',
      'From date 20240101',
      'To date 20240131',
      'Avail Bal : 1234.56 as of 20240131',
      'Ledger Balance : 1234.56 as of 20240131',
      'Date,Unique Id,Tran Type,Cheque Number,Payee,Memo,Amount',
      '',
      '2024/01/05,2024010501,EFTPOS,,"PAK N SAVE ALBANY","4835-****-****-1234 Df",-62.30',
      '2024/01/09,2024010901,D/D,,"MERCURY ENERGY","123456789",-98.00',
      '2024/01/25,2024012501,D/C,,"ACME LTD","SALARY",3200.00',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'PAK N SAVE', '-62.30'],
      ['2024-01-09', 'MERCURY ENERGY', '-98.00'],
      ['2024-01-25', 'ACME LTD', '3200.00'],
    ],
  },
  {
    bank: 'Westpac New Zealand',
    country: 'NZ',
    source: 'Westpac NZ CSV: Other Party is the payee, Description the kind',
    text: [
      'Date,Amount,Other Party,Description,Reference,Particulars,Analysis Code',
      '05/01/2024,-38.90,NEW WORLD THORNDON,EFTPOS TRANSACTION,,,',
      '09/01/2024,-75.00,SPARK NZ,AUTOMATIC PAYMENT,,,',
      '25/01/2024,3200.00,ACME LTD,DIRECT CREDIT,SALARY,,',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'NEW WORLD', '-38.90'],
      ['2024-01-09', 'SPARK NZ', '-75.00'],
      ['2024-01-25', 'ACME LTD', '3200.00'],
    ],
  },
  {
    bank: 'Kiwibank',
    country: 'NZ',
    source: 'Kiwibank full CSV: Memo/Description, OP name, Amount (credit) / Amount (debit), Amount, Balance',
    text: [
      'Account number,Date,Memo/Description,Source Code (payment type),TP ref,TP part,TP code,OP ref,OP part,OP code,OP name,OP Bank Account Number,Amount (credit),Amount (debit),Amount,Balance',
      '38-9000-0123456-00,05-01-2024,"POS W/D FRESH CHOICE NELSON-18:22",POS,,,,,,,,,,38.90,-38.90,961.10',
      '38-9000-0123456-00,09-01-2024,"GENESIS ENERGY ;Ref: 1234",AP,,,,,,,,,,85.00,-85.00,876.10',
      '38-9000-0123456-00,25-01-2024,"ACME LTD SALARY",DC,,,,,,,,,3200.00,,3200.00,4076.10',
    ].join('\n'),
    rows: [
      ['2024-01-05', 'FRESH CHOICE', '-38.90'],
      ['2024-01-09', 'GENESIS ENERGY', '-85.00'],
      ['2024-01-25', 'ACME LTD', '3200.00'],
    ],
  },
];

/** Short statements: a new account's first statement may hold one row. */
export const SHORT_STATEMENTS: BankFixture[] = [
  {
    bank: 'One row',
    country: 'UK',
    source: 'The example layout with a single row',
    text: 'Date,Description,Amount\n2024-01-05,Tesco,-12.50\n',
    rows: [['2024-01-05', 'Tesco', '-12.50']],
  },
  {
    bank: 'Two rows',
    country: 'US',
    source: 'The example layout with two rows',
    text: 'Date,Description,Amount\n2024-01-05,Costco,-80.00\n2024-01-06,Payroll,1000.00\n',
    rows: [
      ['2024-01-05', 'Costco', '-80.00'],
      ['2024-01-06', 'Payroll', '1000.00'],
    ],
  },
];
