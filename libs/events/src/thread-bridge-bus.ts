import { BroadcastChannel } from 'node:worker_threads';
import type { EventEnvelope } from './envelope.js';
import type { EventBus, EventHandler } from './bus.js';
import { InProcessEventBus, type InProcessEventBusOptions } from './in-process-bus.js';

/** Name of the channel that links the bridged buses of one process. */
export const THREAD_BRIDGE_CHANNEL = 'hearth.events';

interface BridgedBatch {
  topic: string;
  events: EventEnvelope[];
}

/**
 * The in-process bus for the embedded mode, where each subgraph runs in its own worker thread of
 * one process (NestJS code-first GraphQL keeps global type metadata, so two subgraphs cannot share
 * a module graph). Each thread has one `ThreadBridgeEventBus`; `publish` delivers to this thread's
 * consumer groups and broadcasts to every other thread's bus over a `BroadcastChannel`, which then
 * delivers to its own groups. Each consumer group lives in exactly one thread (one service per
 * thread), so each group still receives each event once. Semantics otherwise as
 * `InProcessEventBus` (acknowledged on enqueue; the outbox is the durable part).
 */
export class ThreadBridgeEventBus implements EventBus {
  private readonly local: InProcessEventBus;
  private readonly channel = new BroadcastChannel(THREAD_BRIDGE_CHANNEL);

  constructor(options: InProcessEventBusOptions = {}) {
    this.local = new InProcessEventBus(options);
    this.channel.onmessage = (message: unknown) => {
      const { topic, events } = (message as { data: BridgedBatch }).data;
      void this.local.publish(topic, events);
    };
    // The channel must not keep a finished worker alive.
    (this.channel as unknown as { unref?: () => void }).unref?.();
  }

  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    await this.local.publish(topic, events);
    this.channel.postMessage({ topic, events } satisfies BridgedBatch);
  }

  subscribe(groupId: string, topic: string, handler: EventHandler): Promise<void> {
    return this.local.subscribe(groupId, topic, handler);
  }

  start(): Promise<void> {
    return this.local.start();
  }

  async stop(): Promise<void> {
    this.channel.close();
    await this.local.stop();
  }

  /** Stops this thread's `groupId` (see `InProcessEventBus.stopGroup`); the channel stays open. */
  stopGroup(groupId: string): Promise<void> {
    return this.local.stopGroup(groupId);
  }

  isHealthy(): Promise<boolean> {
    return this.local.isHealthy();
  }
}
