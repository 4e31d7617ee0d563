import {
  CATEGORY_CONFIDENCE_THRESHOLD,
  DEFAULT_CATEGORIES,
  categoriseResponseSchema,
  suggestCategory,
  type Categorisation,
} from '@tracker/contracts';
import { brandStage } from '../../cascade/brandStage';
import { globalModel } from '../../model/globalModel';
import { brandIndex } from '../../reference/brandIndex';
import { row, startTestService, type TestService } from '../../testing';

describe('POST /internal/categorise and /internal/learn (no LLM configured)', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
    // Trained and loaded once per process (as at service start-up), outside the tests' own time limits.
    globalModel();
    brandIndex();
  }, 60_000);

  afterAll(async () => {
    await service.stop();
  });

  async function categorise(
    userId: string,
    transactions: Array<ReturnType<typeof row> & { bankCategory?: string }>,
    categories: readonly string[] = DEFAULT_CATEGORIES,
  ) {
    const res = await service.request().post('/internal/categorise').send({ userId, categories, transactions });
    expect(res.status).toBe(200);
    return categoriseResponseSchema.parse(res.body).results;
  }

  async function learn(
    userId: string,
    examples: Array<{ description: string; amount: string; isIncome: boolean; category: string }>,
  ) {
    const res = await service.request().post('/internal/learn').send({ userId, examples });
    expect(res.status).toBe(200);
    return res.body as { learned: number };
  }

  function byId(results: Categorisation[]): Record<string, Categorisation> {
    return Object.fromEntries(results.map((result) => [result.id, result]));
  }

  it('categorises a statement of everyday transactions from well-known merchants confidently, offline', async () => {
    const statement = [
      row('1', 'POS PURCHASE KROGER #0412 COLUMBUS OH', '84.21'),
      row('2', 'STARBUCKS STORE 10293 SEATTLE WA', '5.45'),
      row('3', 'PURCHASE AUTHORIZED ON 03/02 CHEVRON 0091234 HOUSTON TX S384061234567890 CARD 4821', '48.10'),
      row('4', 'NETFLIX.COM 866-579-7172 CA', '15.49'),
      row('5', 'CARD PAYMENT TO TESCO STORES 3345 ON 12-03-2024', '32.80'),
      row('6', 'DD BRITISH GAS 800012345', '96.00'),
      row('7', 'TFL TRAVEL CH TFL.GOV.UK/CP', '7.40'),
      row('8', 'Kartenzahlung REWE Markt GmbH Berlin DE 14.03.2024', '41.22'),
      row('9', 'WOOLWORTHS 1234 SYDNEY NSW AUS Card xx1234 Value Date: 15/03/2024', '67.15'),
      row('10', 'ACME CORP DES:PAYROLL ID:XXXXX45 INDN:DOE JOHN CO ID:XXXXX1234 PPD', '3250.00', true),
      row('11', 'MONTHLY SERVICE FEE', '12.00'),
      row('12', 'ZELLE PAYMENT TO JOHN SMITH 1234567890', '40.00'),
    ];
    // Card purchases at chains the brand index knows come from the brand stage (the model agrees); bills, pay, fees
    // and transfers from the model.
    const expected: Record<string, [string, string]> = {
      '1': ['Groceries', 'brand'],
      '2': ['Dining Out', 'brand'],
      '3': ['Fuel', 'brand'],
      '4': ['Subscriptions', 'model'],
      '5': ['Groceries', 'brand'],
      '6': ['Utilities', 'model'],
      '7': ['Transport', 'model'],
      '8': ['Groceries', 'brand'],
      '9': ['Groceries', 'brand'],
      '10': ['Salary', 'model'],
      '11': ['Fees & Charges', 'model'],
      '12': ['Transfer', 'model'],
    };
    const results = byId(await categorise('user-statement', statement));
    for (const [id, [category, stage]] of Object.entries(expected)) {
      expect({ id, category: results[id]?.category, stage: results[id]?.stage }).toEqual({ id, category, stage });
      expect(results[id]?.confidence).toBeGreaterThanOrEqual(CATEGORY_CONFIDENCE_THRESHOLD);
    }
  });

  it('answers only with the request’s categories, pooling the taxonomy into the user’s names', async () => {
    const results = byId(
      await categorise(
        'user-names',
        [row('pay', 'BGC GLOBEX LTD SALARY', '2400.00', true), row('food', 'STARBUCKS STORE 10293 SEATTLE WA', '5.45')],
        ['Income', 'Eating Out', 'Groceries'],
      ),
    );
    expect(results.pay?.category).toBe('Income');
    expect(['Eating Out', 'Groceries']).toContain(results.food?.category);
  });

  it('reads a bank category the import could not map as a feature of the row: a hint, never a new category', async () => {
    // Words the bank-category table does not read as any default category: only the categoriser can use them.
    expect(suggestCategory('Chemist', DEFAULT_CATEGORIES)).toBeNull();
    expect(suggestCategory('Cinema', DEFAULT_CATEGORIES)).toBeNull();
    const alone = byId(await categorise('user-bank-words', [row('a', 'MELVORA 4411', '12.00')]));
    expect(alone.a?.confidence).toBeLessThan(CATEGORY_CONFIDENCE_THRESHOLD);
    expect(alone.a?.category).not.toBe('Health & Fitness');
    const hinted = byId(
      await categorise('user-bank-words', [
        { ...row('c', 'MELVORA 4411', '12.00'), bankCategory: 'Chemist' },
        { ...row('m', 'MELVORA 4411', '12.00'), bankCategory: 'Cinema' },
      ]),
    );
    expect(hinted.c).toMatchObject({ category: 'Health & Fitness', stage: 'model', merchant: alone.a?.merchant });
    expect(hinted.c?.confidence).toBeGreaterThanOrEqual(CATEGORY_CONFIDENCE_THRESHOLD);
    expect(hinted.m).toMatchObject({ category: 'Entertainment', stage: 'model' });
    // Among the request's categories only: a word that names none of them is no answer by itself.
    const narrow = byId(
      await categorise(
        'user-bank-words',
        [{ ...row('n', 'MELVORA 4411', '12.00'), bankCategory: 'Cinema' }],
        ['Groceries', 'Rent'],
      ),
    );
    expect(['Groceries', 'Rent', null]).toContain(narrow.n?.category);
  });

  it('returns no category when nothing sensible can be said', async () => {
    const results = byId(
      await categorise(
        'user-none',
        [row('digits', '0000123 4455 03/04', '10.00'), row('coffee', 'STARBUCKS STORE 10293 SEATTLE WA', '5.45')],
        ['Coffee'],
      ),
    );
    expect(results.digits).toEqual({ id: 'digits', category: null, confidence: 0, stage: 'none', merchant: '' });
    // "Coffee" is the user's own category: no model class maps to it, so only memory or the LLM could answer.
    expect(results.coffee).toEqual({
      id: 'coffee',
      category: null,
      confidence: 0,
      stage: 'none',
      merchant: 'STARBUCKS',
    });
  });

  it('learns from a correction: the merchant is the user’s way from the next call, in any format', async () => {
    const before = byId(
      await categorise(
        'user-learn',
        [row('a', 'TESCO STORES 2231 LEEDS GB', '20.00')],
        [...DEFAULT_CATEGORIES, 'Household'],
      ),
    );
    expect(before.a?.category).toBe('Groceries');

    expect(
      await learn('user-learn', [
        {
          description: 'CARD PAYMENT TO TESCO STORES 3345 ON 12-03-2024',
          amount: '18.00',
          isIncome: false,
          category: 'Household',
        },
      ]),
    ).toEqual({
      learned: 1,
    });
    const after = byId(
      await categorise(
        'user-learn',
        [row('a', 'TESCO STORES 2231 LEEDS GB', '20.00'), row('b', '))) TESCO STORES 9911 YORK', '7.50')],
        [...DEFAULT_CATEGORIES, 'Household'],
      ),
    );
    expect(after.a).toMatchObject({ category: 'Household', stage: 'memory' });
    expect(after.b).toMatchObject({ category: 'Household', stage: 'memory' });
    expect(after.a?.confidence).toBeGreaterThanOrEqual(0.8);

    // The latest correction wins at once.
    await learn('user-learn', [
      { description: 'TESCO STORES 4410 BATH GB', amount: '9.00', isIncome: false, category: 'Groceries' },
    ]);
    const again = byId(
      await categorise(
        'user-learn',
        [row('a', 'TESCO STORES 2231 LEEDS GB', '20.00')],
        [...DEFAULT_CATEGORIES, 'Household'],
      ),
    );
    expect(again.a).toMatchObject({ category: 'Groceries', stage: 'memory' });
    // Groceries once, Household once: a choice the user has changed is less settled than one never changed.
    expect(again.a?.confidence).toBeLessThan(0.95);
  });

  it('within one learn call the later example of a merchant wins', async () => {
    await learn('user-order', [
      { description: 'SHELL OIL 57442567 BOSTON MA', amount: '40.00', isIncome: false, category: 'Transport' },
      { description: 'SHELL OIL 11112222 DENVER CO', amount: '42.00', isIncome: false, category: 'Fuel' },
    ]);
    const results = byId(await categorise('user-order', [row('s', 'SHELL OIL 99990000 AUSTIN TX', '39.00')]));
    expect(results.s).toMatchObject({ category: 'Fuel', stage: 'memory' });
  });

  it('never answers one user from another user’s memory', async () => {
    await learn('user-alice', [
      { description: 'COSTA COFFEE 43012 MANCHESTER', amount: '3.20', isIncome: false, category: 'Treats' },
    ]);
    const alice = byId(
      await categorise(
        'user-alice',
        [row('c', '))) COSTA COFFEE 1188 LEEDS', '3.40')],
        [...DEFAULT_CATEGORIES, 'Treats'],
      ),
    );
    const bob = byId(
      await categorise(
        'user-bob',
        [row('c', '))) COSTA COFFEE 1188 LEEDS', '3.40')],
        [...DEFAULT_CATEGORIES, 'Treats'],
      ),
    );
    expect(alice.c).toMatchObject({ category: 'Treats', stage: 'memory' });
    expect(bob.c).toMatchObject({ category: 'Dining Out', stage: 'brand' });
  });

  it('skips a remembered category the user no longer has', async () => {
    await learn('user-deleted', [
      { description: 'PRET A MANGER LONDON GB', amount: '6.00', isIncome: false, category: 'Lunches' },
    ]);
    const results = byId(await categorise('user-deleted', [row('p', 'VIS PRET A MANGER LONDON', '6.50')]));
    expect(results.p).toMatchObject({ category: 'Dining Out', stage: 'brand' });
  });

  it('adapts the model to the user: similar merchants lean to the user’s own category', async () => {
    const categories = [...DEFAULT_CATEGORIES, 'Coffee'];
    const first = byId(
      await categorise('user-coffee', [row('x', 'SIGHTGLASS COFFEE SAN FRANCISCO CA', '5.00')], categories),
    );
    expect(first.x?.category).toBe('Dining Out');
    await learn('user-coffee', [
      { description: 'BLUE BOTTLE COFFEE OAKLAND CA', amount: '5.50', isIncome: false, category: 'Coffee' },
      { description: 'STUMPTOWN COFFEE ROASTERS PORTLAND OR', amount: '4.75', isIncome: false, category: 'Coffee' },
      { description: 'PEETS COFFEE 0042 BERKELEY CA', amount: '4.10', isIncome: false, category: 'Coffee' },
    ]);
    const after = byId(
      await categorise('user-coffee', [row('x', 'SIGHTGLASS COFFEE SAN FRANCISCO CA', '5.00')], categories),
    );
    // A merchant the user never categorised: the answer comes from the model, adapted by the user's examples.
    expect(after.x).toMatchObject({ category: 'Coffee', stage: 'model' });
    const other = byId(
      await categorise('user-other', [row('x', 'SIGHTGLASS COFFEE SAN FRANCISCO CA', '5.00')], categories),
    );
    expect(other.x?.category).toBe('Dining Out');
  });

  it('knows the world’s chains that the seed lacks: a brand at the start of the payee answers, in its own country', async () => {
    const results = byId(
      await categorise('user-brands', [
        row('heb', 'HEB #123 SAN ANTONIO TX', '54.20'),
        row('speedway', 'SPEEDWAY 0412 DAYTON OH', '41.00'),
        row('dd', 'DIRECT DEBIT SPEEDWAY 0412', '41.00'),
      ]),
    );
    expect(results.heb).toMatchObject({ category: 'Groceries', stage: 'brand', confidence: 0.9 });
    expect(results.speedway).toMatchObject({ category: 'Fuel', stage: 'brand' });
    // A direct debit is a bill, not a purchase at the chain's places: the brand stage leaves it to the model.
    expect(results.dd?.stage).not.toBe('brand');
    // A Polish chain answers in Poland and wherever the row says nothing of its country, not for a row paid in
    // Australia (the row's own state code, or the request's hint).
    const poland = byId(await categorise('user-brands', [row('p', 'BIEDRONKA 1234 WARSZAWA', '87.45')]));
    expect(poland.p).toMatchObject({ category: 'Groceries', stage: 'brand' });
    const abroad = byId(
      await categorise('user-brands', [
        row('b', 'BIEDRONKA 1234 PERTH WA', '10.00'),
        row('c', 'BIEDRONKA 77', '10.00'),
      ]),
    );
    expect(abroad.b?.stage).not.toBe('brand');
    const hinted = await service
      .request()
      .post('/internal/categorise')
      .send({
        userId: 'user-brands',
        categories: DEFAULT_CATEGORIES,
        country: 'AU',
        transactions: [row('c', 'BIEDRONKA 77', '10.00')],
      });
    expect(hinted.status).toBe(200);
    expect(hinted.body.results[0].stage).not.toBe('brand');
    expect(abroad.c).toMatchObject({ category: 'Groceries', stage: 'brand' });
  });

  it('knows what a shortened or cut business word on a card slip means (SUPERMKT, PHCY, RSTRNT, HARDWAR)', async () => {
    const results = byId(
      await categorise('user-shortenings', [
        row('grocer', 'GREENS SUPERMKT 12', '54.20'),
        row('pharmacy', 'OAKWOOD PHCY', '12.99'),
        row('restaurant', 'ANH HONG RSTRNT', '38.40'),
        row('hardware', 'MAIN ST HARDWAR', '23.50'),
        row('fuel', 'JOES SVC STN', '41.00'),
        row('parking', 'CITY PKG GARAGE', '18.00'),
      ]),
    );
    expect(results.grocer).toMatchObject({ category: 'Groceries', stage: 'model' });
    expect(results.pharmacy).toMatchObject({ category: 'Health & Fitness', stage: 'model' });
    expect(results.restaurant).toMatchObject({ category: 'Dining Out', stage: 'model' });
    expect(results.hardware).toMatchObject({ category: 'Housing', stage: 'model' });
    expect(results.fuel).toMatchObject({ category: 'Fuel', stage: 'model' });
    expect(results.parking).toMatchObject({ category: 'Transport', stage: 'model' });
    for (const result of Object.values(results)) expect(result.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('knows who bills: a bill to an energy, water or phone company is Utilities, to an insurer Insurance; a purchase is not', async () => {
    const results = byId(
      await categorise('user-utilities', [
        row('pap', 'BC HYDRO PAP', '88.20'),
        row('ach', 'WE ENERGIES DES:WEB PAY ID:XXXXX2211 INDN:SAM LEE CO ID:XXXXX44556 WEB', '131.40'),
        row('billpay', 'BILL PAYMENT BELL CANADA', '95.00'),
      ]),
    );
    expect(results.pap).toMatchObject({ category: 'Utilities', stage: 'brand', confidence: 0.9 });
    expect(results.ach).toMatchObject({ category: 'Utilities', stage: 'brand' });
    expect(results.billpay).toMatchObject({ category: 'Utilities', stage: 'brand' });
    // The name of a company that also runs power lines on a card slip is a purchase: the chains' stage or the model.
    const stage = brandStage();
    expect(stage.categoryOf('directdebit bc hydro', ['ca'])).toEqual({ category: 'Utilities', weak: false });
    expect(stage.categoryOf('card bc hydro', ['ca'])).toBeNull();
    expect(stage.categoryOf('online bc hydro', ['ca'])).toBeNull();
    expect(stage.categoryOf('transfer bc hydro', ['ca'])).toBeNull();
    // A bill to a chain whose business is billed — a phone carrier, an insurer, a gym — is that chain's; a bill to a
    // supermarket chain is not (its bank, its phone line), nor one to a name followed by more.
    expect(stage.categoryOf('directdebit vodafone', ['gb'])).toEqual({ category: 'Utilities', weak: false });
    expect(stage.categoryOf('directdebit allianz', ['gb'])).toEqual({ category: 'Insurance', weak: false });
    expect(stage.categoryOf('directdebit puregym', ['gb'])).toEqual({ category: 'Health & Fitness', weak: false });
    expect(stage.categoryOf('directdebit tesco', ['gb'])).toBeNull();
    expect(stage.categoryOf('directdebit nationwide bs mortgage', [])).toBeNull();
  });

  it('knows a pub by its common name (The Red Lion, The Kings Arms), weakly, where no chain and no bill says otherwise', async () => {
    const results = byId(
      await categorise('user-common-names', [
        row('pub', 'CARD PAYMENT TO THE KINGS ARMS ON 13-03-2024', '18.40'),
        row('lion', 'THE RED LION 1234 LONDON GB', '23.10'),
      ]),
    );
    expect(results.pub).toMatchObject({ category: 'Dining Out', stage: 'brand' });
    expect(results.lion).toMatchObject({ category: 'Dining Out', stage: 'brand' });
    const stage = brandStage();
    expect(stage.categoryOf('card kings arms', ['gb'])).toEqual({ category: 'Dining Out', weak: true });
    // A bill or a transfer to a company of that name is not a round at the bar.
    expect(stage.categoryOf('directdebit red lion', ['gb'])).toBeNull();
    expect(stage.categoryOf('transfer red lion', ['gb'])).toBeNull();
  });

  it('a weak brand match (by another name; a one-word name and more) answers below the threshold', async () => {
    const results = byId(
      await categorise('user-weak-brands', [
        row('own', 'HEB #123 SAN ANTONIO TX', '20.00'),
        // Stinker's own name is 'Stinker' (a fuel and convenience chain); 'Stinker Stores' is only matched.
        row('other', 'CHECKCARD 0404 STINKER STORES #55 BOISE ID', '20.00'),
      ]),
    );
    expect(results.own).toMatchObject({ category: 'Groceries', stage: 'brand', confidence: 0.9 });
    expect(results.other).toMatchObject({ category: 'Groceries', stage: 'brand' });
    expect(results.other?.confidence).toBeLessThan(CATEGORY_CONFIDENCE_THRESHOLD);
    // A one-word name followed by more than a branch or a town: likely another business starting with that word.
    const stage = brandStage();
    expect(stage.categoryOf('garage', ['ca'])).toEqual({ category: 'Shopping', weak: false });
    expect(stage.categoryOf('garage laval', ['ca'])).toEqual({ category: 'Shopping', weak: false });
    // Towns are cut before the brand stage reads a row, so two words after a one-word name already name another business.
    expect(stage.categoryOf('garage mecanique tremblay', ['ca'])).toEqual({ category: 'Shopping', weak: true });
    expect(stage.categoryOf('garage mecanique bouchard sherbrooke', ['ca'])).toEqual({
      category: 'Shopping',
      weak: true,
    });
  });

  it('reads amounts in the request’s currency at their magnitude: ¥1,280 is banded as about $10, not $1,280', async () => {
    const descriptions = [
      'SAKURA 0042 TOKYO',
      'YAMADA SHOTEN',
      'PAYMENT TO TANAKA',
      'CARD PURCHASE NAKAMURA',
      'TAKAHASHI CLINIC',
      'ONLINE PAYMENT 12345',
      'SUZUKI',
      'MIDORI',
    ];
    const ask = async (amount: string, currency?: string) => {
      const res = await service
        .request()
        .post('/internal/categorise')
        .send({
          userId: 'user-yen',
          categories: DEFAULT_CATEGORIES,
          transactions: descriptions.map((description, i) => row(String(i), description, amount)),
          ...(currency === undefined ? {} : { currency }),
        });
      expect(res.status).toBe(200);
      return categoriseResponseSchema.parse(res.body).results.map((r) => [r.category, r.confidence]);
    };
    const yen = await ask('1280', 'jpy');
    // JPY's amounts are divided by 2^7 (about 150 yen to the dollar) for their band: ¥1,280 reads as $10.
    expect(yen).toEqual(await ask('10.00'));
    expect(yen).not.toEqual(await ask('1280'));
    // Euros are near enough to dollars: read as they are.
    expect(await ask('1280', 'EUR')).toEqual(await ask('1280'));
  });

  it('reads a correction’s amount in its currency, as a categorise request in that currency reads it', async () => {
    const vets = ['HAPPY PAWS VET CLINIC', 'GREEN VALLEY VET HOSPITAL', 'KITTY CORNER VET'];
    // The same three corrections taught in yen, in dollars of the yen amount's magnitude, and in yen sent bare; the
    // user's model is trained with the global model's scores of each example (its amount band among the features).
    const teach = async (userId: string, amount: string, currency?: string) => {
      await learn(
        userId,
        vets.map((description) => ({
          description,
          amount,
          isIncome: false,
          category: 'Health & Fitness',
          ...(currency === undefined ? {} : { currency }),
        })),
      );
      const unseen = [row('a', 'SUNNY SIDE VET SURGERY', '10.00'), row('b', 'MAPLE VET', '10.00')];
      return (await categorise(userId, unseen)).map((r) => [r.category, r.stage, r.confidence]);
    };
    const yen = await teach('user-learn-yen', '1280', 'jpy');
    // JPY's amounts are divided by 2^7 for their band, as the categorise route divides them: ¥1,280 is taught as $10.
    expect(yen).toEqual(await teach('user-learn-dollars', '10.00'));
    // Without a currency the amount is read as dollars: $1,280 teaches the user's model something else.
    expect(yen).not.toEqual(await teach('user-learn-bare', '1280'));
  });

  it('rejects a country hint that is not a two-letter code', async () => {
    const res = await service
      .request()
      .post('/internal/categorise')
      .send({
        userId: 'u',
        categories: DEFAULT_CATEGORIES,
        country: 'Australia',
        transactions: [row('a', 'KROGER', '1.00')],
      });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('country');
  });

  it('a correction moves only its own merchant: after each of 20 corrections no row of another merchant changes category', async () => {
    const user = 'user-isolation';
    const corrections: Array<[string, string]> = [
      ['GOOGLE *STORAGE', 'Subscriptions'],
      ['COSTCO WHSE #0123 SEATTLE WA', 'Shopping'],
      ['SHELL OIL 57442567 BOSTON MA', 'Transport'],
      ['STARBUCKS STORE 10293 SEATTLE WA', 'Entertainment'],
      ['APPLE.COM/BILL 866-712-7753 CA', 'Entertainment'],
      ['TARGET 00012 MINNEAPOLIS MN', 'Groceries'],
      ['UBER *TRIP HELP.UBER.COM', 'Travel'],
      ['AMAZON PRIME*2K3LL1 AMZN.COM/BILL WA', 'Shopping'],
      ['CVS/PHARMACY #1234 AUSTIN TX', 'Personal Care'],
      ['THE HOME DEPOT #4521 AUSTIN TX', 'Shopping'],
      ['PLANET FITNESS 800-123-4567 NH', 'Subscriptions'],
      ['SPOTIFY USA 877-778-1161 NY', 'Entertainment'],
      ['WHOLEFDS MKT 10234 AUSTIN TX', 'Dining Out'],
      ['DELTA AIR LINES 0062345 ATLANTA GA', 'Transport'],
      ['PETSMART #1234 AUSTIN TX', 'Groceries'],
      ['CHIPOTLE 1234 AUSTIN TX', 'Groceries'],
      ['BARNES & NOBLE #2211 AUSTIN TX', 'Education'],
      ['AT&T BILL PAYMENT', 'Subscriptions'],
      ['ETSY.COM - SHOP 1234', 'Gifts & Donations'],
      ['JIFFY LUBE #1234 AUSTIN TX', 'Housing'],
    ];
    // Other merchants, some sharing words with the corrected ones (self-storage firms, other Shell, Target and
    // Google merchants, other pharmacies and coffee shops).
    const statement = [
      'PUBLIC STORAGE 21345 AUSTIN TX',
      'EXTRA SPACE STORAGE 882 DALLAS TX',
      'STORAGE KING LEEDS',
      'CUBESMART 1234 AUSTIN TX',
      'LIFE STORAGE 443 HOUSTON TX',
      'GOOGLE *YOUTUBE PREMIUM',
      'GOOGLE *GOOGLE ONE',
      'SHELL SELECT 1234 LONDON',
      'TARGET OPTICAL 0012 AUSTIN TX',
      'WALGREENS #1234 AUSTIN TX',
      'PEETS COFFEE 0042 BERKELEY CA',
      'DUNKIN #3321 BOSTON MA',
      'KROGER #0412 COLUMBUS OH',
      'HEB #123 SAN ANTONIO TX',
      'SAFEWAY #1234 DENVER CO',
      'LOWES #1234 AUSTIN TX',
      'ACE HARDWARE 1234 AUSTIN TX',
      'NETFLIX.COM 866-579-7172 CA',
      'HULU 877-8244858 CA',
      'LYFT *RIDE SUN 8PM',
      'AMERICAN AIRLINES 0012345 DALLAS TX',
      'MARRIOTT HOTELS AUSTIN TX',
      'CHEVRON 0091234 HOUSTON TX',
      'EXXONMOBIL 4412 AUSTIN TX',
      'PANERA BREAD #1234 AUSTIN TX',
      'TACO BELL #0341 AUSTIN TX',
      'PETCO 1234 AUSTIN TX',
      'BEST BUY 00012345 AUSTIN TX',
      'SQ *PINE STATE BISCUITS PORTLAND OR',
      'SQ *RIVERSIDE FAMILY DENTAL BOISE ID',
      'GOLDS GYM AUSTIN TX',
      'VERIZON WIRELESS PAYMENT',
      'STATE FARM INSURANCE',
      'AUSTIN ENERGY UTILITIES',
      'AMC THEATRES 0123 DALLAS TX',
      'GREAT CLIPS 1234 AUSTIN TX',
    ];
    const rows = statement.map((description, i) => row(`s${i}`, description, '25.00'));
    const merchants = (await categorise(user, rows)).map((result) => result.merchant);
    let before = await categorise(user, rows);
    const corrected = new Set<string>();
    for (const [description, category] of corrections) {
      await learn(user, [{ description, amount: '25.00', isIncome: false, category }]);
      const [own] = await categorise(user, [row('own', description, '25.00')]);
      expect(own).toMatchObject({ category, stage: 'memory' });
      corrected.add(own?.merchant ?? '');
      const after = await categorise(user, rows);
      after.forEach((result, i) => {
        if (corrected.has(merchants[i] ?? '')) return;
        expect({ correction: description, row: statement[i], category: result.category }).toEqual({
          correction: description,
          row: statement[i],
          category: before[i]?.category,
        });
      });
      before = after;
    }
  }, 60_000);

  it('echoes every id in order and accepts an empty chunk', async () => {
    const results = await categorise('user-ids', [
      row('z', 'KROGER #1 DAYTON OH', '3.00'),
      row('y', 'AMC THEATRES 0123 DALLAS TX', '24.00'),
    ]);
    expect(results.map((result) => result.id)).toEqual(['z', 'y']);
    expect(await categorise('user-ids', [])).toEqual([]);
  });

  it('rejects a malformed request with the first bad field, and learns nothing from it', async () => {
    const res = await service
      .request()
      .post('/internal/categorise')
      .send({ userId: 'u', categories: [], transactions: [] });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('categories');
    const bad = await service
      .request()
      .post('/internal/learn')
      // One decimal is no currency's amount (whole yen "1500" and dinars "1.250" are).
      .send({ userId: 'u', examples: [{ description: 'X', amount: '1.5', isIncome: false, category: 'A' }] });
    expect(bad.status).toBe(400);
    const badCurrency = await service
      .request()
      .post('/internal/learn')
      .send({
        userId: 'u',
        examples: [{ description: 'X', amount: '15', isIncome: false, category: 'A', currency: 'YEN' }],
      });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.body.details[0].path).toBe('examples.0.currency');
  });

  it('sends each row’s merchant key, and names the merchants of plain descriptions through /internal/merchants', async () => {
    const results = byId(
      await categorise('user-merchants', [
        row('a', 'POS STARBUCKS #998 PORTLAND OR', '4.10'),
        row('b', 'SQ *STARBUCKS BOSTON MA', '5.20'),
        row('c', 'H-E-B #123 AUSTIN TX', '40.00'),
      ]),
    );
    expect(results.a?.merchant).toBe('STARBUCKS');
    expect(results.b?.merchant).toBe('STARBUCKS');
    expect(results.c?.merchant).not.toBe('STARBUCKS');
    const res = await service
      .request()
      .post('/internal/merchants')
      .send({ descriptions: ['STARBUCKS STORE 12345 SEATTLE WA', 'H-E-B #9 HOUSTON TX', ''] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ merchants: ['STARBUCKS', results.c?.merchant, ''] });
    expect((await service.request().post('/internal/merchants').send({ descriptions: 'x' })).status).toBe(400);
  });

  it('requires the internal token when one is configured', async () => {
    const env = { INTERNAL_TOKEN: 'a-very-secret-internal-token' };
    const body = { userId: 'u', categories: ['Groceries'], transactions: [] };
    expect((await service.request(env).post('/internal/categorise').send(body)).status).toBe(403);
    const ok = await service
      .request(env)
      .post('/internal/categorise')
      .set('x-internal-token', env.INTERNAL_TOKEN)
      .send(body);
    expect(ok.status).toBe(200);
  });
});
