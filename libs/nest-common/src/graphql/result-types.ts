import { Directive, Field, ObjectType } from '@nestjs/graphql';
import type { FieldError as FieldErrorShape } from '@hearth/contracts';

/** One invalid input field and its SPEC message (ARCHITECTURE §4 errors-as-data). */
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
