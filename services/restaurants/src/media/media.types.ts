import { Field, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';

/** One header the upload PUT must carry exactly. */
@ObjectType('UploadHeader')
export class UploadHeaderType {
  @Field() name!: string;
  @Field() value!: string;
}

/**
 * A signed upload, whatever the image kind. The browser PUTs the file to `presignedUrl` with
 * `headers`, then stores `image`.
 */
@ObjectType('SignedUpload')
export class SignedUploadType {
  @Field({ description: 'Where to PUT the file (valid until expiresAt).' })
  presignedUrl!: string;
  @Field({ description: 'Public address of the image once uploaded: the value to store.' })
  image!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Public address of its 400-px WebP thumbnail (null when the store makes none).',
  })
  thumbnail!: string | null;
  @Field({ description: 'Content type derived from the file extension; the PUT must send it.' })
  contentType!: string;
  @Field(() => [UploadHeaderType], {
    description: 'Headers the PUT must carry exactly (Content-Type, x-amz-acl: public-read).',
  })
  headers!: UploadHeaderType[];
  @Field() expiresAt!: Date;
}

/** Result of the four upload mutations (errors as data). */
export const SignedUploadResult = resultUnion('SignedUploadResult', () => SignedUploadType);
