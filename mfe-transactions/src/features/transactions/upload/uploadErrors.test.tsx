import { ApiError, NetworkError, UploadTimeoutError } from '@tracker/api-client';
import { UPLOAD_TIMEOUT_MESSAGE } from '@tracker/contracts';
import { attemptLabel, canRetry, classifyUploadError } from './uploadErrors';

const apiError = (status: number, message: string, code?: string) =>
  new ApiError({
    message,
    status,
    statusText: '',
    body: code ? { message, error: message, code } : { message, error: message },
    text: '',
    url: '/api/transactions/upload-fast',
  });

describe('upload failures → product.md › Messages and errors titles and the retry rule', () => {
  it.each([
    [apiError(413, 'File "big.csv" (60.00MB) exceeds the 50MB limit', 'FILE_TOO_LARGE'), 'File Too Large', false],
    [
      apiError(
        400,
        'File "a.pdf" is not a supported format. Please use CSV (.csv), Excel (.xlsx, .xls), OFX/QFX (.ofx, .qfx), QIF (.qif), CAMT.053 (.xml) or MT940 (.sta, .mt940) files',
        'INVALID_FILE_TYPE',
      ),
      'Invalid File Type',
      false,
    ],
    [new UploadTimeoutError(UPLOAD_TIMEOUT_MESSAGE), 'Upload Timed Out', true],
    [new NetworkError(new TypeError('Failed to fetch')), 'Connection Error', true],
    [new Error('connection reset by peer'), 'Connection Error', true],
    [apiError(500, 'Internal server error'), 'Server Error', true],
    [apiError(503, 'Upload failed with status 503'), 'Server Error', true],
    [new Error('Upload failed with status 502'), 'Server Error', true],
    [
      apiError(400, 'File "statement5.csv" appears to be empty or corrupted', 'INVALID_FILE_CONTENT'),
      'Invalid File Content',
      false,
    ],
    [apiError(422, 'The file is corrupted'), 'Invalid File Content', false],
    [apiError(400, 'Something else'), 'Upload Failed', false],
  ])('%s → %s (retryable: %s)', (error, title, retryable) => {
    const classified = classifyUploadError(error);
    expect(classified.title).toBe(title);
    expect(classified.retryable).toBe(retryable);
    expect(classified.description).toContain(error.message);
  });

  it('says what to do for the errors the user can fix or wait out', () => {
    expect(classifyUploadError(apiError(413, 'Too big', 'FILE_TOO_LARGE')).description).toBe(
      'Too big Please use a file under 50MB.',
    );
    expect(classifyUploadError(apiError(500, 'Boom')).description).toBe('Boom Please try again later.');
  });

  it('offers a retry for retryable errors while fewer than 3 retries were made, reading Attempt N of 3', () => {
    const timeout = classifyUploadError(new UploadTimeoutError(UPLOAD_TIMEOUT_MESSAGE));
    expect([0, 1, 2, 3].map((retries) => canRetry(timeout, retries))).toEqual([true, true, true, false]);
    expect(canRetry(classifyUploadError(apiError(413, 'big', 'FILE_TOO_LARGE')), 0)).toBe(false);
    expect(canRetry(null, 0)).toBe(false);
    expect([0, 1, 2].map(attemptLabel)).toEqual(['Attempt 1 of 3', 'Attempt 2 of 3', 'Attempt 3 of 3']);
  });
});
