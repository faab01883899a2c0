// User-facing messages of partner API keys (zod-free: see ../messages.ts).

/**
 * What the admin's Partner Keys panel says when input is refused, and what the gateway answers a
 * partner (rules in docs/rules/accounts-and-admin.md#partner-keys). English, and the i18n key.
 */
export const PartnerKeyMessages = {
  nameRequired: 'Enter a name for the key.',
  nameTooLong: 'The name can be at most 80 characters.',
  limitInvalid: 'Enter a limit from 1 to 10,000 requests per minute.',
  notFound: 'This key does not exist.',
  revoked: 'This key has been revoked.',
  /** Gateway: the `X-Api-Key` header holds no valid, unrevoked key (HTTP 401, INVALID_API_KEY). */
  invalidKey: 'This API key is not valid. Check the key or ask Hearth for a new one.',
  /** Gateway: the key's per-minute limit is spent (HTTP 429, TOO_MANY_REQUESTS). */
  rateLimited:
    'This API key has made too many requests. Wait until the minute is over and try again.',
  /** Gateway: a key limited to trusted documents sent a document that is not one (HTTP 403). */
  trustedDocumentsOnly:
    'This API key may only run trusted documents: send a documentId from the trusted-document list.',
  /** Gateway: an unknown documentId (HTTP 404, PERSISTED_QUERY_NOT_FOUND). */
  unknownDocument: 'There is no trusted document with this documentId.',
} as const;
