import { describe, expect, it } from '@jest/globals';
import {
  AccountMessages,
  AuthMessages,
  accountDetailsSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  toFieldErrors,
} from '../src/index.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);

describe('changePasswordSchema', () => {
  it('needs the current password and a new one under the sign-up rules', () => {
    expect(
      errorsOf(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'abc' })),
    ).toEqual([
      { field: 'currentPassword', message: AccountMessages.currentPasswordRequired },
      { field: 'newPassword', message: AuthMessages.passwordRules },
    ]);
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'hunter22' }).success,
    ).toBe(true);
  });

  it('form: the new password typed twice must match, told on the confirmation field', () => {
    const mismatch = changePasswordFormSchema.safeParse({
      currentPassword: 'old',
      newPassword: 'hunter22',
      confirmPassword: 'hunter23',
    });
    expect(errorsOf(mismatch)).toEqual([
      { field: 'confirmPassword', message: AccountMessages.passwordsDoNotMatch },
    ]);
    const alsoMissing = changePasswordFormSchema.safeParse({
      currentPassword: '',
      newPassword: 'hunter22',
      confirmPassword: 'other',
    });
    expect(errorsOf(alsoMissing).map((e) => e.field)).toEqual([
      'currentPassword',
      'confirmPassword',
    ]);
    expect(
      errorsOf(
        changePasswordFormSchema.safeParse({
          currentPassword: 'old',
          newPassword: 'hunter22',
          confirmPassword: '',
        }),
      ),
    ).toEqual([{ field: 'confirmPassword', message: AccountMessages.confirmPasswordRequired }]);
  });
});

describe('password reset', () => {
  it('asks for a valid e-mail, normalised', () => {
    expect(requestPasswordResetSchema.parse({ email: ' Ada@Example.COM ' }).email).toBe(
      'ada@example.com',
    );
    expect(errorsOf(requestPasswordResetSchema.safeParse({ email: 'nope' }))).toEqual([
      { field: 'email', message: AuthMessages.emailInvalid },
    ]);
  });

  it('refuses a missing or oversized token with the link message', () => {
    for (const token of ['', '  ', 'x'.repeat(201)])
      expect(errorsOf(resetPasswordSchema.safeParse({ token, newPassword: 'hunter22' }))).toEqual([
        { field: 'token', message: AccountMessages.resetLinkInvalid },
      ]);
  });

  it('form: the new password follows the sign-up rules and is typed twice', () => {
    expect(
      errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'short', confirmPassword: 'x' })),
    ).toEqual([
      { field: 'newPassword', message: AuthMessages.passwordRules },
      { field: 'confirmPassword', message: AccountMessages.passwordsDoNotMatch },
    ]);
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: 'hunter22', confirmPassword: 'hunter22' })
        .success,
    ).toBe(true);
  });
});

describe('accountDetailsSchema', () => {
  it('trims names, keeps the phone as typed after the +1 and stores a blank phone as none', () => {
    expect(
      accountDetailsSchema.parse({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        phone: ' 416 555 0199 ',
      }),
    ).toEqual({ firstName: 'Ada', lastName: 'Lovelace', phone: '416 555 0199' });
    expect(
      accountDetailsSchema.parse({ firstName: 'A', lastName: 'B', phone: '' }).phone,
    ).toBeNull();
  });

  it('gives the sign-up name messages and the waitlist phone messages', () => {
    expect(
      errorsOf(accountDetailsSchema.safeParse({ firstName: '', lastName: ' ', phone: '+1 416' })),
    ).toEqual([
      { field: 'firstName', message: AuthMessages.firstNameRequired },
      { field: 'lastName', message: AuthMessages.lastNameRequired },
      { field: 'phone', message: expect.stringMatching(/digits/) },
    ]);
  });
});
