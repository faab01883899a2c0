import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';

/** How the browser sends a signed upload. */
export enum UploadMethod {
  /** The file's bytes as the body, with `headers` (the embedded local store). */
  PUT = 'PUT',
  /** A multipart form of `fields` then the file (an S3 presigned POST that caps the size). */
  POST = 'POST',
}
registerEnumType(UploadMethod, {
  name: 'UploadMethod',
  description: 'How the browser sends a signed upload: PUT the bytes, or POST a multipart form.',
});

/** One header the upload PUT must carry exactly. */
@ObjectType('UploadHeader')
export class UploadHeaderType {
  @Field() name!: string;
  @Field() value!: string;
}

/** One form field of an upload POST, sent as given before the file. */
@ObjectType('UploadFormField')
export class UploadFormFieldType {
  @Field() name!: string;
  @Field() value!: string;
}

/**
 * A signed upload, whatever the image kind. With `method` PUT the browser PUTs the file to
 * `presignedUrl` with `headers`; with POST it posts a multipart form to `presignedUrl`: every one
 * of `fields` in order, then the file as the last field, `file` (the store refuses a file over
 * the kind's limit, another key, content type or ACL). Then it stores `image`.
 */
@ObjectType('SignedUpload')
export class SignedUploadType {
  @Field(() => UploadMethod, {
    description: 'PUT the bytes (with headers) or POST a multipart form (fields, then file).',
  })
  method!: UploadMethod;
  @Field({ description: 'Where to send the file (valid until expiresAt).' })
  presignedUrl!: string;
  @Field({ description: 'Public address of the image once uploaded: the value to store.' })
  image!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Public address of its 400-px WebP thumbnail (null when the store makes none).',
  })
  thumbnail!: string | null;
  @Field({ description: 'Content type derived from the file extension; the upload must send it.' })
  contentType!: string;
  @Field(() => [UploadHeaderType], {
    description:
      'PUT: headers it must carry exactly (Content-Type, x-amz-acl: public-read). POST: none.',
  })
  headers!: UploadHeaderType[];
  @Field(() => [UploadFormFieldType], {
    description:
      'POST: the form fields to send, in order, before the file (key, Content-Type, acl, policy, signature). PUT: none.',
  })
  fields!: UploadFormFieldType[];
  @Field() expiresAt!: Date;
}

/** Result of the five upload mutations (errors as data). */
export const SignedUploadResult = resultUnion('SignedUploadResult', () => SignedUploadType);

/** A finished upload whose bytes passed the check: the address to store. */
@ObjectType('ConfirmedUpload')
export class ConfirmedUploadType {
  @Field({ description: 'Public address of the image (the signed upload’s `image`).' })
  image!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Public address of its 400-px WebP thumbnail (dish images), else null.',
  })
  thumbnail!: string | null;
}

/** Result of `confirmUpload` (errors as data: the check's refusal on `image`). */
export const ConfirmedUploadResult = resultUnion(
  'ConfirmedUploadResult',
  () => ConfirmedUploadType,
);
