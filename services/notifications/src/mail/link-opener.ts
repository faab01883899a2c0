import { Injectable } from '@nestjs/common';
import {
  LINK_SEALING_KEY,
  generateLinkSealingKey,
  openLinkToken,
  type LinkPurpose,
} from '@hearth/events';
import { resolveSecret } from '@hearth/nest-common';

/** A link event's payload: v2 carries the token sealed (`sealedToken`), v1 in the clear. */
type LinkPayload = { userId: string } & ({ sealedToken: string } | { token: string });

/**
 * Opens the link tokens users seals to notifications (docs/adr/0019) with notifications' private
 * key: `LINK_SEALING_KEY_FILE` (a mounted file) or `LINK_SEALING_KEY` (a private X25519 JWK, or
 * a set while rotating); outside production a key generated once into `.data/secrets`. The key
 * is read when the service starts: production refuses to start without it (MissingSecretError).
 */
@Injectable()
export class LinkOpener {
  private readonly privateKey = resolveSecret(LINK_SEALING_KEY, generateLinkSealingKey).value;

  /**
   * The raw token of a `PasswordResetRequested`/`EmailChangeRequested` payload: v2's sealed one
   * opened (it must have been sealed for `purpose` and the payload's user), v1's as it is (events
   * published before the upgrade).
   * @throws Error when a sealed token does not open with this key or is for another purpose/user
   *   (the bus retries, then dead-letters the event: no e-mail with a wrong link).
   */
  async tokenOf(purpose: LinkPurpose, payload: LinkPayload): Promise<string> {
    if ('token' in payload) return payload.token;
    return openLinkToken(this.privateKey, payload.sealedToken, {
      purpose,
      userId: payload.userId,
    });
  }
}
