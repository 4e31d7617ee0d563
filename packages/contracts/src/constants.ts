/**
 * Business constants and limits of product.md › Constants and limits (plus the few fixed values named in its Screens
 * and routes, Behaviour and Validation rules). One module, so a limit is changed in one place for the browser and
 * the services alike. Values the product text does not give are marked "contract limit" and say why they exist.
 */

// ----------------------------------------------------- passwords (product.md › Validation rules, Constants and limits)
export const PASSWORD_MIN_LENGTH = 8;
/** Contract limit: bounds the work of the password hash; not in the spec. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARS = '!@#$%^&*';
/** The requirement list the sign-up form shows (product.md › Validation rules "The form lists these requirements"). */
export const PASSWORD_REQUIREMENTS = [
  'At least 8 characters',
  'One uppercase letter',
  'One lowercase letter',
  'One number',
  'One special character (!@#$%^&*)',
] as const;

// -------------------------------------------------------- data fetching (product.md › API calls, Constants and limits)
const MINUTE_MS = 60_000;
/** QueryClient defaults: no retry, no refetch on focus, no polling, never stale, gc 5 min; mutations do not retry. */
export const QUERY_DEFAULTS = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * MINUTE_MS,
  },
  mutations: { retry: false },
} as const;
/** GET /api/user: stale 5 min, kept 10 min, no refetch on focus/reconnect/mount, no retry. */
export const USER_QUERY_OPTIONS = {
  staleTime: 5 * MINUTE_MS,
  gcTime: 10 * MINUTE_MS,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
  retry: false,
} as const;
export const TAGS_STALE_TIME_MS = 60_000;
/** User categories are never cached. */
export const USER_CATEGORIES_STALE_TIME_MS = 0;

// --------------------------------------------------------------- toasts (product.md › Behaviour, Constants and limits)
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

// ---------------------------------------------------------------- auth screens (product.md › Screens and routes)
/** Signed-out dashboard visitors are sent to /auth/google after this delay. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const GOOGLE_AUTH_PATH = '/auth/google';
export const LOGOUT_PATH = '/api/logout';

// ------------------------------------------------------- uploads (product.md › Validation rules, Constants and limits)
export const UPLOAD_MAX_BYTES = 52_428_800; // 50MB
export const UPLOAD_MAX_MB = 50;
export const UPLOAD_MIN_BYTES = 100;
export const UPLOAD_TIMEOUT_MS = 300_000; // 5 minutes
export const UPLOAD_MAX_RETRIES = 3;
/**
 * Statements: tables (CSV, Excel) and the structured formats banks offer (OFX/QFX, QIF, CAMT.05x as .xml, MT940 as
 * .sta/.mt940/.940). The content decides the format; the extension or MIME type only lets the file in.
 */
export const UPLOAD_ALLOWED_EXTENSIONS = [
  'csv',
  'xlsx',
  'xls',
  'ofx',
  'qfx',
  'qif',
  'xml',
  'sta',
  'mt940',
  '940',
] as const;
export const UPLOAD_ALLOWED_MIME_TYPES = [
  'text/csv',
  'application/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-ofx',
  'application/ofx',
  'application/vnd.intu.qfx',
  'application/x-qfx',
  'application/qif',
  'application/x-qif',
  'application/xml',
  'text/xml',
] as const;
/** The formats the transactions upload reads, as the 'not a supported format' message lists them. */
export const UPLOAD_SUPPORTED_FORMATS_TEXT =
  'CSV (.csv), Excel (.xlsx, .xls), OFX/QFX (.ofx, .qfx), QIF (.qif), CAMT.053 (.xml) or MT940 (.sta, .mt940)';
export const UPLOAD_SUSPICIOUS_EXTENSIONS = ['exe', 'bat', 'cmd', 'scr', 'js', 'vbs'] as const;
/** Progress stops of the upload dialog, in order. */
export const UPLOAD_PROGRESS_STEPS = [
  { percent: 5, stage: 'uploading' },
  { percent: 15, stage: 'processing' },
  { percent: 60, stage: 'categorizing' },
  { percent: 90, stage: 'finalizing' },
  { percent: 100, stage: 'complete' },
] as const;
export type UploadStage = (typeof UPLOAD_PROGRESS_STEPS)[number]['stage'];
export const UPLOAD_TIMEOUT_MESSAGE =
  'Upload timed out after 5 minutes. Please try with a smaller file or check your connection.';
export const uploadFailedMessage = (status: number): string => `Upload failed with status ${status}`;
export const NO_FILES_SELECTED_TITLE = 'Missing Information';
export const NO_FILES_SELECTED_MESSAGE = 'Please select files to upload';
export const INVALID_FILE_TITLE = 'Invalid File';

/** Asset file upload (product.md › Validation rules): .csv, .xlsx, .xls only. */
export const ASSET_UPLOAD_EXTENSIONS = ['csv', 'xlsx', 'xls'] as const;
export const ASSET_UPLOAD_INVALID_TYPE_MESSAGE = 'Please select a CSV or Excel file (.csv, .xlsx, .xls)';
export const ASSET_CSV_TOO_SHORT_MESSAGE = 'CSV file must contain at least a header and one data row';
export const assetCsvMissingColumnsMessage = (columns: readonly string[]): string =>
  `Missing required columns: ${columns.join(', ')}`;
/** Budget upload accepts csv only (product.md › Screens and routes). */
export const BUDGET_UPLOAD_EXTENSIONS = ['csv'] as const;

// ---------------------------------------------------------------- file names (product.md › API calls)
export const EXAMPLE_TRANSACTIONS_FILE_NAME = 'example_transactions.csv';
export const EXAMPLE_TRANSACTIONS_COLUMNS = ['Date', 'Description', 'Amount', 'Institution'] as const;
export const WEALTH_SAMPLE_FILE_NAME = 'Wealth_Upload_Example.xlsx';
const pad2 = (n: number): string => String(n).padStart(2, '0');
/** transactions_{status}_{date}.xlsx, date as YYYY-MM-DD (local calendar date). */
export const transactionsExportFileName = (status: string, date: Date): string =>
  `transactions_${status}_${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}.xlsx`;
/** budget_template_{month}_{year}.csv, month 1-12. */
export const budgetTemplateFileName = (month: number, year: number): string => `budget_template_${month}_${year}.csv`;

// -------------------------------- transactions page (product.md › Screens and routes, Behaviour, Constants and limits)
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
export const DEFAULT_PAGE = 1;
export const AMOUNT_FILTER_DEBOUNCE_MS = 300;
export const TAG_SAVE_DELAY_MS = 200;
export const DELETE_ALL_PHRASE = 'DELETE ALL TRANSACTIONS';
/** Up to this many existing transactions with the same amount are shown while typing a manual amount. */
export const SAME_AMOUNT_HINT_LIMIT = 5;
export const AUTO_CATEGORISE_DEFAULT = true;
/** Contract limit: rows per manual-add request; not in the spec. */
export const MAX_MANUAL_TRANSACTIONS = 1000;
/** Contract limit: ids per bulk update/delete request; not in the spec. */
export const MAX_BULK_IDS = 10_000;

// --------------------------------------------------- dashboard (product.md › Screens and routes, Constants and limits)
export const DASHBOARD_PERIODS = [
  'Last 7 Days',
  'Last 14 Days',
  'Last 30 Days',
  'Last 90 Days',
  'Month to Date',
  'Last Month',
  'Year to Date',
] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'Last 30 Days';
export const CHART_PERIODS = ['6M', '1Y', 'All'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];
export const DEFAULT_CHART_PERIOD: ChartPeriod = '6M';
/** Months shown per chart period; null = all. */
export const CHART_PERIOD_MONTHS: Readonly<Record<ChartPeriod, number | null>> = { '6M': 6, '1Y': 12, All: null };
export const DASHBOARD_RECENT_TRANSACTIONS = 5;
export const DASHBOARD_BUDGET_CATEGORIES = 4;
export const DASHBOARD_INSIGHTS = 3;
export const DASHBOARD_ASSETS = 4;
export const DASHBOARD_FETCH_PAGE_SIZE = 100;
export const DOUGHNUT_CUTOUT = '60%';
export const BUDGET_BAR_WIDTH = '75%';

// ---------------------------------------------------------------- budget (product.md › Data, Constants and limits)
export const DEFAULT_BUDGET_TYPE_COLOR = '#3B82F6';
export const DEFAULT_BUDGET_TYPE_ICON = 'fas fa-folder';
export const DEFAULT_BUDGET_TYPE_DISPLAY_ORDER = 0;
/**
 * Monthly conversion as an exact ratio (multiply, then divide):
 * weekly x52/12, fortnightly x26/12, quarterly /3, yearly /12, monthly as is.
 */
export const MONTHLY_CONVERSION = {
  weekly: { multiply: 52, divide: 12 },
  fortnightly: { multiply: 26, divide: 12 },
  monthly: { multiply: 1, divide: 1 },
  quarterly: { multiply: 1, divide: 3 },
  yearly: { multiply: 1, divide: 12 },
} as const;

// ------------------------------------------------------ wealth (product.md › Screens and routes, Constants and limits)
export const WEALTH_INTERNAL_PRECISION = 6;
/** The `step` of a quantity or unit-value field: one unit of the stored precision, so 0.7216 (pence) fits. */
export const WEALTH_FIGURE_STEP = (10 ** -WEALTH_INTERNAL_PRECISION).toFixed(WEALTH_INTERNAL_PRECISION);
export const LIVE_PRICE_REFETCH_MS = 60_000;
export const PRICE_LOOKUP_DEBOUNCE_MS = 800;
export const ASSET_UPLOAD_RELOAD_DELAY_MS = 1000;
export const ASSET_TABLE_MAX_HEIGHT_PX = 600;

// ------------------------------------------------------ feedback (product.md › Validation rules, Constants and limits)
export const FEEDBACK_MIN_LENGTH = 10;
/** Contract limit: longest feedback message accepted; not in the spec. */
export const FEEDBACK_MAX_LENGTH = 5000;
export const FEEDBACK_LABELS = { bug: 'Support Request', feature: 'Improvement Request' } as const;
