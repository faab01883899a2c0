import { BadRequestException, Controller, Header, HttpCode, Post, Query } from '@nestjs/common';
import { Public } from '@hearth/nest-common';
import { NewsletterPostsService } from './newsletter-posts.service.js';

/**
 * The one-click unsubscribe address of every newsletter (RFC 8058): mail clients POST
 * `List-Unsubscribe=One-Click` to the `List-Unsubscribe` URL, `/newsletter/unsubscribe?token=…`
 * (reached through the gateway and the web app's origin). No cookie, no page, no confirmation:
 * the POST itself unsubscribes. GET does nothing here (link scanners fetch URLs): people use the
 * web app's `/unsubscribe` page.
 */
@Controller('newsletter')
@Public()
export class UnsubscribeController {
  constructor(private readonly posts: NewsletterPostsService) {}

  /** `POST /newsletter/unsubscribe?token=…` → 200 `{ unsubscribed: true }`; 400 for a bad token. */
  @Post('unsubscribe')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async unsubscribe(@Query('token') token: string | undefined) {
    const result = await this.posts.unsubscribe(token ?? '');
    if ('errors' in result) throw new BadRequestException(result.errors[0]!.message);
    return { unsubscribed: true };
  }
}
