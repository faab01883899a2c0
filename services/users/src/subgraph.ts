import type { SubgraphDefinition } from '@hearth/nest-common';
import { AccountModule } from './account/account.module.js';
import { PasswordResetTokenEntity } from './account/password-reset-token.entity.js';
import { AddressModule } from './address/address.module.js';
import { BankDetailsEntity } from './bank-details/bank-details.entity.js';
import { BankDetailsModule } from './bank-details/bank-details.module.js';
import { ChefProfileEntity } from './chef-profile/chef-profile.entity.js';
import { ChefProfileModule } from './chef-profile/chef-profile.module.js';
import { ContactModule } from './contact/contact.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { IntegrationEventsModule } from './integration-events/integration-events.module.js';
import { RefreshTokenEntity } from './identity/refresh-token.entity.js';
import { UserEntity } from './identity/user.entity.js';
import { SigningKeyStore } from './identity/signing-key.store.js';
import { CreateIdentity1763700000000 } from './migrations/1763700000000-create-identity.js';
import { ChefOnboarding1763900000000 } from './migrations/1763900000000-chef-onboarding.js';
import { ChefProfileCoordinates1765500000001 } from './migrations/1765500000001-chef-profile-coordinates.js';
import { Passwords1766100000000 } from './migrations/1766100000000-passwords.js';
import { GuestContact1767100000000 } from './migrations/1767100000000-guest-contact.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { EmailChangeModule } from './email-change/email-change.module.js';
import { EmailChange1767800000000 } from './migrations/1767800000000-email-change.js';
import { DefaultAddress1767800000001 } from './migrations/1767800000001-default-address.js';
import { KeysOutOfDatabase1769600000000 } from './migrations/1769600000000-keys-out-of-database.js';
import { OpenOrders1769900000000 } from './migrations/1769900000000-open-orders.js';
import { PayoutRecipients1770000000000 } from './migrations/1770000000000-payout-recipients.js';
import { ChefGstHstNumber1770200000020 } from './migrations/1770200000020-chef-gst-hst-number.js';
import { DeliveryAddressModule } from './delivery-address/delivery-address.module.js';
import { DietaryProfileModule } from './dietary-profile/dietary-profile.module.js';
import { DietaryProfile1770400000000 } from './migrations/1770400000000-dietary-profile.js';
import { VerificationModule } from './verification/verification.module.js';

/**
 * The `users` subgraph (port 4001): identity, roles, the account's own settings (password change
 * and recovery, names, phone), who may read a guest's name and phone (the chefs they ordered
 * from), chef status, address autocomplete, chef onboarding (profile, terms), bank details
 * (encrypted at rest) and admin chef verification. It verifies its own tokens with its in-memory
 * keys (from a mounted secret, never the database); other subgraphs fetch them from `/.well-known/jwks.json`.
 */
export function usersSubgraph(): SubgraphDefinition {
  const keys = new SigningKeyStore();
  return {
    service: 'users',
    entities: [
      UserEntity,
      RefreshTokenEntity,
      ChefProfileEntity,
      BankDetailsEntity,
      PasswordResetTokenEntity,
    ],
    migrations: [
      CreateIdentity1763700000000,
      ChefOnboarding1763900000000,
      ChefProfileCoordinates1765500000001,
      Passwords1766100000000,
      GuestContact1767100000000,
      EmailChange1767800000000,
      DefaultAddress1767800000001,
      KeysOutOfDatabase1769600000000,
      OpenOrders1769900000000,
      PayoutRecipients1770000000000,
      ChefGstHstNumber1770200000020,
      DietaryProfile1770400000000,
    ],
    imports: [
      IdentityModule,
      AccountModule,
      AddressModule,
      ChefProfileModule,
      BankDetailsModule,
      VerificationModule,
      ContactModule,
      PrivacyModule,
      EmailChangeModule,
      DeliveryAddressModule,
      DietaryProfileModule,
      IntegrationEventsModule,
    ],
    providers: [{ provide: SigningKeyStore, useValue: keys }],
    tokenKeys: keys.getVerifyKey,
  };
}

export { IdentityService } from './identity/identity.service.js';
export { UserEntity } from './identity/user.entity.js';
export default usersSubgraph;
