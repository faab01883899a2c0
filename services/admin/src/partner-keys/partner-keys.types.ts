import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';

/** A partner's API key as admins see it: never its secret. */
@ObjectType('PartnerKey', {
  description: 'A partner API key (admins only); its secret is never shown again.',
})
export class PartnerKeyType {
  @Field(() => ID) id!: string;
  @Field({ description: "The visible part of the key: 'hpk_<keyId>_…'." }) keyId!: string;
  @Field() name!: string;
  @Field(() => Int, { description: 'Requests per minute the gateway lets through.' })
  requestsPerMinute!: number;
  @Field({ description: 'Only the trusted documents may run with this key.' })
  trustedDocumentsOnly!: boolean;
  @Field(() => Float, {
    description:
      'Requests served with this key (whole number; the gateway reports every few seconds).',
  })
  requestCount!: number;
  @Field(() => Float, {
    description: 'Requests refused for this key: limit spent or document not trusted.',
  })
  refusedCount!: number;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the secret was last replaced.' })
  rotatedAt!: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When the key stopped working; null while active.',
  })
  revokedAt!: Date | null;
}

/** A key with its whole secret: only in the answer of creating or rotating it. */
@ObjectType('IssuedPartnerKey', {
  description: 'A key and its secret, shown this once: Hearth keeps only its SHA-256.',
})
export class IssuedPartnerKeyType {
  @Field(() => PartnerKeyType) key!: PartnerKeyType;
  @Field({ description: "The whole key, 'hpk_<keyId>_<secret>'; send it as the X-Api-Key header." })
  secret!: string;
}

/** What an admin sets on a key. */
@InputType('PartnerKeyInput')
export class PartnerKeyInputType {
  @Field() name!: string;
  @Field(() => Int, { nullable: true, description: '1–10,000; default 60.' })
  requestsPerMinute?: number;
  @Field({ nullable: true, description: 'Default true.' }) trustedDocumentsOnly?: boolean;
}

/** Result of `createPartnerKey` and `rotatePartnerKey` (errors as data). */
export const IssuePartnerKeyResult = resultUnion(
  'IssuePartnerKeyResult',
  () => IssuedPartnerKeyType,
);
/** Result of `updatePartnerKey` and `revokePartnerKey` (errors as data). */
export const PartnerKeyResult = resultUnion('PartnerKeyResult', () => PartnerKeyType);
