import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A chef's onboarding profile (address, image, date of birth, description, experience, phone,
 * qualifications, certificate, terms accepted), one row per chef, created by the first wizard
 * save. First and last name live on `users`. Every wizard field is nullable: each step saves its
 * own fields.
 */
@Entity({ name: 'chef_profiles' })
export class ChefProfileEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'address_line1', nullable: true }) addressLine1!: string | null;
  @Column('text', { name: 'address_line2', nullable: true }) addressLine2!: string | null;
  @Column('text', { nullable: true }) city!: string | null;
  @Column('text', { nullable: true }) province!: string | null;
  @Column('text', { name: 'postal_code', nullable: true }) postalCode!: string | null;
  @Column('text', { nullable: true }) country!: string | null;
  /**
   * WGS84 latitude of the address in decimal degrees, located from `postalCode` by the
   * `AddressLookup` port (offline: the FSA / ZIP centroid); null when it could not be located.
   */
  @Column('double precision', { nullable: true }) latitude!: number | null;
  /** WGS84 longitude in decimal degrees; null exactly when `latitude` is. */
  @Column('double precision', { nullable: true }) longitude!: number | null;
  /** The chef image. */
  @Column('text', { name: 'image_url', nullable: true }) imageUrl!: string | null;
  /** ISO local date `YYYY-MM-DD` (PostgreSQL `date`, read back as a string). */
  @Column('date', { name: 'date_of_birth', nullable: true }) dateOfBirth!: string | null;
  /** The chef's description, 10–200 characters. */
  @Column('text', { nullable: true }) description!: string | null;
  /** Years of experience, whole years 0–50. */
  @Column('int', { name: 'experience_years', nullable: true }) experienceYears!: number | null;
  @Column('text', { nullable: true }) phone!: string | null;
  /** Qualifications (optional; at least 3 characters when given). */
  @Column('text', { nullable: true }) qualifications!: string | null;
  /** The food-safety certificate image. */
  @Column('text', { name: 'certificate_url', nullable: true }) certificateUrl!: string | null;
  /** True once the terms are accepted. */
  @Column('boolean', { default: false }) verified!: boolean;
  @Column('timestamptz', { name: 'terms_accepted_at', nullable: true })
  termsAcceptedAt!: Date | null;
  /**
   * The chef's GST/HST number (`123456782RT0001`), null when not registered: with one the chef
   * supplies their own orders for GST/HST (docs/rules/tax.md). Set by `SetGstHstNumberHandler`.
   */
  @Column('text', { name: 'gst_hst_number', nullable: true }) gstHstNumber!: string | null;
  /** The admin's reason of the last rejection, shown to the chef. */
  @Column('text', { name: 'rejection_reason', nullable: true }) rejectionReason!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** True when the General information step (wizard step 0) has been saved. */
export function hasGeneralInformation(p: ChefProfileEntity | null): boolean {
  return !!p && !!p.addressLine1 && !!p.imageUrl && !!p.dateOfBirth && !!p.description;
}

/** True when the Credentials step (wizard step 1) has been saved. */
export function hasCredentials(p: ChefProfileEntity | null): boolean {
  return !!p && p.experienceYears !== null && !!p.phone;
}
