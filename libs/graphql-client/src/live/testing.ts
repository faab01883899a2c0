import { CreateLiveTicketDocument } from '../generated/graphql';

type Handler = (event: MessageEvent<string>) => void;

/**
 * A stand-in for the browser's EventSource in jsdom tests (jsdom has none): `install()` puts it
 * on `globalThis`, `latest()` is the stream the live client opened, `emit` delivers a server event.
 * Not exported from the package entry: import it by path from tests only.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, handler: Handler): void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(type, set);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** Delivers `event: type` with `data` as JSON (`ready` opens the stream). */
  emit(type: string, data: unknown = {}): void {
    if (type === 'ready') this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data) });
    for (const h of this.handlers.get(type) ?? []) h(event);
  }

  /** The most recently opened stream; throws when none was opened. */
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances[FakeEventSource.instances.length - 1];
    if (!last) throw new Error('no live stream was opened');
    return last;
  }

  /** Installs the fake as `globalThis.EventSource`; returns the function that restores the old. */
  static install(): () => void {
    const holder = globalThis as { EventSource?: unknown };
    const previous = holder.EventSource;
    FakeEventSource.instances = [];
    holder.EventSource = FakeEventSource;
    return () => {
      holder.EventSource = previous;
    };
  }
}

/** An Apollo MockedProvider mock answering every CreateLiveTicket. */
export const liveTicketMock = {
  request: { query: CreateLiveTicketDocument },
  result: {
    data: {
      createLiveTicket: {
        __typename: 'LiveTicket' as const,
        ticket: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        path: '/live/stream',
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
