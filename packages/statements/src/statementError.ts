/** The file cannot be read as a statement; the message says why (after "appears to be empty or corrupted"). */
export class StatementError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'StatementError';
  }
}
