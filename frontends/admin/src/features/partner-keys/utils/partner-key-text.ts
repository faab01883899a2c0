import { formatCount, formatDateTime } from '../../../lib/format';

/** What the Partner Keys panel says (the admin area is English). */
export const PartnerKeyPanelMessages = {
  loading: 'Loading partner keys…',
  loadFailed: 'Partner keys could not be loaded.',
  empty: 'No partner keys yet. Create one for each partner app.',
  createFailed: 'The key could not be created. Please try again.',
  saveFailed: 'The key could not be changed. Please try again.',
  actionFailed: 'That did not work. Please try again.',
  created: (name: string) => `Key created for ${name}.`,
  saved: (name: string) => `${name}: changes saved.`,
  rotated: (name: string) => `${name}: new secret made; the old one stops working within seconds.`,
  revoked: (name: string) => `${name}: key revoked.`,
  revokeConfirm: (name: string) =>
    `Revoke the key of ${name}? Its requests are refused from now on, for good; its usage stays listed.`,
  rotateConfirm: (name: string) =>
    `Make a new secret for ${name}? The current secret stops working within seconds: the partner must switch to the new one.`,
  secretOnce:
    'Copy this key now and give it to the partner over a private channel. It is shown only this once: Hearth keeps only a fingerprint of it.',
  copied: 'Key copied.',
  copyFailed: 'The key could not be copied: select it and copy it by hand.',
} as const;

/** `hpk_3f9a1c2b7d4e_…`: the visible part of a key. */
export const keyLabel = (keyId: string) => `hpk_${keyId}_…`;

/** `60 / min`. */
export const limitText = (perMinute: number) => `${formatCount(perMinute)} / min`;

/** What a key may run. */
export const documentsText = (trustedOnly: boolean) =>
  trustedOnly ? 'Trusted documents only' : 'Any query';

/** `1,204 served · 3 refused`. */
export const usageText = (k: { requestCount: number; refusedCount: number }) =>
  `${formatCount(k.requestCount)} served · ${formatCount(k.refusedCount)} refused`;

/** `Last used Nov 26, 2026, 4:02 a.m. EST` or `Never used`. */
export const lastUsedText = (iso: string | null | undefined) =>
  iso ? `Last used ${formatDateTime(iso)}` : 'Never used';
