import { afterEach, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import { argon2Options } from '../src/identity/register-user.js';

/** Which argon2id parameters new password hashes use, and the guard that keeps production's. */
describe('users: password hashing parameters', () => {
  const saved = { hashing: process.env['HEARTH_PASSWORD_HASHING'], node: process.env['NODE_ENV'] };
  afterEach(() => {
    process.env['HEARTH_PASSWORD_HASHING'] = saved.hashing;
    process.env['NODE_ENV'] = saved.node;
  });

  it("uses production's argon2id parameters unless the test run asks for cheap ones", async () => {
    delete process.env['HEARTH_PASSWORD_HASHING'];
    expect(argon2Options()).toEqual({
      type: argon2.argon2id,
      memoryCost: 65_536,
      timeCost: 3,
      parallelism: 1,
    });
    process.env['HEARTH_PASSWORD_HASHING'] = 'standard';
    expect(argon2Options().memoryCost).toBe(65_536);
  });

  it('the test run’s hashes are still argon2id and verify like any other', async () => {
    process.env['HEARTH_PASSWORD_HASHING'] = 'test';
    const cheap = await argon2.hash('hunter22', argon2Options());
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await argon2.verify(cheap, 'hunter22')).toBe(true);
    expect(await argon2.verify(cheap, 'hunter23')).toBe(false);
  });

  it('refuses the cheap parameters in production', () => {
    process.env['HEARTH_PASSWORD_HASHING'] = 'test';
    process.env['NODE_ENV'] = 'production';
    expect(() => argon2Options()).toThrow(
      'HEARTH_PASSWORD_HASHING=test is for the test run only: unset it in production',
    );
  });
});
