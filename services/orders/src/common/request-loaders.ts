import DataLoader from 'dataloader';

/** Answers a batch of keys: a map from key to value (a key left out gets the loader's `missing`). */
export type BatchLookup<K, V> = (keys: readonly K[]) => Promise<Map<K, V>>;

/**
 * One DataLoader per GraphQL request for a resolver field, so a list of N parents costs one
 * batched lookup instead of N (keyed by the request's context object, forgotten with it).
 */
export class RequestLoaders<K, V> {
  private readonly loaders = new WeakMap<object, DataLoader<K, V>>();

  /** `missing`: the value of a key the lookup does not answer. */
  constructor(private readonly missing: V) {}

  /**
   * Loads `key` through the loader of the request whose context is `ctx`. `lookup` is the
   * request's batch lookup (its first call's is kept: it may close over the request's viewer).
   */
  load(ctx: object, key: K, lookup: BatchLookup<K, V>): Promise<V> {
    let loader = this.loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader<K, V>(async (keys) => {
        const found = await lookup(keys);
        return keys.map((k) => (found.has(k) ? found.get(k)! : this.missing));
      });
      this.loaders.set(ctx, loader);
    }
    return loader.load(key);
  }
}
