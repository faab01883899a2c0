/**
 * Batches the `Dish.isDeletable` look-ups of one GraphQL request into one query: ids asked for
 * in the same turn of the event loop are loaded together (`load` returns the ids that are NOT
 * deletable, i.e. in an upcoming cooking session). One loader per request (no stale cache).
 */
export class DeletableLoader {
  private queue = new Map<
    string,
    Array<{ resolve: (v: boolean) => void; reject: (e: unknown) => void }>
  >();

  constructor(private readonly load: (ids: string[]) => Promise<Set<string>>) {}

  /** Resolves to false while dish `id` is in an upcoming cooking session. */
  isDeletable(id: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      if (this.queue.size === 0) setImmediate(() => void this.flush());
      const waiting = this.queue.get(id) ?? [];
      waiting.push({ resolve, reject });
      this.queue.set(id, waiting);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = new Map();
    try {
      const blocked = await this.load([...batch.keys()]);
      for (const [id, waiting] of batch) for (const w of waiting) w.resolve(!blocked.has(id));
    } catch (err) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
    }
  }
}
