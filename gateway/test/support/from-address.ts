import { request } from 'node:http';

/** A GraphQL answer with its HTTP status, content type and raw text. */
export interface Answer {
  status: number;
  contentType: string;
  text: string;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
}

/**
 * POSTs `body` (sent as is, so tests can send broken JSON or bytes that are not UTF-8) to `url` from the local
 * address `from` (any 127.0.0.0/8 address on Linux: each is a different client to the gateway),
 * with `headers`. Resolves with the answer; `body` is `{}` when the answer is not JSON.
 */
export function postFrom(
  from: string,
  url: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            // not JSON: the test asserts on contentType/text
          }
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text,
            body: parsed,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
