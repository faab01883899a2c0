#!/usr/bin/env node
// An in-memory stand-in for the gateway, for frontend work and the smoke test before the real
// services run. It serves the API schema of gateway/supergraph.graphql with just enough behaviour:
// sign-up/log-in/refresh/log-out with rotating refresh tokens, a welcome notification ~500 ms
// after sign-up, paging, markNotificationsSeen. It is NOT the backend: no persistence, no
// security. `node test/e2e/fake-gateway.mjs` listens on 127.0.0.1:4000 (PORT to change).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { graphql, GraphQLError } from 'graphql';
import { loadApiSchema } from '../../libs/graphql-client/codegen.mjs';

const { schema } = loadApiSchema();
const ACCESS_TTL_MS = 15 * 60_000;

/** Starts the fake gateway; resolves with its URL and a close(). */
export async function startFakeGateway({
  port = 4000,
  host = '127.0.0.1',
  welcomeDelayMs = 500,
} = {}) {
  const users = new Map(); // id → user
  const accessTokens = new Map(); // token → user id
  const refreshTokens = new Map(); // token → user id
  const notifications = new Map(); // user id → [{...}]

  const session = (user) => {
    const accessToken = randomUUID();
    const refreshToken = randomUUID();
    accessTokens.set(accessToken, user.id);
    refreshTokens.set(refreshToken, user.id);
    return {
      __typename: 'AuthSession',
      accessToken,
      refreshToken,
      accessTokenExpiresAt: new Date(Date.now() + ACCESS_TTL_MS).toISOString(),
      user: view(user),
    };
  };
  const listFor = (id) => notifications.get(id) ?? [];
  const page = (id, limit, cursor) => {
    const all = [...listFor(id)].reverse(); // newest first
    const start = cursor ? Number(cursor) : 0;
    const items = all.slice(start, start + limit);
    return { items, nextCursor: start + limit < all.length ? String(start + limit) : null };
  };
  const view = (user) => ({
    ...user,
    notifications: ({ limit, cursor }) => page(user.id, limit, cursor),
    unseenNotificationCount: () => listFor(user.id).filter((n) => !n.isSeen).length,
    cartItemCount: () => 0,
  });
  const requireUser = (ctx) => {
    const user = ctx.userId && users.get(ctx.userId);
    if (!user)
      throw new GraphQLError('Please log in to continue.', {
        extensions: { code: 'UNAUTHENTICATED' },
      });
    return user;
  };

  const root = {
    me: (_args, ctx) => (ctx.userId && users.get(ctx.userId) ? view(users.get(ctx.userId)) : null),
    notifications: ({ limit, cursor }, ctx) => page(requireUser(ctx).id, limit, cursor),
    unseenNotificationCount: (_args, ctx) =>
      listFor(requireUser(ctx).id).filter((n) => !n.isSeen).length,
    signUp: ({ input }) => {
      const email = input.email.trim().toLowerCase();
      if ([...users.values()].some((u) => u.email === email)) {
        return {
          __typename: 'ValidationError',
          errors: [
            {
              field: 'email',
              message: 'An account with this e-mail already exists. Log in instead.',
            },
          ],
        };
      }
      const user = {
        id: randomUUID(),
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        status: input.role === 'CHEF' ? 'INITIAL' : 'ACTIVE',
        createdAt: new Date().toISOString(),
        password: input.password,
      };
      users.set(user.id, user);
      setTimeout(() => {
        notifications.set(user.id, [
          ...listFor(user.id),
          {
            id: randomUUID(),
            kind: 'WELCOME',
            category: 'ACCOUNT',
            orderId: null,
            title: 'Welcome to Hearth!',
            body: `Hi ${user.firstName}, thanks for joining Hearth.`,
            isSeen: false,
            createdAt: new Date().toISOString(),
          },
        ]);
      }, welcomeDelayMs);
      return session(user);
    },
    logIn: ({ input }) => {
      const user = [...users.values()].find(
        (u) => u.email === input.email.trim().toLowerCase() && u.password === input.password,
      );
      return user
        ? session(user)
        : {
            __typename: 'ValidationError',
            errors: [
              { field: 'password', message: 'The e-mail or password you entered is incorrect.' },
            ],
          };
    },
    refreshSession: ({ refreshToken }) => {
      const id = refreshTokens.get(refreshToken);
      refreshTokens.delete(refreshToken);
      return id
        ? session(users.get(id))
        : { __typename: 'ServerError', message: 'Your session has expired. Please log in again.' };
    },
    logOut: ({ refreshToken }) => refreshTokens.delete(refreshToken),
    markNotificationsSeen: ({ ids }, ctx) => {
      let changed = 0;
      for (const n of listFor(requireUser(ctx).id)) {
        if (!n.isSeen && (!ids || ids.includes(n.id))) {
          n.isSeen = true;
          changed++;
        }
      }
      return changed;
    },
  };

  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method !== 'POST') return res.writeHead(405).end();
    let body = '';
    for await (const chunk of req) body += chunk;
    const { query, variables, operationName } = JSON.parse(body);
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const result = await graphql({
      schema,
      source: query,
      variableValues: variables,
      operationName,
      rootValue: root,
      contextValue: { userId: token && accessTokens.get(token) },
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    url: `http://${host}:${server.address().port}/graphql`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { url } = await startFakeGateway({ port: Number(process.env.PORT ?? 4000) });
  console.log(`fake gateway (NOT the real backend) at ${url}`);
}
