// A matching stored document, decoded in full only when someone asks for it.
import type { Document } from './values';
import { decode, documentKeyOf } from './collection';

export class Match {
  private decoded: Document | undefined;

  /** `key` undefined: read from the document's `_id` when asked for. */
  constructor(
    private known: string | undefined,
    readonly raw: Buffer,
  ) {}

  get key(): string {
    return (this.known ??= documentKeyOf(this.raw));
  }

  get doc(): Document {
    return (this.decoded ??= decode(this.raw));
  }
}
