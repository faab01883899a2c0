import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import { UserType } from '../identity/identity.types.js';

/**
 * A chef's onboarding profile (first/last name are `User.firstName` / `User.lastName`). Visible to
 * the chef and to admins only (it holds the address, date of birth and phone).
 */
@ObjectType('ChefProfile')
export class ChefProfileType {
  @Field(() => String, { nullable: true }) addressLine1!: string | null;
  @Field(() => String, { nullable: true }) addressLine2!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) province!: string | null;
  @Field(() => String, { nullable: true }) postalCode!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  /** The chef image. */
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  /** ISO local date `YYYY-MM-DD`. */
  @Field(() => String, { nullable: true }) dateOfBirth!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  /** Years of experience, 0–50 (the wizard resumes at Credentials when it is null). */
  @Field(() => Int, { nullable: true }) experienceYears!: number | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) qualifications!: string | null;
  @Field(() => String, { nullable: true }) certificateUrl!: string | null;
  /** True once the terms were accepted. */
  @Field() verified!: boolean;
  @Field(() => Date, { nullable: true }) termsAcceptedAt!: Date | null;
  /** The admin's reason when the application was rejected. */
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The chef's GST/HST number ('123456782RT0001'); null when not registered — Hearth then supplies the chef's orders for GST/HST (docs/rules/tax.md).",
  })
  gstHstNumber!: string | null;
}

/** Wizard step 0, General information; validated by `chefGeneralInformationSchema`. */
@InputType('ChefGeneralInformationInput')
export class ChefGeneralInformationInput {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) addressLine1?: string | null;
  @Field(() => String, { nullable: true }) addressLine2?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) province?: string | null;
  @Field(() => String, { nullable: true }) postalCode?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
  /** ISO local date `YYYY-MM-DD`; the chef must be at least 18. */
  @Field(() => String, { nullable: true }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

/** Wizard step 1, Credentials; validated by `chefCredentialsSchema`. */
@InputType('ChefCredentialsInput')
export class ChefCredentialsInput {
  @Field(() => Int, { nullable: true }) experienceYears?: number | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) qualifications?: string | null;
  @Field(() => String, { nullable: true }) certificateUrl?: string | null;
}

/** One wizard save: a step's group of fields (the other group, when null, stays as stored). */
@InputType('ChefProfileInput')
export class ChefProfileInput {
  @Field(() => ChefGeneralInformationInput, { nullable: true })
  general?: ChefGeneralInformationInput | null;
  @Field(() => ChefCredentialsInput, { nullable: true })
  credentials?: ChefCredentialsInput | null;
}

/** Result of the chef onboarding and verification mutations (errors as data). */
export const ChefUserResult = resultUnion('ChefUserResult', () => UserType);
