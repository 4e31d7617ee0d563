/**
 * How US, UK, EU and AU banks print a row: card purchases, bills (direct debits, autopay), online purchases, and
 * the places they append. Each format takes the payee as it appears on the statement and fills in the noise a real
 * statement carries (store numbers, dates, card digits, references), so the model learns to look past it.
 */
import type { Random } from './random';

export type Region = 'us' | 'uk' | 'eu' | 'au';
export const REGIONS: readonly Region[] = ['us', 'uk', 'eu', 'au'];

/** How a payee is paid, which decides the statement layout. */
export const PAYMENT_KINDS = ['card', 'bill', 'online'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

interface Place {
  city: string;
  region: string;
}

const PLACES: Record<Region, readonly Place[]> = {
  us: [
    ['NEW YORK', 'NY'],
    ['BROOKLYN', 'NY'],
    ['LOS ANGELES', 'CA'],
    ['SAN FRANCISCO', 'CA'],
    ['SAN DIEGO', 'CA'],
    ['OAKLAND', 'CA'],
    ['SEATTLE', 'WA'],
    ['PORTLAND', 'OR'],
    ['CHICAGO', 'IL'],
    ['HOUSTON', 'TX'],
    ['AUSTIN', 'TX'],
    ['DALLAS', 'TX'],
    ['PHOENIX', 'AZ'],
    ['DENVER', 'CO'],
    ['BOSTON', 'MA'],
    ['CAMBRIDGE', 'MA'],
    ['MIAMI', 'FL'],
    ['ORLANDO', 'FL'],
    ['ATLANTA', 'GA'],
    ['CHARLOTTE', 'NC'],
    ['NASHVILLE', 'TN'],
    ['PHILADELPHIA', 'PA'],
    ['PITTSBURGH', 'PA'],
    ['WASHINGTON', 'DC'],
    ['ARLINGTON', 'VA'],
    ['MINNEAPOLIS', 'MN'],
    ['DETROIT', 'MI'],
    ['COLUMBUS', 'OH'],
    ['SALT LAKE CITY', 'UT'],
    ['LAS VEGAS', 'NV'],
    ['SACRAMENTO', 'CA'],
    ['SAN JOSE', 'CA'],
    ['TAMPA', 'FL'],
    ['RALEIGH', 'NC'],
    ['MADISON', 'WI'],
    ['ST LOUIS', 'MO'],
    ['KANSAS CITY', 'MO'],
    ['BOULDER', 'CO'],
  ].map(([city, region]) => ({ city: city as string, region: region as string })),
  uk: [
    'LONDON',
    'MANCHESTER',
    'LIVERPOOL',
    'LEEDS',
    'SHEFFIELD',
    'BRISTOL',
    'NEWCASTLE',
    'NOTTINGHAM',
    'LEICESTER',
    'BIRMINGHAM',
    'EDINBURGH',
    'GLASGOW',
    'CARDIFF',
    'BRIGHTON',
    'OXFORD',
    'CAMBRIDGE',
    'YORK',
    'BATH',
    'EXETER',
    'READING',
    'SOUTHAMPTON',
    'BELFAST',
    'ABERDEEN',
    'NORWICH',
    'CROYDON',
    'WATFORD',
    'MILTON KEYNES',
    'COVENTRY',
  ].map((city) => ({ city, region: 'GB' })),
  eu: [
    ['BERLIN', 'DE'],
    ['HAMBURG', 'DE'],
    ['MUENCHEN', 'DE'],
    ['KOELN', 'DE'],
    ['FRANKFURT', 'DE'],
    ['STUTTGART', 'DE'],
    ['LEIPZIG', 'DE'],
    ['DUESSELDORF', 'DE'],
    ['PARIS', 'FR'],
    ['LYON', 'FR'],
    ['MARSEILLE', 'FR'],
    ['TOULOUSE', 'FR'],
    ['BORDEAUX', 'FR'],
    ['LILLE', 'FR'],
    ['NANTES', 'FR'],
    ['AMSTERDAM', 'NL'],
    ['ROTTERDAM', 'NL'],
    ['UTRECHT', 'NL'],
    ['DEN HAAG', 'NL'],
    ['EINDHOVEN', 'NL'],
    ['MADRID', 'ES'],
    ['BARCELONA', 'ES'],
    ['VALENCIA', 'ES'],
    ['SEVILLA', 'ES'],
    ['DUBLIN', 'IE'],
    ['CORK', 'IE'],
    ['GALWAY', 'IE'],
    ['MILANO', 'IT'],
    ['ROMA', 'IT'],
    ['WIEN', 'AT'],
    ['BRUXELLES', 'BE'],
    ['ANTWERPEN', 'BE'],
    ['LISBOA', 'PT'],
  ].map(([city, region]) => ({ city: city as string, region: region as string })),
  au: [
    ['SYDNEY', 'NSW'],
    ['PARRAMATTA', 'NSW'],
    ['CHATSWOOD', 'NSW'],
    ['BONDI JUNCTION', 'NSW'],
    ['NEWCASTLE', 'NSW'],
    ['WOLLONGONG', 'NSW'],
    ['MELBOURNE', 'VIC'],
    ['FITZROY', 'VIC'],
    ['SOUTH YARRA', 'VIC'],
    ['GEELONG', 'VIC'],
    ['BRISBANE', 'QLD'],
    ['GOLD COAST', 'QLD'],
    ['CAIRNS', 'QLD'],
    ['TOWNSVILLE', 'QLD'],
    ['PERTH', 'WA'],
    ['FREMANTLE', 'WA'],
    ['ADELAIDE', 'SA'],
    ['GLENELG', 'SA'],
    ['HOBART', 'TAS'],
    ['CANBERRA', 'ACT'],
    ['DARWIN', 'NT'],
  ].map(([city, region]) => ({ city: city as string, region: region as string })),
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export function place(random: Random, region: Region): Place {
  return random.pick(PLACES[region]);
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

interface DateParts {
  dd: string;
  mm: string;
  yyyy: string;
  yy: string;
  mon: string;
}

function date(random: Random): DateParts {
  const month = random.int(1, 12);
  const year = random.pick([2023, 2024, 2025]);
  return {
    dd: pad2(random.int(1, 28)),
    mm: pad2(month),
    yyyy: String(year),
    yy: String(year).slice(2),
    mon: MONTHS[month - 1] as string,
  };
}

function time(random: Random): string {
  return `${pad2(random.int(7, 22))}:${pad2(random.int(0, 59))}`;
}

/** Mixed case, as several European and Australian banks export descriptions. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s*/-])([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());
}

/** A payee as a web address spells it (`BEST BUY` -> `BESTBUY`). */
function compact(payee: string): string {
  return payee.replace(/[^A-Za-z0-9]+/g, '');
}

/** One statement layout: fills in the payee and the noise (store numbers, dates, card digits, references). */
export type Format = (payee: string, random: Random) => string;

/** Card payments in a shop, restaurant or station. */
const CARD_FORMATS: Record<Region, readonly Format[]> = {
  us: [
    (m, r) => {
      const p = place(r, 'us');
      return `${m} ${p.city} ${p.region}`;
    },
    (m, r) => {
      const p = place(r, 'us');
      return `${m} #${r.digits(4)} ${p.city} ${p.region}`;
    },
    (m, r) => {
      const p = place(r, 'us');
      return `${m} ${r.digits(5)} ${p.city} ${p.region}`;
    },
    (m, r) => {
      const p = place(r, 'us');
      return `POS PURCHASE ${m} ${p.city} ${p.region}`;
    },
    (m, r) => {
      const p = place(r, 'us');
      const d = date(r);
      return `PURCHASE AUTHORIZED ON ${d.mm}/${d.dd} ${m} ${p.city} ${p.region} S${r.digits(15)} CARD ${r.digits(4)}`;
    },
    (m, r) => {
      const p = place(r, 'us');
      const d = date(r);
      return `CHECKCARD ${d.mm}${d.dd} ${m} ${p.city} ${p.region} ${r.digits(23)}`;
    },
    (m, r) => {
      const p = place(r, 'us');
      return `DEBIT CARD PURCHASE - ${m} ${p.city} ${p.region}`;
    },
    (m, r) => {
      const p = place(r, 'us');
      return `POS DEBIT ${m} ${r.digits(4)} ${p.city} ${p.region}`;
    },
    (m, r) => {
      const p = place(r, 'us');
      return `${m} ${r.digits(3)} ${r.pick(['MAIN ST', 'BROADWAY', 'MARKET ST', '5TH AVE', 'ELM ST'])} ${p.city} ${r.digits(5)} ${p.region} USA`;
    },
    (m, r) => {
      const p = place(r, 'us');
      return `SQ *${m} ${p.city} ${p.region}`;
    },
    (m) => m,
  ],
  uk: [
    (m, r) => `${m} ${place(r, 'uk').city} GB`,
    (m, r) => {
      const d = date(r);
      return `CARD PAYMENT TO ${m} ON ${d.dd}-${d.mm}-${d.yyyy}`;
    },
    (m, r) => {
      const d = date(r);
      return `${m} ON ${d.dd} ${d.mon} CLP`;
    },
    (m, r) => `VIS ${m} ${place(r, 'uk').city}`,
    (m, r) => `))) ${m} ${place(r, 'uk').city}`,
    (m, r) => `${m} ${r.digits(4)} CD ${r.digits(4)}`,
    (m, r) => `${m} ${place(r, 'uk').city}`,
    (m, r) => `CONTACTLESS PAYMENT ${m} ${place(r, 'uk').city}`,
    (m, r) => `${m} ${r.digits(4)} ${place(r, 'uk').city} GBR`,
    (m, r) => {
      const d = date(r);
      return `${titleCase(m)} ${titleCase(place(r, 'uk').city)} On ${d.dd} ${titleCase(d.mon)}`;
    },
    (m, r) => `SUMUP *${m} ${place(r, 'uk').city}`,
  ],
  eu: [
    (m, r) => {
      const p = place(r, 'eu');
      const d = date(r);
      return `KARTENZAHLUNG ${m} ${p.city} ${p.region} ${d.dd}.${d.mm}.${d.yyyy}`;
    },
    (m, r) => {
      const p = place(r, 'eu');
      return `${titleCase(m)}//${titleCase(p.city)}/${p.region}`;
    },
    (m, r) => {
      const d = date(r);
      return `GIROCARD ${m} ${d.dd}.${d.mm} ${time(r)}`;
    },
    (m, r) => {
      const d = date(r);
      return `CB ${m} ${d.dd}/${d.mm}`;
    },
    (m, r) => {
      const p = place(r, 'eu');
      const d = date(r);
      return `CARTE X${r.digits(4)} ${d.dd}/${d.mm} ${m} ${p.city}`;
    },
    (m, r) => {
      const p = place(r, 'eu');
      return `PAIEMENT PAR CARTE ${m} ${p.city}`;
    },
    (m, r) => {
      const p = place(r, 'eu');
      return `BEA ${titleCase(m)} ${titleCase(p.city)}`;
    },
    (m, r) => {
      const p = place(r, 'eu');
      return `Betaalautomaat ${time(r)} pasnr. ${r.digits(3)} ${titleCase(m)} ${titleCase(p.city)}`;
    },
    (m, r) => {
      const p = place(r, 'eu');
      return `COMPRA TARJ. ${m} ${p.city}`;
    },
    (m) => `VDP-${m}`,
    (m, r) => {
      const p = place(r, 'eu');
      return `POS ${m} ${p.city}`;
    },
    (m, r) => {
      const p = place(r, 'eu');
      return `VISA ${titleCase(m)} ${titleCase(p.city)} ${p.region}`;
    },
  ],
  au: [
    (m, r) => {
      const p = place(r, 'au');
      const d = date(r);
      return `${m} ${p.city} ${p.region} AUS Card xx${r.digits(4)} Value Date: ${d.dd}/${d.mm}/${d.yyyy}`;
    },
    (m, r) => `EFTPOS ${m} ${place(r, 'au').city}`,
    (m, r) => {
      const p = place(r, 'au');
      return `VISA PURCHASE ${m} ${p.city} ${p.region}`;
    },
    (m, r) => `DEBIT CARD PURCHASE ${m} ${place(r, 'au').city} AU`,
    (m, r) => {
      const p = place(r, 'au');
      return `${m} ${r.digits(4)} ${p.city} ${p.region}`;
    },
    (m, r) => {
      const p = place(r, 'au');
      return `${m} ${p.city} AU`;
    },
    (m, r) => {
      const p = place(r, 'au');
      return `${titleCase(m)} ${titleCase(p.city)} ${p.region} Aus`;
    },
    (m, r) => {
      const p = place(r, 'au');
      return `SQ *${m} ${p.city}`;
    },
  ],
};

/** Bills: direct debits, autopay, BPAY and SEPA mandates. */
const BILL_FORMATS: Record<Region, readonly Format[]> = {
  us: [
    (m, r) => `${m} ONLINE PMT ${r.code(8)}`,
    (m, r) => `${m} DES:BILL PAY ID:${r.code(10)} INDN:${r.pick(PEOPLE.us)} CO ID:${r.digits(10)} PPD`,
    (m) => `${m} AUTOPAY`,
    (m, r) => `${m} WEB PMTS ${r.code(6)}`,
    (m, r) => `ONLINE PAYMENT ${r.digits(10)} TO ${m}`,
    (m, r) => `${m} PAYMENT ${r.digits(6)} WEB ID: ${r.digits(10)}`,
    (m, r) => `ACH DEBIT ${m} ${r.code(8)}`,
    (m) => `${m} BILL PAYMENT`,
    (m, r) => {
      const d = date(r);
      return `RECURRING PAYMENT AUTHORIZED ON ${d.mm}/${d.dd} ${m} ${r.digits(10)} ${place(r, 'us').region} S${r.digits(15)} CARD ${r.digits(4)}`;
    },
  ],
  uk: [
    (m) => `DD ${m}`,
    (m, r) => `${m} ${r.code(10)} DD`,
    (m, r) => `DIRECT DEBIT ${m} ${r.code(9)}`,
    (m, r) => `${m} ${r.digits(8)} DDR`,
    (m, r) => `${titleCase(m)} Direct Debit Ref ${r.code(9)}`,
    (m, r) => `D/D ${m} ${r.digits(6)}`,
    (m, r) => `${m} ${r.code(8)}`,
  ],
  eu: [
    (m, r) => `SEPA-LASTSCHRIFT ${m} Mandatsref: ${r.code(10)} Glaeubiger-ID DE${r.digits(2)}ZZZ${r.digits(11)}`,
    (m, r) => `Lastschrift ${titleCase(m)} ${r.code(12)}`,
    (m, r) => `FOLGELASTSCHRIFT ${m} ${r.code(14)}`,
    (m, r) => `PRLV SEPA ${m} ${r.code(12)}`,
    (m, r) => `PRELEVEMENT ${m} ECH ${date(r).dd}/${date(r).mm}`,
    (m, r) => `Incasso ${titleCase(m)} ${r.code(10)}`,
    (m, r) => `RECIBO ${m} ${r.digits(10)}`,
    (m, r) => `D/D ${m} ${r.code(8)}`,
    (m, r) => `SEPA DIRECT DEBIT ${m} ${r.code(12)}`,
  ],
  au: [
    (m, r) => `Direct Debit ${r.digits(6)} ${m} ${r.code(8)}`,
    (m, r) => `BPAY ${m} ${r.digits(10)}`,
    (m) => `${m} DIRECT DEBIT`,
    (m, r) => `DIRECT DEBIT ${m} ${r.digits(9)}`,
    (m, r) => `${titleCase(m)} ${r.digits(8)} Direct Debit`,
  ],
};

/** Online purchases: websites, app stores, marketplaces, often through a processor. */
const ONLINE_FORMATS: Record<Region, readonly Format[]> = {
  us: [
    (m, r) => `${m}*${r.code(6)} ${r.digits(3)}-${r.digits(3)}-${r.digits(4)} ${place(r, 'us').region}`,
    (m, r) => `PAYPAL *${m} ${r.digits(10)} CA`,
    (m, r) => `${compact(m)}.COM ${place(r, 'us').region}`,
    (m, r) => {
      const d = date(r);
      return `PURCHASE AUTHORIZED ON ${d.mm}/${d.dd} ${m} ${r.pick(['WWW.', ''])}${compact(m).slice(0, 10)}.COM ${place(r, 'us').region} S${r.digits(15)} CARD ${r.digits(4)}`;
    },
    (m, r) => `${m} ${r.digits(3)}-${r.digits(3)}-${r.digits(4)} ${place(r, 'us').region}`,
    (m) => `${m} ONLINE`,
  ],
  uk: [
    (m, r) => `${m}*${r.code(8)} ${r.pick(['LONDON', 'GB', 'LUXEMBOURG', 'DUBLIN'])}`,
    (m, r) => `PAYPAL *${m} ${r.digits(11)}`,
    (m) => `${compact(m)}.CO.UK`,
    (m, r) => {
      const d = date(r);
      return `CARD PAYMENT TO ${m}.COM ON ${d.dd}-${d.mm}-${d.yyyy}`;
    },
    (m, r) => `${m} ${r.pick(['INTERNET', 'WWW', 'ONLINE'])} GB`,
  ],
  eu: [
    (m, r) => `PAYPAL *${m} ${r.digits(11)} ${r.pick(['LU', 'DE', 'FR', 'NL'])}`,
    (m, r) => `${titleCase(m)}*${r.code(8)}`,
    (m, r) => `VISA ${m}.${r.pick(['DE', 'FR', 'NL', 'ES', 'COM'])}`,
    (m, r) => `iDEAL ${titleCase(m)} ${r.code(10)}`,
    (m, r) => `CB ${m} ${date(r).dd}/${date(r).mm}`,
  ],
  au: [
    (m, r) => `${m}*${r.code(6)} ${r.pick(['SYDNEY', 'MELBOURNE', 'SURRY HILLS'])}`,
    (m, r) => `PAYPAL *${m} ${r.digits(10)} AU`,
    (m) => `${compact(m)}.COM.AU`,
    (m, r) => `VISA PURCHASE ${m} ${r.pick(['ONLINE', 'INTERNET'])} AU`,
  ],
};

/** The layouts a region's banks print for one kind of payment. */
export function paymentFormats(kind: PaymentKind, region: Region): readonly Format[] {
  const formats = kind === 'card' ? CARD_FORMATS : kind === 'bill' ? BILL_FORMATS : ONLINE_FORMATS;
  return formats[region];
}

export function formatPayment(kind: PaymentKind, region: Region, payee: string, random: Random): string {
  return random.pick(paymentFormats(kind, region))(payee, random);
}

/** People on transfers (names only, as statements print them). */
export const PEOPLE: Record<Region, readonly string[]> = {
  us: [
    'JOHN SMITH',
    'MARIA GARCIA',
    'JAMES JOHNSON',
    'EMILY DAVIS',
    'MICHAEL BROWN',
    'SARAH MILLER',
    'DAVID WILSON',
    'JESSICA MOORE',
    'ROBERT TAYLOR',
    'ASHLEY ANDERSON',
    'CHRIS THOMAS',
    'AMANDA JACKSON',
    'DANIEL WHITE',
    'MEGAN HARRIS',
    'KEVIN MARTIN',
    'LAURA THOMPSON',
    'BRIAN LEE',
    'NICOLE CLARK',
    'JASON LEWIS',
    'RACHEL WALKER',
  ],
  uk: [
    'J SMITH',
    'MR D JONES',
    'MRS A WILLIAMS',
    'S TAYLOR',
    'MS K BROWN',
    'O DAVIES',
    'R EVANS',
    'MR T WILSON',
    'L THOMAS',
    'H ROBERTS',
    'C JOHNSON',
    'MISS E WRIGHT',
    'P WALKER',
    'G WHITE',
    'F HUGHES',
    'N EDWARDS',
  ],
  eu: [
    'MAX MUSTERMANN',
    'ANNA SCHMIDT',
    'LUKAS MUELLER',
    'SOPHIE MARTIN',
    'PIERRE DUBOIS',
    'CAMILLE BERNARD',
    'JAN DE VRIES',
    'EMMA JANSEN',
    'PABLO GARCIA',
    'LUCIA FERNANDEZ',
    'SEAN MURPHY',
    'AOIFE KELLY',
    'MARCO ROSSI',
    'GIULIA BIANCHI',
    'THOMAS WAGNER',
    'JULIA BECKER',
    'LOUIS LEROY',
    'SANNE BAKKER',
  ],
  au: [
    'J CITIZEN',
    'MICHAEL NGUYEN',
    'SARAH WILLIAMS',
    'JACK BROWN',
    'CHLOE WILSON',
    'LIAM TAYLOR',
    'OLIVIA SMITH',
    'NOAH JONES',
    'MIA WHITE',
    'ETHAN MARTIN',
    'ISLA THOMPSON',
    'LUCAS KELLY',
    'GRACE RYAN',
    'COOPER WALSH',
  ],
};
