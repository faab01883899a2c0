import type { NextFunction, Request, Response } from 'express';
import { Registry, collectDefaultMetrics, Histogram } from 'prom-client';

/**
 * Prometheus metrics of one service: process defaults plus `http_request_duration_seconds`
 * (histogram, seconds, labels method/route/status). Each service gets its own registry so six
 * services in one process (embedded mode) do not collide.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
  }

  /** Express middleware timing every request except `/metrics` itself. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.path === '/metrics') return next();
      const end = this.httpDuration.startTimer();
      res.on('finish', () =>
        end({ method: req.method, route: req.path, status: String(res.statusCode) }),
      );
      next();
    };
  }

  /** Express handler serving the registry in the Prometheus text format. */
  handler() {
    return async (_req: Request, res: Response) => {
      res.setHeader('Content-Type', this.registry.contentType);
      res.end(await this.registry.metrics());
    };
  }
}
