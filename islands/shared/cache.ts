/**
 * ReadCache keeps GET answers for a while (5 minutes: docs/shell.md), keyed by the
 * request's path and query. While a read is in flight its promise is shared, so two islands
 * asking for the same thing make one request.
 */
interface Entry {
  promise: Promise<unknown>;
  expires: number; // Infinity while in flight
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** get returns the cached promise for key when still fresh. */
  get(key: string): Promise<unknown> | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() < e.expires) return e.promise;
    this.entries.delete(key);
    return undefined;
  }

  /** track caches the read: fresh for ttl from its success, forgotten if it fails. */
  track<T>(key: string, promise: Promise<T>): Promise<T> {
    const entry: Entry = { promise, expires: Infinity };
    this.entries.set(key, entry);
    promise.then(
      () => {
        entry.expires = this.now() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return promise;
  }

  /** invalidate drops every entry whose key starts with prefix ("" drops all). */
  invalidate(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** invalidateResource drops the entries of one path and everything below it. */
  invalidateResource(path: string): void {
    for (const key of [...this.entries.keys()]) {
      if (key === path || key.startsWith(path + "/") || key.startsWith(path + "?")) this.entries.delete(key);
    }
  }
}
