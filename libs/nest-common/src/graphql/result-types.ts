import type { Type } from '@nestjs/common';
import { Directive, Field, ObjectType, createUnionType } from '@nestjs/graphql';
import type { FieldError as FieldErrorShape } from '@hearth/contracts';

/** One invalid input field and its user-facing message (errors as data; docs/api.md). */
@ObjectType()
@Directive('@shareable')
export class FieldError implements FieldErrorShape {
  @Field() field!: string;
  @Field() message!: string;
}

/** Union member for rejected input: every field's first message. */
@ObjectType()
@Directive('@shareable')
export class ValidationError {
  @Field(() => [FieldError]) errors!: FieldError[];

  static of(errors: FieldErrorShape[]): ValidationError {
    return Object.assign(new ValidationError(), { errors });
  }
}

/** Union member for a failure that is not the user's input. */
@ObjectType()
@Directive('@shareable')
export class ServerError {
  @Field() message!: string;

  static of(message: string): ServerError {
    return Object.assign(new ServerError(), { message });
  }
}

/**
 * The result union of a mutation that can fail for the user (errors as data; docs/api.md): the
 * payload type, `ValidationError` or `ServerError`. `payload` is a thunk so that a type declared
 * later in its module (or in a module that imports this one) resolves lazily. A resolver returns
 * an instance of one of the three classes; anything that is not an error is the payload.
 */
export function resultUnion<T extends Type<unknown>>(
  name: string,
  payload: () => T,
  description?: string,
) {
  return createUnionType({
    name,
    ...(description ? { description } : {}),
    types: () => [payload(), ValidationError, ServerError] as const,
    resolveType: (value: object) =>
      value instanceof ValidationError
        ? ValidationError
        : value instanceof ServerError
          ? ServerError
          : payload(),
  });
}
