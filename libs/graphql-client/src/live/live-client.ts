import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { CreateLiveTicketDocument } from '../generated/graphql';

/**
 * One live update from the server (`notifications` GET /live/stream):
 * `notification` = a new notification (`notificationId`), `order` = an order's status changed.
 * `orderId` / `status` (an OrderStatus) are set for everything about an order. `message` = a
 * conversation changed (new message or read; `conversationId`), `help-report` = one of the user's
 * help reports was answered.
 */
export interface LiveMessage {
  kind: 'notification' | 'order' | 'message' | 'help-report';
  orderId: string | null;
  status: string | null;
  notificationId: string | null;
  conversationId?: string | null;
}

/** `open` while the stream delivers; `down` means: poll (see `LIVE_FALLBACK_POLL_MS`). */
export type LiveState = 'connecting' | 'open' | 'down';

/** Poll interval of screens that keep in sync by push, while the stream is not open (ms). */
export const LIVE_FALLBACK_POLL_MS = 15_000;
/** First and longest wait before reopening a failed stream (ms; doubles in between). */
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

type Listener = (message: LiveMessage) => void;
type StateListener = (state: LiveState) => void;

/** The gateway's GraphQL URL from the runtime config (`/env.js`), as the shell reads it. */
function gatewayUrl(): string {
  const config = (globalThis as { __HEARTH_CONFIG__?: { gatewayUrl?: string } }).__HEARTH_CONFIG__;
  return config?.gatewayUrl ?? 'http://localhost:4000/graphql';
}

/**
 * The tab's one live stream, shared by every component that listens (`@hearth/graphql-client`
 * is a federation singleton, so the shell and the remotes share it too). Opens on the first
 * listener with a ticket from `createLiveTicket` (EventSource cannot send the bearer token),
 * closes with the last, and reopens with a fresh ticket and backoff when the stream fails.
 */
class LiveConnection {
  private readonly listeners = new Set<Listener>();
  private readonly stateListeners = new Set<StateListener>();
  private client: ApolloClient | null = null;
  private source: EventSource | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  state: LiveState = 'down';

  attach(client: ApolloClient, listener: Listener, onState: StateListener): () => void {
    this.client = client;
    this.listeners.add(listener);
    this.stateListeners.add(onState);
    onState(this.state);
    if (!this.source && !this.retry && this.state !== 'connecting') void this.open();
    return () => {
      this.listeners.delete(listener);
      this.stateListeners.delete(onState);
      if (this.listeners.size === 0) this.close();
    };
  }

  private setState(state: LiveState): void {
    this.state = state;
    for (const l of this.stateListeners) l(state);
  }

  private async open(): Promise<void> {
    if (typeof EventSource === 'undefined' || !this.client) {
      this.setState('down');
      return;
    }
    this.setState('connecting');
    try {
      const { data } = await this.client.mutate({ mutation: CreateLiveTicketDocument });
      if (!data || this.listeners.size === 0) {
        if (!data) this.fail();
        return;
      }
      const { ticket, path } = data.createLiveTicket;
      // The gateway URL may be relative ('/graphql' behind nginx / the ingress): resolve it first.
      const url = new URL(path, new URL(gatewayUrl(), globalThis.location?.href));
      url.searchParams.set('ticket', ticket);
      const source = new EventSource(url.toString());
      this.source = source;
      source.addEventListener('ready', () => {
        this.failures = 0;
        this.setState('open');
      });
      const deliver = (event: MessageEvent<string>) => {
        let message: LiveMessage;
        try {
          message = JSON.parse(event.data) as LiveMessage;
        } catch {
          return;
        }
        for (const l of this.listeners) l(message);
      };
      source.addEventListener('notification', deliver);
      source.addEventListener('order', deliver);
      source.addEventListener('message', deliver);
      source.addEventListener('help-report', deliver);
      source.onerror = () => {
        // CONNECTING: the browser retries by itself (the ticket lasts a minute); CLOSED: new ticket.
        if (source.readyState === EventSource.CLOSED) this.fail();
        else this.setState('connecting');
      };
    } catch {
      this.fail();
    }
  }

  private fail(): void {
    this.source?.close();
    this.source = null;
    this.setState('down');
    if (this.listeners.size === 0) return;
    const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.failures);
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.open();
    }, wait);
  }

  private close(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.source?.close();
    this.source = null;
    this.failures = 0;
    this.setState('down');
  }
}

const connection = new LiveConnection();

/**
 * Listens to the signed-in user's live updates while the calling component is mounted (use it
 * under the Apollo provider, signed in). `onMessage` may change between renders. Returns the
 * stream state: refetch what you show when it becomes `open` (updates may have been missed) and
 * poll every `LIVE_FALLBACK_POLL_MS` while it is not. With `enabled: false` (e.g. nobody who may
 * listen is signed in) it does not attach and reports `down`.
 */
export function useLiveUpdates(
  onMessage: (message: LiveMessage) => void,
  { enabled = true }: { enabled?: boolean } = {},
): LiveState {
  const client = useApolloClient();
  const latest = useRef(onMessage);
  latest.current = onMessage;
  const [state, setState] = useState<LiveState>(connection.state);
  useEffect(() => {
    if (!enabled) return;
    return connection.attach(
      client,
      (message) => latest.current(message),
      (next) => setState(next),
    );
  }, [client, enabled]);
  return enabled ? state : 'down';
}

/**
 * Keeps a query in sync by push: returns `version`, which grows when the stream (re)opens and when
 * a message `matches`, so `useEffect(() => { if (version) refetch() }, [version])` refetches; and
 * `pollInterval` for the query: 0 while the stream is open, else `LIVE_FALLBACK_POLL_MS` (the slow
 * fallback poll). One refetch per push is enough: an order push is sent after the service that
 * owns the change has committed it (orders publishes `OrderPending` / `OrderRejected` with the
 * status change, and notifications pushes after its own commit), so the refetch reads it.
 */
export function useLiveVersion(matches: (message: LiveMessage) => boolean): {
  version: number;
  pollInterval: number;
} {
  const [version, setVersion] = useState(0);
  const latest = useRef(matches);
  latest.current = matches;
  const state = useLiveUpdates((message) => {
    if (latest.current(message)) setVersion((v) => v + 1);
  });
  useEffect(() => {
    if (state === 'open') setVersion((v) => v + 1);
  }, [state]);
  return { version, pollInterval: state === 'open' ? 0 : LIVE_FALLBACK_POLL_MS };
}
