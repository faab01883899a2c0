/** Types of start.mjs (see its docstrings). */
import type { ChildProcess } from 'node:child_process';

/**
 * A part's role: `gateway`, `kafka`, `zipkin`, `web:<app>` (shell, guest, chef, admin),
 * `<service>` (its load balancer) or `<service>#<n>` (replica n).
 */
export type DistributedRole = string;

/**
 * The usual port of `role` (gateway 4000, orders 4004, orders#2 4204, web:shell 3000, kafka 9092,
 * zipkin 9411).
 */
export function usualPort(role: DistributedRole): number;

/** `orders=2,sessions=2` or `{ orders: 2 }` → a count per service (others 1). Throws on a bad entry. */
export function parseReplicas(spec?: string | Record<string, number>): Record<string, number>;

/**
 * The command line's options: `--replicas X`, `--replicas=X`, or the bare `orders=2,…` npm passes
 * on from `npm run start:distributed --replicas orders=2` (npm keeps `--replicas` for itself);
 * `tracing`: `--tracing` true, `--no-tracing` false (or npm's `npm_config_tracing`), else undefined.
 */
export function cliOptions(
  argv?: string[],
  env?: Record<string, string | undefined>,
): { replicas: string | undefined; databaseUrl: string | undefined; tracing: boolean | undefined };

/**
 * Whether the command starts Zipkin when neither `--tracing` nor `--no-tracing` is given: unless
 * `env` already names an exporter or turns traces off (OTEL_EXPORTER_OTLP_ENDPOINT, …_TRACES_…,
 * OTEL_TRACES_EXPORTER, OTEL_SDK_DISABLED).
 */
export function tracingByDefault(env?: Record<string, string | undefined>): boolean;

export interface DistributedOptions {
  replicas?: string | Record<string, number>;
  databaseUrl?: string;
  redisUrl?: string;
  /** The port of each part (default `usualPort`). */
  port?: (role: DistributedRole) => number | Promise<number>;
  /** The broker's folder, kept; default a temporary one removed by `stop()`. */
  kafkaDataDir?: string;
  /** Serve the built frontends (default true). */
  frontends?: boolean;
  /**
   * Start Zipkin (the trace viewer) on the `zipkin` port and send it every service's and the
   * gateway's spans (default false: the processes inherit the environment's OTEL_* variables).
   */
  tracing?: boolean;
  /** Extra environment of every subgraph process. */
  env?: Record<string, string>;
  /** Each output line of each process. */
  log?: (name: string, line: string) => void;
  /** How long a part may take to answer (default 300 000 ms). */
  startTimeoutMs?: number;
}

/** One process of the layout. */
export interface DistributedProcess {
  /** `orders#2`, `gateway`, `web`. */
  name: string;
  child: ChildProcess;
  /** Its last output lines. */
  tail: string[];
  /** The signal or exit code once it exited. */
  exited: string | undefined;
  port: number;
  /** For a subgraph replica: its service and number (1…). */
  service?: string;
  replica?: number;
}

export interface DistributedLayout {
  urls: {
    /** The shell, e.g. http://localhost:3000. */
    web: string;
    /** The gateway's GraphQL endpoint. */
    gateway: string;
    /** Each service's load balancer, e.g. http://127.0.0.1:4004. */
    services: Record<string, string>;
    /** Each service's replica ports. */
    replicas: Record<string, number[]>;
    /** With `tracing`: the Zipkin UI, e.g. http://127.0.0.1:9411/zipkin/. */
    traces: string | undefined;
    /** With `tracing`: Zipkin's API, e.g. http://127.0.0.1:9411/api/v2 (…/traces, …/trace/{id}). */
    tracesApi: string | undefined;
  };
  brokers: string[];
  databaseUrl: string;
  processes: DistributedProcess[];
  /** Stops every process, the load balancers, the broker and Zipkin. Idempotent. */
  stop(): Promise<void>;
}

export function startDistributed(options?: DistributedOptions): Promise<DistributedLayout>;
