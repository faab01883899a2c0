import { Injectable } from '@nestjs/common';

/**
 * Work to do at the very start of a subgraph's shutdown, before any module is destroyed — in
 * particular before the GraphQL server drains the HTTP server, which waits (up to its grace
 * period) for every open connection. A service registers here what would otherwise hold a
 * connection open: e.g. live event streams end themselves so clients reconnect elsewhere.
 */
@Injectable()
export class ShutdownHooks {
  private readonly hooks = new Set<() => void | Promise<void>>();

  /** Registers `hook`; returns the function that unregisters it. */
  onShutdown(hook: () => void | Promise<void>): () => void {
    this.hooks.add(hook);
    return () => void this.hooks.delete(hook);
  }

  /** Runs every hook once (failures are ignored: shutdown goes on). */
  async run(): Promise<void> {
    const hooks = [...this.hooks];
    this.hooks.clear();
    await Promise.all(hooks.map(async (hook) => hook()).map((p) => p.catch(() => undefined)));
  }
}
