import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Header,
  HttpCode,
  Post,
  Req,
} from '@nestjs/common';
import { z } from 'zod';
import { Public, isTrustedGateway } from '@hearth/nest-common';
import { PartnerKeysService, type VerifiedKey } from './partner-keys.service.js';

/** The gateway's report: per key, requests served and refused since its last report. */
const usageSchema = z.object({
  usage: z
    .array(
      z.object({
        keyId: z.string().regex(/^[0-9a-f]{12}$/),
        requests: z.number().int().min(0).max(1e9),
        refused: z.number().int().min(0).max(1e9),
        lastUsedAt: z.iso.datetime({ offset: true }),
      }),
    )
    .max(10_000),
});

/**
 * The gateway's side of partner keys, `/internal/partner-keys/*`: only peers in
 * `TRUSTED_GATEWAYS` (the gateway's addresses) are answered, anyone else gets 403. Not part of
 * the graph: partners never see it.
 */
@Controller('internal/partner-keys')
@Public()
export class GatewayPartnerKeysController {
  constructor(private readonly keys: PartnerKeysService) {}

  /**
   * `POST /internal/partner-keys/verify { key }` → 200 `{ key: { keyId, requestsPerMinute,
   * trustedDocumentsOnly } }` for a valid, unrevoked key, `{ key: null }` otherwise.
   */
  @Post('verify')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async verify(
    @Req() req: { socket: { remoteAddress?: string } },
    @Body() body: { key?: unknown },
  ): Promise<{ key: VerifiedKey | null }> {
    this.onlyGateways(req);
    return { key: typeof body?.key === 'string' ? await this.keys.verify(body.key) : null };
  }

  /** `POST /internal/partner-keys/usage { usage: [...] }` → 204 once added; 400 for a bad report. */
  @Post('usage')
  @HttpCode(204)
  async usage(
    @Req() req: { socket: { remoteAddress?: string } },
    @Body() body: unknown,
  ): Promise<void> {
    this.onlyGateways(req);
    const parsed = usageSchema.safeParse(body);
    if (!parsed.success) throw new BadRequestException('Bad usage report');
    await this.keys.recordUsage(parsed.data.usage);
  }

  private onlyGateways(req: { socket: { remoteAddress?: string } }): void {
    const peer = req.socket.remoteAddress;
    if (!peer || !isTrustedGateway(peer)) throw new ForbiddenException();
  }
}
