/** Types of serve.mjs (see its docstring). */
export declare function serveFrontends(options?: {
  host?: string;
  shellPort?: number;
  remotePorts?: Partial<Record<'guest' | 'chef' | 'admin', number>>;
  gatewayUrl?: string;
  publicHost?: string;
  remoteUrls?: Partial<Record<'guest' | 'chef' | 'admin', string>>;
  ssr?: boolean;
  ssrGatewayUrl?: string;
}): Promise<{
  close(): Promise<void>;
  urls: Record<'shell' | 'guest' | 'chef' | 'admin' | 'gateway', string>;
}>;
