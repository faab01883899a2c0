/** Types of server.mjs (see its docstrings). */

/** A running Zipkin server (in-memory spans) started by `startZipkin`. */
export interface ZipkinServer {
  /** Its base URL, e.g. `http://127.0.0.1:9411` (the API is under /api/v2). */
  url: string;
  /** The Zipkin UI, e.g. `http://127.0.0.1:9411/zipkin/`. */
  ui: string;
  /** Where spans are posted (OTEL_EXPORTER_ZIPKIN_ENDPOINT), e.g. `http://127.0.0.1:9411/api/v2/spans`. */
  spansEndpoint: string;
  /** The pinned version (tools/zipkin/pom.xml). */
  version: string;
  /** PID of the JVM. */
  pid: number | undefined;
  /** Stops it (SIGTERM; SIGKILL after 10 s); its spans are gone. Idempotent. */
  stop(): Promise<void>;
}

export interface StartZipkinOptions {
  /** Port on 127.0.0.1. */
  port: number;
  /** Where its output goes (default: kept only for the start-up error). */
  logFile?: string;
  /** JVM heap in MB (default 256). */
  heapMb?: number;
  /** Spans kept in memory, oldest traces dropped beyond (default 100 000). */
  maxSpans?: number;
}

/** Copies Zipkin's jar from Maven Central into the machine cache unless there; its path. */
export function ensureZipkinJar(): string;

/** Starts Zipkin and resolves once it answers (fetches its jar into the machine cache first). */
export function startZipkin(options: StartZipkinOptions): Promise<ZipkinServer>;
