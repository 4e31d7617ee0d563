// A matching stored document, decoded in full only when someone asks for it.
import { type Document } from './values';
import { decode } from './collection';

export class Match {
  private decoded: Document | undefined;

  constructor(
    readonly key: string,
    readonly raw: Buffer,
  ) {}

  get doc(): Document {
    return (this.decoded ??= decode(this.raw));
  }
}
