/**
 * The Help Center's questions (product.md › Screens and routes: five sections of three). Every answer describes how
 * this product really behaves; keep them in step with the areas (limits come from @tracker/contracts where they exist).
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqSection {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      {
        question: 'How do I import my bank transactions?',
        answer:
          "On the Transactions page (or the Dashboard), choose 'Upload Transactions' and drop in one or more bank statements as CSV (.csv) or Excel (.xlsx, .xls) files of up to 50MB each. Each file needs a date, a description and an amount; 'Download Example File' gives you a template. Rows whose date cannot be read are never guessed: they are listed in the import report you can download, and rows you already imported are skipped, so uploading an overlapping statement twice adds nothing.",
      },
      {
        question: 'Can I add transactions by hand?',
        answer:
          "Yes. Choose 'Add Manually' on the Transactions page or the Dashboard, fill in the date, description, amount, category and type for each row, add as many rows as you need, and select Finish. While you type an amount, existing transactions with the same amount are shown so you can avoid entering one twice.",
      },
      {
        question: 'What do I see on the Dashboard?',
        answer:
          'Your total income for the chosen period, your monthly spending over the last 6 months, a year or all time, how your spending compares with your budget, your five most recent transactions, up to three insights from your own figures, and how your assets are spread across types.',
      },
    ],
  },
  {
    id: 'budgeting',
    title: 'Budgeting & Categories',
    items: [
      {
        question: 'How are my transactions categorised?',
        answer:
          "Each imported transaction gets a category automatically: first from the merchants you have categorised before, then from a model that runs on our own servers, and for what stays uncertain, optionally from an AI language model. Every category you change teaches the app your preference for that merchant. Transactions marked 'AI' were categorised automatically; 'Manual' ones by you.",
      },
      {
        question: 'What does the Pending tab mean?',
        answer:
          "When the app is not confident enough about a transaction's category, the transaction waits in the Pending tab instead of being filed under a guess. Pick or confirm a category there and it moves to your other transactions; the app remembers your choice for the same merchant next time.",
      },
      {
        question: 'How do monthly budgets work?',
        answer:
          "A budget belongs to a calendar month. Create budget types (such as Income, Expenses, Savings) and add categories with an amount and a frequency: weekly, fortnightly, quarterly and yearly amounts are converted to a monthly figure (weekly × 52 / 12, fortnightly × 26 / 12, quarterly / 3, yearly / 12). 'Amount leftover' is your monthly income minus your savings, investments, expenses and debt payments. You can also upload a budget as a CSV file.",
      },
    ],
  },
  {
    id: 'wealth',
    title: 'Wealth & Investment Tracking',
    items: [
      {
        question: 'Which assets can I track?',
        answer:
          'Equities (stocks), commodities, cryptocurrencies, ETFs, super/pension/401k, property/real estate, and liabilities such as loans. Add them one at a time on the Wealth page, or upload a CSV or Excel file; your total net worth is the sum of all of them.',
      },
      {
        question: 'How do live prices work?',
        answer:
          "Stocks, ETFs, cryptocurrencies and commodities that have a symbol get their price from a market data provider: it refreshes every minute while the Wealth page is open, and 'Sync Prices' saves the latest prices to your assets. The unit value shows 'Live Price' when it comes from the market; otherwise your stored value is used and a tag says why ('Rate Limited', 'Invalid Symbol', 'No Live Data' or 'Manual Value').",
      },
      {
        question: 'Why does an asset show my own value instead of a live price?',
        answer:
          'Property, pensions, liabilities and any asset without a symbol are valued by what you enter. A market-traded asset falls back to your value when its symbol is not recognised, the provider has no data for it, or too many prices were requested at once; edit the row to correct the symbol or the value.',
      },
    ],
  },
  {
    id: 'analytics',
    title: 'Analytics & Insights',
    items: [
      {
        question: 'Where do the AI insights come from?',
        answer:
          'They are computed from your own transactions and budgets (for example a category you spend more on than budgeted); an AI model may only phrase them. Upload some transactions to get personalised insights.',
      },
      {
        question: 'Is this financial advice?',
        answer:
          'No. Everything the app shows, insights included, is informational only and is not financial advice. For decisions about your money, consult a licensed professional.',
      },
      {
        question: 'Can I export my figures?',
        answer:
          "Yes. 'Export Transactions' on the Transactions page downloads the transactions matching your current filters as an Excel file, and 'Download my data' on Account Settings gives you everything you have stored in one spreadsheet.",
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Data & Privacy',
    items: [
      {
        question: 'How is my data protected?',
        answer:
          'We use bank-level encryption (TLS) for everything between your browser and our servers. Passwords are stored only as salted hashes, your session cookie cannot be read by scripts, and every piece of data belongs to your account alone: no other user can see or change it.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          "On Account Settings, choose 'Delete my account' and type your e-mail address to confirm: your transactions, budgets, assets, votes and feedback are removed from every part of the app and you are signed out everywhere, at once. If you write to support instead, we delete your account data within 30 days of your request.",
      },
      {
        question: 'Can I get a copy of my data?',
        answer:
          "Yes. 'Download my data' on Account Settings gives you one Excel (.xlsx) file with your profile, transactions, bank accounts, budgets, assets, votes and feedback. Your imports accept CSV and xlsx files, so you can take your data with you.",
      },
    ],
  },
];
