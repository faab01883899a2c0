import { Injectable } from '@nestjs/common';
import {
  LINK_SEALING_KEY,
  LINK_SEALING_PUBLIC_KEY,
  generateLinkSealingKey,
  linkSealingPublicKeyOf,
  sealLinkToken,
  type LinkPurpose,
} from '@hearth/events';
import { MissingSecretError, configuredSecret, resolveSecret } from '@hearth/nest-common';

/**
 * notifications' public key, which users seals link tokens to (docs/adr/0019):
 * `LINK_SEALING_PUBLIC_KEY_FILE` (a mounted file) or `LINK_SEALING_PUBLIC_KEY`; outside
 * production, derived from the generated development private key (`.data/secrets`, shared with
 * notifications, created by whichever starts first).
 * @throws MissingSecretError in production when neither is set.
 */
export function loadLinkSealingPublicKey(env: NodeJS.ProcessEnv = process.env): string {
  const configured = configuredSecret(LINK_SEALING_PUBLIC_KEY, env);
  if (configured) return configured.value;
  if (env.NODE_ENV === 'production') throw new MissingSecretError(LINK_SEALING_PUBLIC_KEY, env);
  return linkSealingPublicKeyOf(resolveSecret(LINK_SEALING_KEY, generateLinkSealingKey, env).value);
}

/**
 * Seals the raw secret of an e-mailed link for its event, so only notifications can read it
 * (the events `PasswordResetRequested@2` and `EmailChangeRequested@2` carry `sealedToken`).
 * The key is read when the service starts: production refuses to start without it.
 */
@Injectable()
export class LinkSealer {
  private readonly publicKey = loadLinkSealingPublicKey();

  /** `{ sealedToken }`: `token` sealed to notifications, bound to `purpose` and `userId`. */
  seal(purpose: LinkPurpose, userId: string, token: string): Promise<{ sealedToken: string }> {
    return sealLinkToken(this.publicKey, { token, purpose, userId });
  }
}
