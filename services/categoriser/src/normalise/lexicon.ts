/**
 * Word lists the merchant normaliser strips or rewrites: card-purchase boilerplate, payment channels, payment
 * processors, locations and company suffixes, as they appear on US, UK, EU and AU bank statements.
 * All entries are upper case without diacritics (the normaliser folds the input the same way).
 */

/** Card-purchase boilerplate: says how the card was used, never who was paid. Dropped everywhere. */
export const CARD_NOISE_PHRASES: readonly string[] = [
  'PURCHASE AUTHORIZED ON',
  'PURCHASE AUTHORISED ON',
  'RECURRING PAYMENT AUTHORIZED ON',
  'DEBIT CARD PURCHASE',
  'DEBIT CARD PAYMENT',
  'CREDIT CARD PURCHASE',
  'CARD PURCHASE',
  'CARD PAYMENT TO',
  'CARD PAYMENT',
  'CARD TRANSACTION',
  'CONTACTLESS PAYMENT',
  'CONTACTLESS',
  'POS PURCHASE',
  'POS DEBIT',
  'POS TRANSACTION',
  'POINT OF SALE',
  'VISA DEBIT PURCHASE',
  'VISA DEBIT',
  'VISA PURCHASE',
  'MASTERCARD PURCHASE',
  'DEBIT MASTERCARD',
  'EFTPOS PURCHASE',
  'EFTPOS',
  'CHECKCARD',
  'CHECK CARD',
  'DEBIT PURCHASE',
  'PURCHASE',
  'KARTENZAHLUNG',
  'KARTENUMSATZ',
  'GIROCARD',
  'MAESTRO',
  'PAIEMENT PAR CARTE',
  'PAIEMENT CB',
  'ACHAT CB',
  'CARTE',
  'CB',
  'BETAALAUTOMAAT',
  'BEA',
  'GEA',
  'PASNR',
  'COMPRA TARJETA',
  'COMPRA TARJ',
  'COMPRA',
  'PAGO CON TARJETA',
  'VDP',
  'VDC',
  'POS',
  'VISA',
  'VIS',
  'MC',
  'DEB',
  'CLP',
  'IDEAL',
  'APPLE PAY',
  'APLPAY',
  'GOOGLE PAY',
  'GPAY',
  'ONLINE PAYMENT',
  'INTERNET PAYMENT',
  'WEB PAYMENT',
  'VALUE DATE',
  'CARD',
];

/**
 * Payment channels: how money moved (direct debit, standing order, transfer, payroll credit…). They carry signal for
 * the model (a direct debit is a bill, a bank giro credit is often pay) but they are not the payee, so the merchant
 * key drops them. Each phrase maps to one canonical model token.
 */
export const CHANNEL_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['SEPA DIRECT DEBIT', 'directdebit'],
  ['SEPA-LASTSCHRIFT', 'directdebit'],
  ['SEPA LASTSCHRIFT', 'directdebit'],
  ['FOLGELASTSCHRIFT', 'directdebit'],
  ['ERSTLASTSCHRIFT', 'directdebit'],
  ['LASTSCHRIFT', 'directdebit'],
  ['PRLV SEPA', 'directdebit'],
  ['PRELEVEMENT', 'directdebit'],
  ['PRLV', 'directdebit'],
  ['INCASSO', 'directdebit'],
  ['DOMICILIACION', 'directdebit'],
  ['RECIBO', 'directdebit'],
  ['DIRECT DEBIT', 'directdebit'],
  ['D/D', 'directdebit'],
  ['DDR', 'directdebit'],
  ['DD', 'directdebit'],
  ['STANDING ORDER', 'standingorder'],
  ['DAUERAUFTRAG', 'standingorder'],
  ['SO', 'standingorder'],
  ['STO', 'standingorder'],
  ['BANK GIRO CREDIT', 'directcredit'],
  ['BGC', 'directcredit'],
  ['DIRECT CREDIT', 'directcredit'],
  ['DIRECT DEPOSIT', 'directcredit'],
  ['DIRECT DEP', 'directcredit'],
  ['DIR DEP', 'directcredit'],
  ['ACH CREDIT', 'directcredit'],
  ['ACH DEPOSIT', 'directcredit'],
  ['ACH DEBIT', 'directdebit'],
  ['ACH', 'ach'],
  ['GUTSCHRIFT', 'directcredit'],
  ['CR', 'directcredit'],
  ['FASTER PAYMENTS RECEIVED FROM', 'transfer'],
  ['FASTER PAYMENT RECEIVED FROM', 'transfer'],
  ['FASTER PAYMENT TO', 'transfer'],
  ['FASTER PAYMENT FROM', 'transfer'],
  ['FASTER PAYMENTS', 'transfer'],
  ['FASTER PAYMENT', 'transfer'],
  ['FPI', 'transfer'],
  ['FPO', 'transfer'],
  ['ONLINE BANKING TRANSFER TO', 'transfer'],
  ['ONLINE BANKING TRANSFER', 'transfer'],
  ['ONLINE TRANSFER TO', 'transfer'],
  ['ONLINE TRANSFER FROM', 'transfer'],
  ['ONLINE TRANSFER', 'transfer'],
  ['INTERNAL TRANSFER', 'transfer'],
  ['MOBILE TRANSFER', 'transfer'],
  ['TRANSFER TO', 'transfer'],
  ['TRANSFER FROM', 'transfer'],
  ['TRANSFER', 'transfer'],
  ['TFR TO', 'transfer'],
  ['TFR FROM', 'transfer'],
  ['TFR', 'transfer'],
  ['XFER TO', 'transfer'],
  ['XFER FROM', 'transfer'],
  ['XFER', 'transfer'],
  ['UBERWEISUNG AN', 'transfer'],
  ['UBERWEISUNG VON', 'transfer'],
  ['UBERWEISUNG', 'transfer'],
  ['ECHTZEITUBERWEISUNG', 'transfer'],
  ['VIREMENT SEPA', 'transfer'],
  ['VIR SEPA', 'transfer'],
  ['VIREMENT', 'transfer'],
  ['VIR', 'transfer'],
  ['OVERBOEKING', 'transfer'],
  ['TRANSFERENCIA', 'transfer'],
  ['OSKO PAYMENT', 'transfer'],
  ['OSKO', 'transfer'],
  ['NETBANK', 'transfer'],
  ['PAYMENT TO', 'transfer'],
  ['PAYMENT FROM', 'transfer'],
  ['SENT TO', 'transfer'],
  ['RECEIVED FROM', 'transfer'],
  ['BILL PAYMENT', 'billpay'],
  ['BILL PAY', 'billpay'],
  ['BPAY', 'billpay'],
  ['ATM WITHDRAWAL', 'atm'],
  ['CASH WITHDRAWAL', 'atm'],
  ['CASH MACHINE', 'atm'],
  ['RETRAIT DAB', 'atm'],
  ['BARGELDAUSZAHLUNG', 'atm'],
  ['GELDAUTOMAT', 'atm'],
  ['GELDAUTOMAAT', 'atm'],
  ['CAJERO', 'atm'],
  ['ATM', 'atm'],
  ['DAB', 'atm'],
  ['AUTOPAY', 'autopay'],
  ['AUTO PAY', 'autopay'],
  ['EPAY', 'autopay'],
];

/**
 * Payment processors and marketplaces that prefix the real merchant (`SQ *BLUE BOTTLE`, `PAYPAL *NETFLIX`). The
 * merchant after the prefix is the payee; when nothing follows, the processor's own name is (the canonical name).
 * Spelled as after MERCHANT_ALIASES (`AMZN` is already `AMAZON`); longest first, so `AMAZON MKTP US` wins.
 */
export const PROCESSOR_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['AMAZON MKTP US', 'AMAZON'],
  ['AMAZON MKTP UK', 'AMAZON'],
  ['AMAZON MKTP DE', 'AMAZON'],
  ['AMAZON MKTP CA', 'AMAZON'],
  ['AMAZON MKTP AU', 'AMAZON'],
  ['AMAZON MKTP', 'AMAZON'],
  ['AMAZON MKTPLACE', 'AMAZON'],
  ['AMAZON MKTPL', 'AMAZON'],
  ['AMAZON MARKETPLACE', 'AMAZON'],
  ['AMZ', 'AMAZON'],
  ['PAYPAL', 'PAYPAL'],
  ['PP', 'PAYPAL'],
  ['SQU', 'SQUARE'],
  ['SQ', 'SQUARE'],
  ['TST', 'TOAST'],
  ['SUMUP', 'SUMUP'],
  ['SUM UP', 'SUMUP'],
  ['ZETTLE', 'ZETTLE'],
  ['IZETTLE', 'ZETTLE'],
  ['IZ', 'ZETTLE'],
  ['SP', 'SHOPIFY'],
  ['GOOGLE', 'GOOGLE'],
  ['GGL', 'GOOGLE'],
  ['FS', 'FASTSPRING'],
  ['PY', 'PAYMENTUS'],
  ['WPY', 'WEPAY'],
  ['BT', 'BRAINTREE'],
  ['CKO', 'CHECKOUT'],
  ['LS', 'LIGHTSPEED'],
  ['CLV', 'CLOVER'],
  ['STRIPE', 'STRIPE'],
  ['KLARNA', 'KLARNA'],
  ['AFTERPAY', 'AFTERPAY'],
];

/** Prefixes that are processors only when a star (or underscore) follows them: plain words otherwise (`SP`, `GOOGLE`). */
export const STAR_ONLY_PREFIXES: ReadonlySet<string> = new Set([
  'SP', 'GOOGLE', 'GGL', 'FS', 'PY', 'WPY', 'BT', 'CKO', 'LS', 'CLV', 'IZ', 'PP', 'SQU', 'SQ', 'TST', 'AMZ', 'STRIPE', 'KLARNA', 'AFTERPAY',
]);

/**
 * Brand spellings folded to one merchant key (statement truncations and house styles): pattern, replacement, and
 * text every match contains (a cheap check that skips the regex on rows that cannot match).
 */
export const MERCHANT_ALIASES: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/\b7[ -]?ELEVEN\b/g, 'SEVENELEVEN', 'ELEVEN'],
  [/\bWAL ?-?MART\b/g, 'WALMART', 'MART'],
  [/\bWM SUPERCENTER\b/g, 'WALMART', 'WM SUPERCENTER'],
  [/\bWHOLEFDS\b/g, 'WHOLE FOODS', 'WHOLEFDS'],
  [/\bAMZN\b/g, 'AMAZON', 'AMZN'],
  [/\bMCDONALD S\b/g, 'MCDONALDS', 'MCDONALD S'],
  [/\bSAINSBURY S\b/g, 'SAINSBURYS', 'SAINSBURY S'],
  [/\bS\/MKTS?\b/g, '', 'S/MKT'],
  [/\bSMKTS?\b/g, '', 'SMKT'],
  [/\bMARKS ?(?:&|AND) ?SPENCER\b/g, 'M&S', 'SPENCER'],
];

/** Company forms: `ACME LTD` and `ACME` are one payee, wherever the form stands. */
export const COMPANY_FORMS: ReadonlySet<string> = new Set([
  'INC', 'LLC', 'LTD', 'LIMITED', 'PLC', 'GMBH', 'CORP', 'CORPORATION', 'PTY', 'PTYLTD', 'SARL', 'SAS', 'BV', 'NV', 'AG',
  'KG', 'SRL', 'OY', 'LLP', 'SL', 'SLU', 'EG', 'EV', 'SE', 'SCI', 'EURL', 'SNC', 'VOF', 'CV', 'BVBA', 'SPRL',
]);

/** Trailing store and web words: `TESCO STORES` and `TESCO` are one merchant. */
export const TRAILING_GENERIC_WORDS: ReadonlySet<string> = new Set([
  'CO', 'COMPANY', 'SPA', 'AB', 'LP', 'STORE', 'STORES', 'STR', 'SHOP', 'ONLINE', 'COM', 'WWW', 'HELP', 'BILL', 'US', 'USA',
]);

/** ISO country codes and names that banks append after the merchant. */
export const COUNTRY_WORDS: ReadonlySet<string> = new Set([
  'US', 'USA', 'GB', 'GBR', 'UK', 'AU', 'AUS', 'AUSTRALIA', 'NZ', 'NZL', 'IE', 'IRL', 'IRELAND', 'DE', 'DEU', 'FR', 'FRA',
  'NL', 'NLD', 'BE', 'BEL', 'ES', 'ESP', 'IT', 'ITA', 'PT', 'PRT', 'AT', 'AUT', 'CH', 'CHE', 'LU', 'LUX', 'DK', 'DNK', 'SE',
  'SWE', 'NO', 'NOR', 'FI', 'FIN', 'PL', 'POL', 'CA', 'CAN', 'GER', 'GERMANY', 'FRANCE', 'SPAIN', 'ITALY', 'NETHERLANDS',
  'BELGIUM', 'ENGLAND', 'SCOTLAND', 'WALES',
]);

/** US state and Australian state codes, stripped only at the end of a descriptor. */
export const REGION_CODES: ReadonlySet<string> = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'NSW', 'VIC', 'QLD', 'SA', 'TAS', 'ACT', 'NT',
]);

/** Cities that statements append (single or multi word). Stripped only at the end, with something left before. */
export const CITY_NAMES: readonly string[] = [
  // US
  'NEW YORK', 'NEW YORK CITY', 'NYC', 'BROOKLYN', 'QUEENS', 'BRONX', 'LOS ANGELES', 'SAN FRANCISCO', 'SAN DIEGO',
  'SAN JOSE', 'SAN ANTONIO', 'SACRAMENTO', 'OAKLAND', 'BERKELEY', 'PALO ALTO', 'SANTA MONICA', 'PASADENA', 'IRVINE',
  'ANAHEIM', 'LONG BEACH', 'FRESNO', 'SEATTLE', 'BELLEVUE', 'TACOMA', 'SPOKANE', 'PORTLAND', 'BOISE', 'CHICAGO',
  'EVANSTON', 'HOUSTON', 'DALLAS', 'AUSTIN', 'FORT WORTH', 'EL PASO', 'PLANO', 'PHOENIX', 'TUCSON', 'SCOTTSDALE',
  'MESA', 'TEMPE', 'DENVER', 'BOULDER', 'SALT LAKE CITY', 'SALT LAKE CTY', 'LAS VEGAS', 'HENDERSON', 'RENO',
  'ALBUQUERQUE', 'MIAMI', 'ORLANDO', 'TAMPA', 'JACKSONVILLE', 'FORT LAUDERDALE', 'ATLANTA', 'SAVANNAH', 'CHARLOTTE',
  'RALEIGH', 'DURHAM', 'NASHVILLE', 'MEMPHIS', 'KNOXVILLE', 'LOUISVILLE', 'NEW ORLEANS', 'BIRMINGHAM', 'RICHMOND',
  'ARLINGTON', 'ALEXANDRIA', 'WASHINGTON', 'BALTIMORE', 'PHILADELPHIA', 'PITTSBURGH', 'BOSTON', 'CAMBRIDGE',
  'SOMERVILLE', 'PROVIDENCE', 'HARTFORD', 'NEWARK', 'JERSEY CITY', 'HOBOKEN', 'BUFFALO', 'ROCHESTER', 'ALBANY',
  'CLEVELAND', 'COLUMBUS', 'CINCINNATI', 'DETROIT', 'ANN ARBOR', 'GRAND RAPIDS', 'INDIANAPOLIS', 'MILWAUKEE', 'MADISON',
  'MINNEAPOLIS', 'ST PAUL', 'SAINT PAUL', 'ST LOUIS', 'SAINT LOUIS', 'KANSAS CITY', 'OMAHA', 'DES MOINES',
  'OKLAHOMA CITY', 'TULSA', 'LITTLE ROCK', 'HONOLULU', 'ANCHORAGE', 'SPRINGFIELD', 'FAIRFAX', 'STAMFORD',
  // UK and Ireland
  'LONDON', 'MANCHESTER', 'LIVERPOOL', 'LEEDS', 'SHEFFIELD', 'BRISTOL', 'NEWCASTLE', 'NEWCASTLE UPON TYNE',
  'NOTTINGHAM', 'LEICESTER', 'COVENTRY', 'BRADFORD', 'HULL', 'YORK', 'OXFORD', 'BRIGHTON', 'SOUTHAMPTON',
  'PORTSMOUTH', 'PLYMOUTH', 'EXETER', 'BATH', 'CARDIFF', 'SWANSEA', 'EDINBURGH', 'GLASGOW', 'ABERDEEN', 'DUNDEE',
  'BELFAST', 'DUBLIN', 'CORK', 'GALWAY', 'LIMERICK', 'NORWICH', 'IPSWICH', 'MILTON KEYNES', 'WATFORD', 'CROYDON',
  'STOCKPORT', 'WOLVERHAMPTON', 'STOKE', 'DERBY', 'LUTON', 'WOKING', 'GUILDFORD', 'CANTERBURY', 'CHELTENHAM',
  'GLOUCESTER', 'WINCHESTER', 'CHESTER', 'LANCASTER', 'PRESTON', 'BOLTON', 'SUNDERLAND', 'MIDDLESBROUGH',
  'HARROGATE', 'STRATFORD', 'ISLINGTON', 'HACKNEY', 'CAMDEN', 'KENSINGTON', 'CHELSEA', 'WIMBLEDON', 'RICHMOND UPON THAMES',
  'LONDON W1', 'LONDON EC1', 'LONDON SE1', 'LONDON E14', 'LONDON N1',
  // Europe
  'BERLIN', 'HAMBURG', 'MUNCHEN', 'MUENCHEN', 'MUNICH', 'KOLN', 'KOELN', 'COLOGNE', 'FRANKFURT', 'FRANKFURT AM MAIN',
  'STUTTGART', 'DUSSELDORF', 'DUESSELDORF', 'LEIPZIG', 'DRESDEN', 'HANNOVER', 'NURNBERG', 'NUERNBERG', 'BREMEN',
  'BONN', 'ESSEN', 'DORTMUND', 'MANNHEIM', 'FREIBURG', 'HEIDELBERG', 'PARIS', 'LYON', 'MARSEILLE', 'TOULOUSE', 'NICE',
  'NANTES', 'BORDEAUX', 'LILLE', 'STRASBOURG', 'MONTPELLIER', 'RENNES', 'AMSTERDAM', 'ROTTERDAM', 'UTRECHT',
  'DEN HAAG', 'THE HAGUE', 'EINDHOVEN', 'GRONINGEN', 'LEIDEN', 'HAARLEM', 'BRUSSELS', 'BRUXELLES', 'ANTWERPEN',
  'ANTWERP', 'GENT', 'MADRID', 'BARCELONA', 'VALENCIA', 'SEVILLA', 'MALAGA', 'BILBAO', 'LISBOA', 'LISBON', 'PORTO',
  'ROMA', 'ROME', 'MILANO', 'MILAN', 'NAPOLI', 'TORINO', 'FIRENZE', 'BOLOGNA', 'WIEN', 'VIENNA', 'ZURICH', 'GENEVE',
  'GENEVA', 'BASEL', 'LUXEMBOURG', 'KOBENHAVN', 'COPENHAGEN', 'STOCKHOLM', 'OSLO', 'HELSINKI', 'WARSZAWA', 'PRAHA',
  // Australia and New Zealand
  'SYDNEY', 'MELBOURNE', 'BRISBANE', 'PERTH', 'ADELAIDE', 'HOBART', 'CANBERRA', 'DARWIN', 'GOLD COAST',
  'SUNSHINE COAST', 'NEWCASTLE WEST', 'WOLLONGONG', 'GEELONG', 'TOWNSVILLE', 'CAIRNS', 'PARRAMATTA', 'CHATSWOOD',
  'BONDI', 'BONDI JUNCTION', 'MANLY', 'SURRY HILLS', 'NORTH SYDNEY', 'FITZROY', 'RICHMOND VIC', 'SOUTH YARRA',
  'ST KILDA', 'CARLTON', 'FORTITUDE VALLEY', 'FREMANTLE', 'GLENELG', 'AUCKLAND', 'WELLINGTON', 'CHRISTCHURCH',
];

/** Month names and abbreviations (English, German, French, Spanish, Dutch) that only date a row. */
export const MONTH_WORDS: ReadonlySet<string> = new Set([
  'JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'SEPT', 'OCT', 'NOV', 'DEC', 'JANUARY', 'FEBRUARY',
  'MARCH', 'APRIL', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER', 'JANUAR', 'FEBRUAR',
  'MARZ', 'MAI', 'JUNI', 'JULI', 'OKTOBER', 'DEZEMBER', 'JANVIER', 'FEVRIER', 'MARS', 'AVRIL', 'JUIN', 'JUILLET',
  'AOUT', 'SEPTEMBRE', 'OCTOBRE', 'NOVEMBRE', 'DECEMBRE', 'ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO',
  'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE', 'MAART', 'MEI', 'AUGUSTUS',
]);

/** Labels whose value is a reference (`REF: AB12`, `ID:XXXXX45`, `TRACE#`…): label and value go. */
export const REFERENCE_LABELS: readonly string[] = [
  'REFERENCE', 'REF NO', 'REF', 'TRACE', 'TRN', 'TXN', 'TRANS ID', 'TRANSACTION ID', 'CONF', 'CONFIRMATION', 'AUTH CODE',
  'AUTH', 'APPROVAL', 'APPR', 'SEQ', 'SEQUENCE', 'INVOICE', 'INV', 'ORDER', 'ORDER NO', 'ACCT', 'ACCOUNT', 'MANDATE',
  'MANDAT', 'MANDATSREF', 'MREF', 'EREF', 'KREF', 'CRED', 'GLAUBIGER ID', 'CREDITOR ID', 'IBAN', 'BIC', 'SWIFT', 'RRN',
  'TERMINAL', 'TERM', 'TID', 'MID', 'GLAEUBIGER ID', 'ID', 'INDN', 'CO ID', 'IND ID', 'EED', 'PPD ID', 'NR', 'NO', 'NUMBER', 'RECEIPT',
  'FOLIO', 'MEMBER', 'POLICY', 'CUSTOMER', 'CUST', 'CLIENT', 'CARD NO', 'CARD ENDING', 'CARD',
];

/** ACH trailers (`PPD`, `WEB`, `CCD`) and other code words that never name anyone. */
export const CODE_WORDS: ReadonlySet<string> = new Set([
  'PPD', 'WEB', 'CCD', 'TEL', 'CTX', 'IAT', 'SEC', 'DES', 'DESC', 'ORIG', 'DATE', 'ENTRY', 'XX', 'XXX', 'XXXX', 'NULL',
  'NA', 'N/A', 'AUD', 'USD', 'GBP', 'EUR', 'NZD', 'CAD', 'CHF', 'FX', 'RATE', 'INCL', 'FEE INCL', 'ON', 'AT', 'VALUE',
  'DATUM', 'UHR', 'TIME', 'PENDING', 'REF', 'REFERENCE', 'MEMO', 'MR', 'MRS', 'MS', 'MISS', 'HERR', 'FRAU', 'FROM', 'TO', 'FOR', 'VIA', 'THE', 'LE', 'LA', 'DE', 'DU', 'DES', 'VAN', 'VON', 'EN', 'Y',
]);
