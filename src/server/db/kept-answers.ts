/**
 * Answers kept with the version of the table they were read from (table-versions.ts), given again
 * while that version stands: a list that nobody has written to since is sent as the text it was,
 * without reading the table, building the rows or writing the JSON again. The least recently used
 * answers go first once the kept text passes `maxBytes`; an answer larger than `maxEntryBytes` is
 * not kept.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, { version: number; text: string }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly maxEntryBytes = 256 * 1024,
  ) {}

  /** The answer kept for `key` at `version`, if any. */
  get(key: string, version: number): string | undefined {
    const kept = this.answers.get(key);
    if (!kept || kept.version !== version) return undefined;
    this.answers.delete(key); // most recently used last
    this.answers.set(key, kept);
    return kept.text;
  }

  /** Keep `text` as the answer for `key` read at `version` (taken before the read began). */
  set(key: string, version: number, text: string): void {
    this.drop(key);
    const size = text.length * 2; // UTF-16 in memory
    if (size > this.maxEntryBytes) return;
    this.answers.set(key, { version, text });
    this.bytes += size;
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const kept = this.answers.get(key);
    if (!kept) return;
    this.answers.delete(key);
    this.bytes -= kept.text.length * 2;
  }
}
