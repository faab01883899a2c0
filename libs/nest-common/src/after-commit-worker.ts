import type { Logger } from 'pino';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

/**
 * Works a queue table's rows once the transactions that wrote them have committed: the shape of
 * every "do it after the commit, never lose it" job (the mail outbox, media erasures).
 *
 * The owner writes a row in some transaction and calls `afterCommitOf(manager)`: when that
 * transaction commits the worker runs `workOne` until it answers false (nothing due); a
 * rolled-back transaction runs nothing. `workOne` claims one due row (`FOR UPDATE SKIP LOCKED`,
 * so one replica works a row at a time), does the work and settles the row (deleted, or kept with
 * its next try). Rows due again (retries, or left by a crash) are picked up every `pollMs`.
 * One pass at a time; a kick during a pass runs another after it. A pass that throws is logged as
 * a warning (`'<name>: pass failed'`) and the next kick tries again.
 */
export class AfterCommitWorker {
  private readonly pending = new WeakSet<QueryRunner>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  /**
   * @param name the job's name in log lines (e.g. 'mail outbox')
   * @param workOne works one due row; false when none is due
   * @param pollMs how often to look for rows due again, in ms
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly name: string,
    private readonly workOne: () => Promise<boolean>,
    private readonly logger: Logger,
    private readonly pollMs: number,
  ) {}

  /** Starts working: after each commit that queued work, and every `pollMs`. */
  start(): void {
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: (event: TransactionCommitEvent) => {
        // A released savepoint is not the end of the transaction: wait for the outer COMMIT.
        if (event.queryRunner.isTransactionActive) return;
        if (!this.pending.has(event.queryRunner)) return;
        this.pending.delete(event.queryRunner);
        this.kick();
      },
      afterTransactionRollback: (event: TransactionRollbackEvent) => {
        if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
      },
    };
    this.dataSource.subscribers.push(subscriber);
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops working and waits for the work in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * Work was queued through `manager`: run it once its transaction commits, or now when
   * `manager` is not in a transaction.
   */
  afterCommitOf(manager: EntityManager): void {
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) this.pending.add(runner);
    else this.kick();
  }

  /** Works what is due now (one pass at a time; a kick during a pass runs another). */
  kick(): void {
    // Without a database (the schema extracted at build time) there is nothing to do.
    if (this.stopped || !this.dataSource.isInitialized) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.logger.warn({ err }, `${this.name}: pass failed`))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (await this.workOne())) {
      // next row
    }
  }
}
