import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac, randomUUID } from 'node:crypto';
import { EventTypes, InProcessEventBus, Topics, createEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { HELP_REPORT_ANSWER_MAX, MESSAGE_BODY_MAX, MessagingMessages } from '@hearth/contracts';
import { notificationsSubgraph } from '../src/subgraph.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';

const CONVERSATION = `query($id: ID!) { conversation(id: $id) {
  id kind myRole unreadCount restaurantName messages { body senderRole sentByMe } } }`;
const SEND = `mutation($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) {
  __typename ... on ConversationMessage { id body } ... on ValidationError { errors { field message } } } }`;
const UNREAD = `{ unreadMessageCount }`;

/** The local media store's secret, shared with restaurants (it checks the signed reads). */
const MEDIA_SECRET = 'messaging-test-media-secret';

/**
 * Expects `view` to be the local store's signed read of the stored `image`: `?expires&sig` with
 * sig = HMAC-SHA256(secret, "key|expires|GET"), valid for 5 to 10 minutes from now.
 */
function expectSignedRead(view: string | null, image: string): void {
  expect(view).not.toBeNull();
  const url = new URL(view!);
  expect(`${url.origin}${url.pathname}`).toBe(image);
  const expires = Number(url.searchParams.get('expires'));
  const left = expires - Date.now() / 1000;
  expect(left).toBeGreaterThan(5 * 60 - 5);
  expect(left).toBeLessThanOrEqual(10 * 60);
  const key = url.pathname.replace(/^\/media\//, '');
  expect(url.searchParams.get('sig')).toBe(
    createHmac('sha256', MEDIA_SECRET).update(`${key}|${expires}|GET`).digest('hex'),
  );
}

describe('notifications subgraph: conversations are read by their two parties only', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let smtp: SmtpCapture;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const restaurantId = randomUUID();
  const orderId = randomUUID();
  let guest: { id: string; token: string };
  let chef: { id: string; token: string };
  let stranger: { id: string; token: string };
  let admin: { id: string; token: string };
  const call = <T = Record<string, unknown>>(
    q: string,
    v: Record<string, unknown>,
    token: string,
  ) => gql<T>(url, q, v, token);
  const codeOf = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    r.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    process.env.SMTP_URL = smtp.url;
    process.env.MEDIA_SIGNING_SECRET = MEDIA_SECRET;
    issuer = await createTestIssuer();
    db = await freshDatabase(
      `hearth_test_notifications_messaging_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    svc = await startSubgraph(
      { ...notificationsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    url = `${svc.url}/graphql`;
    guest = await issuer.token({ role: 'GUEST' });
    chef = await issuer.token({ role: 'CHEF' });
    stranger = await issuer.token({ role: 'CHEF' });
    admin = await issuer.token({ role: 'ADMIN' });
    const env = (type: string, aggregateId: string, payload: object) =>
      createEnvelope({ type, version: 1, aggregateId, payload });
    await bus.publish(Topics.restaurants, [
      env(EventTypes.RestaurantEstablished, restaurantId, {
        restaurantId,
        ownerUserId: chef.id,
        slug: 'nonna-s',
        name: "Nonna's Kitchen",
        timeZone: 'America/Toronto',
        offersDelivery: false,
        offersPickup: true,
      }),
    ]);
    await bus.publish(Topics.orders, [
      env(EventTypes.OrderPlaced, orderId, {
        orderId,
        guestId: guest.id,
        chefId: chef.id,
        restaurantId,
        occurrenceId: randomUUID(),
        fulfilment: 'PICKUP',
        lines: [{ dishId: randomUUID(), quantity: 2, unitPriceCents: 1500 }],
        subtotalCents: 3000,
        deliveryFeeCents: 0,
        totalCents: 3000,
      }),
    ]);
    await eventually(
      async () => (await query(db, `SELECT 1 FROM notifications.messaging_orders`)).length === 1,
    );
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
    await smtp?.close();
    delete process.env.SMTP_URL;
    delete process.env.MEDIA_SIGNING_SECRET;
  });

  it('a question reaches the chef; a stranger and an admin (no report) get NOT_FOUND', async () => {
    const asked = await call<{ askRestaurant: { id: string; myRole: string } }>(
      `mutation($r: ID!, $b: String!) { askRestaurant(restaurantId: $r, body: $b) { ... on Conversation { id myRole } } }`,
      { r: restaurantId, b: 'Is the lasagna <b>nut-free</b>? https://example.com' },
      guest.token,
    );
    const id = asked.data!.askRestaurant.id;
    expect(asked.data!.askRestaurant.myRole).toBe('GUEST');
    expect((await call<{ unreadMessageCount: number }>(UNREAD, {}, chef.token)).data).toEqual({
      unreadMessageCount: 1,
    });
    const seen = await call<{
      conversation: { messages: Array<{ body: string }>; restaurantName: string };
    }>(CONVERSATION, { id }, chef.token);
    // Stored as typed: the client renders it as text, so the tag and the link stay inert.
    expect(seen.data!.conversation.messages[0]!.body).toBe(
      'Is the lasagna <b>nut-free</b>? https://example.com',
    );
    expect(seen.data!.conversation.restaurantName).toBe("Nonna's Kitchen");
    // The chef got one notification (away: nothing read yet), not one per message.
    await call(SEND, { c: id, b: 'And is it vegetarian?' }, guest.token);
    const notes = await query(
      db,
      `SELECT title FROM notifications.notifications WHERE user_id = $1`,
      [chef.id],
    );
    expect(notes).toEqual([{ title: 'New message from A guest' }]);

    for (const outsider of [stranger, admin]) {
      const read = await call(CONVERSATION, { id }, outsider.token);
      expect(codeOf(read)).toBe('NOT_FOUND');
      expect(read.errors![0]!.message).toBe(MessagingMessages.conversationNotFound);
      expect(codeOf(await call(SEND, { c: id, b: 'hi' }, outsider.token))).toBe('NOT_FOUND');
    }
    expect(codeOf(await call(CONVERSATION, { id }, ''))).toBe('UNAUTHENTICATED');

    // The chef reads: the badge falls to 0; the chef answers: the guest's rises to 1.
    await call(
      `mutation($c: ID!) { markConversationRead(conversationId: $c) }`,
      { c: id },
      chef.token,
    );
    expect(
      (await call<{ unreadMessageCount: number }>(UNREAD, {}, chef.token)).data!.unreadMessageCount,
    ).toBe(0);
    await call(SEND, { c: id, b: 'Yes, both.' }, chef.token);
    expect(
      (await call<{ unreadMessageCount: number }>(UNREAD, {}, guest.token)).data!
        .unreadMessageCount,
    ).toBe(1);
  });

  it('refuses an empty or too long message as a ValidationError of its body and writes nothing', async () => {
    const opened = await call<{ openOrderConversation: { id: string } }>(
      `mutation($o: ID!) { openOrderConversation(orderId: $o) { id } }`,
      { o: orderId },
      guest.token,
    );
    const id = opened.data!.openOrderConversation.id;
    const empty = await call(SEND, { c: id, b: '   ' }, guest.token);
    expect(empty.data).toEqual({
      sendMessage: {
        __typename: 'ValidationError',
        errors: [{ field: 'body', message: MessagingMessages.bodyRequired }],
      },
    });
    const long = await call(SEND, { c: id, b: 'x'.repeat(MESSAGE_BODY_MAX + 1) }, guest.token);
    expect(long.data).toEqual({
      sendMessage: {
        __typename: 'ValidationError',
        errors: [{ field: 'body', message: MessagingMessages.bodyTooLong }],
      },
    });
    // An image only from the sender's own folder of our store; anything else is refused.
    const SEND_IMAGE = `mutation($c: ID!, $b: String!, $i: String) {
      sendMessage(conversationId: $c, body: $b, imageUrl: $i) {
        __typename ... on ConversationMessage { imageUrl } ... on ValidationError { errors { field message } } } }`;
    const store = 'http://127.0.0.1:4002/media/attachments';
    for (const foreign of [
      'https://evil.example/media/attachments/x.jpg',
      `${store}/${chef.id}/${randomUUID()}.jpg`,
      `${store}/${guest.id}/${randomUUID()}.svg`,
      `${store}/${guest.id}/${randomUUID()}.jpg?x=1`,
    ]) {
      const refused = await call(SEND_IMAGE, { c: id, b: 'Look', i: foreign }, guest.token);
      expect(refused.data).toEqual({
        sendMessage: {
          __typename: 'ValidationError',
          errors: [{ field: 'imageUrl', message: MessagingMessages.imageNotOurs }],
        },
      });
    }
    expect(
      await query(db, `SELECT 1 FROM notifications.messages WHERE conversation_id = $1`, [id]),
    ).toEqual([]);
    const mine = `${store}/${guest.id}/${randomUUID()}.jpg`;
    const sent = await call(SEND_IMAGE, { c: id, b: 'This is what arrived', i: mine }, guest.token);
    expect(sent.data).toEqual({
      sendMessage: { __typename: 'ConversationMessage', imageUrl: mine },
    });
    // The image is a private object: each party gets a short-lived signed read of it.
    for (const party of [chef, guest]) {
      const seen = await call<{
        conversation: { messages: Array<{ imageUrl: string | null; imageViewUrl: string | null }> };
      }>(
        `query($id: ID!) { conversation(id: $id) { messages { imageUrl imageViewUrl } } }`,
        { id },
        party.token,
      );
      expect(seen.data!.conversation.messages.map((m) => m.imageUrl)).toEqual([mine]);
      expectSignedRead(seen.data!.conversation.messages[0]!.imageViewUrl, mine);
    }
    const strangerRead = await call(
      `query($id: ID!) { conversation(id: $id) { messages { imageViewUrl } } }`,
      { id },
      stranger.token,
    );
    expect(codeOf(strangerRead)).toBe('NOT_FOUND');
    // With an image the text is an optional caption: a photo alone is a message.
    const photo = `${store}/${guest.id}/${randomUUID()}.png`;
    const photoOnly = await call(SEND_IMAGE, { c: id, b: '  ', i: photo }, guest.token);
    expect(photoOnly.data).toEqual({
      sendMessage: { __typename: 'ConversationMessage', imageUrl: photo },
    });
    const listed = await call<{
      myConversations: Array<{ id: string; lastMessagePreview: string | null }>;
    }>(`{ myConversations { id lastMessagePreview } }`, {}, chef.token);
    expect(listed.data!.myConversations.find((x) => x.id === id)?.lastMessagePreview).toBe('');
    await query(db, `DELETE FROM notifications.messages WHERE conversation_id = $1`, [id]);
    const ownQuestion = await call(
      `mutation($r: ID!, $b: String!) { askRestaurant(restaurantId: $r, body: $b) {
        __typename ... on ValidationError { errors { field message } } } }`,
      { r: restaurantId, b: 'Hello me' },
      chef.token,
    );
    expect(ownQuestion.data).toEqual({
      askRestaurant: {
        __typename: 'ValidationError',
        errors: [{ field: 'restaurantId', message: MessagingMessages.ownRestaurant }],
      },
    });
    expect(
      await query(db, `SELECT 1 FROM notifications.messages WHERE conversation_id = $1`, [id]),
    ).toEqual([]);
    const strangerOpen = await call(
      `mutation($o: ID!) { openOrderConversation(orderId: $o) { id } }`,
      { o: orderId },
      stranger.token,
    );
    expect(codeOf(strangerOpen)).toBe('NOT_FOUND');
  });

  it("the recipient's preferences decide the notification and the e-mail of a new message", async () => {
    // The chef is known by e-mail; a fresh order gives a fresh unread streak each round.
    await bus.publish(Topics.users, [
      createEnvelope({
        type: EventTypes.UserRegistered,
        version: 1,
        aggregateId: chef.id,
        payload: {
          userId: chef.id,
          email: 'nonna@chef.example.com',
          firstName: 'Nonna',
          lastName: 'Rossi',
          role: 'Chef',
          status: 'ACTIVE',
        },
      }),
    ]);
    await eventually(
      async () =>
        (await query(db, `SELECT 1 FROM notifications.user_contacts WHERE user_id = $1`, [chef.id]))
          .length === 1,
    );
    const SET = `mutation($input: [NotificationPreferenceInput!]!) {
      setNotificationPreferences(input: $input) { __typename } }`;
    const round = async (prefs: { IN_APP: boolean; EMAIL: boolean }, word: string) => {
      const set = await call(
        SET,
        {
          input: (['IN_APP', 'EMAIL'] as const).map((channel) => ({
            kind: 'MESSAGES',
            channel,
            enabled: prefs[channel],
          })),
        },
        chef.token,
      );
      expect(set.data).toEqual({
        setNotificationPreferences: { __typename: 'NotificationPreferences' },
      });
      const question = await call<{ askRestaurant: { id: string } }>(
        `mutation($r: ID!, $b: String!) { askRestaurant(restaurantId: $r, body: $b) { ... on Conversation { id } } }`,
        { r: restaurantId, b: `Question ${word}` },
        guest.token,
      );
      const id = question.data!.askRestaurant.id;
      const notes = await query(
        db,
        `SELECT 1 FROM notifications.notifications WHERE user_id = $1 AND kind = 'MESSAGE'`,
        [chef.id],
      );
      // The chef reads it, so the next question starts a new streak.
      await call(
        `mutation($c: ID!) { markConversationRead(conversationId: $c) }`,
        { c: id },
        chef.token,
      );
      return notes.length;
    };
    const mails = () => smtp.messages.filter((m) => m.to.includes('nonna@chef.example.com'));
    const before = await round({ IN_APP: false, EMAIL: false }, 'alpha');
    expect(await round({ IN_APP: true, EMAIL: false }, 'bravo')).toBe(before + 1);
    expect(await round({ IN_APP: false, EMAIL: true }, 'charlie')).toBe(before + 1);
    // The relay sends the mail outbox oldest first: once the last round's e-mail is here, an
    // e-mail wrongly queued by the first two rounds would have been sent before it.
    await eventually(async () => mails().some((m) => m.raw.includes('Question charlie')));
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.subject).toBe('New message from A guest');
  });

  it("an admin reads an order's conversation once its guest reported it, answers, and the guest sees ANSWERED", async () => {
    const opened = await call<{ openOrderConversation: { id: string } }>(
      `mutation($o: ID!) { openOrderConversation(orderId: $o) { id } }`,
      { o: orderId },
      chef.token,
    );
    const id = opened.data!.openOrderConversation.id;
    await call(SEND, { c: id, b: 'Your order is ready for pickup.' }, chef.token);
    expect(codeOf(await call(CONVERSATION, { id }, admin.token))).toBe('NOT_FOUND');
    // Only the order's guest may report it.
    const notMine = await call(
      `mutation($o: ID!) { reportProblem(orderId: $o, reason: "QUALITY", description: "Cold and late, sorry.") { __typename } }`,
      { o: orderId },
      stranger.token,
    );
    expect(codeOf(notMine)).toBe('NOT_FOUND');
    // Bad input is answered as data, each rule on its field, and files nothing.
    const refused = await call<{
      reportProblem: { __typename: string; errors: Array<{ field: string; message: string }> };
    }>(
      `mutation($o: ID!) { reportProblem(orderId: $o, reason: "", description: "Cold.", photoUrl: "https://elsewhere.example/x.jpg") { __typename ... on ValidationError { errors { field message } } } }`,
      { o: orderId },
      guest.token,
    );
    expect(refused.data!.reportProblem).toEqual({
      __typename: 'ValidationError',
      errors: [
        { field: 'reason', message: 'Choose a reason.' },
        { field: 'description', message: 'Describe the problem in at least 10 characters.' },
        { field: 'photoUrl', message: 'Attach an image uploaded here.' },
      ],
    });
    const filed = await call<{ myHelpReports: unknown[] }>(
      `{ myHelpReports { id } }`,
      {},
      guest.token,
    );
    expect(filed.data!.myHelpReports).toEqual([]);
    const reportPhoto = `http://127.0.0.1:4002/media/attachments/${guest.id}/${randomUUID()}.jpg`;
    const reported = await call<{
      reportProblem: { id: string; status: string; photoUrl: string | null };
    }>(
      `mutation($o: ID!, $p: String) { reportProblem(orderId: $o, reason: "MISSING_ITEMS", description: "One lasagna was missing.", photoUrl: $p) { ... on HelpReport { id status photoUrl } } }`,
      { o: orderId, p: reportPhoto },
      guest.token,
    );
    expect(reported.data!.reportProblem.status).toBe('OPEN');
    expect(reported.data!.reportProblem.photoUrl).toBe(reportPhoto);
    const reportId = reported.data!.reportProblem.id;
    // The photo is private: its guest and admins read the report and get a signed read of it.
    const adminSees = await call<{ helpReport: { photoViewUrl: string | null } }>(
      `query($id: ID!) { helpReport(id: $id) { photoViewUrl } }`,
      { id: reportId },
      admin.token,
    );
    expectSignedRead(adminSees.data!.helpReport.photoViewUrl, reportPhoto);
    const guestSees = await call<{ myHelpReports: Array<{ photoViewUrl: string | null }> }>(
      `{ myHelpReports { photoViewUrl } }`,
      {},
      guest.token,
    );
    expectSignedRead(guestSees.data!.myHelpReports[0]!.photoViewUrl, reportPhoto);
    expect(codeOf(await call(`{ helpReports { id } }`, {}, guest.token))).toBe('FORBIDDEN');
    const read = await call<{
      helpReport: { conversation: { myRole: string; messages: Array<{ body: string }> } };
    }>(
      `query($id: ID!) { helpReport(id: $id) { conversation { myRole messages { body } } } }`,
      { id: reportId },
      admin.token,
    );
    expect(read.data!.helpReport.conversation.myRole).toBe('ADMIN');
    expect(read.data!.helpReport.conversation.messages.map((m) => m.body)).toEqual([
      'Your order is ready for pickup.',
    ]);
    expect(codeOf(await call(CONVERSATION, { id }, admin.token))).toBeUndefined();
    // Reading is all an admin may do there; the stranger still sees nothing.
    expect(codeOf(await call(SEND, { c: id, b: 'hello' }, admin.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(CONVERSATION, { id }, stranger.token))).toBe('NOT_FOUND');

    // A bad answer is answered as data on its field: the report stays OPEN, the guest is not told.
    const ANSWER = `mutation($id: ID!, $a: String!) { answerHelpReport(id: $id, answer: $a) {
      __typename ... on HelpReport { status } ... on ValidationError { errors { field message } } } }`;
    for (const [bad, message] of [
      ['   ', MessagingMessages.answerRequired],
      ['x'.repeat(HELP_REPORT_ANSWER_MAX + 1), MessagingMessages.answerTooLong],
    ] as const) {
      const refusedAnswer = await call(ANSWER, { id: reportId, a: bad }, admin.token);
      expect(refusedAnswer.errors).toBeUndefined();
      expect(refusedAnswer.data).toEqual({
        answerHelpReport: { __typename: 'ValidationError', errors: [{ field: 'answer', message }] },
      });
    }
    expect(
      await query(
        db,
        `SELECT status, answer, answered_at, answered_by FROM notifications.help_reports WHERE id = $1`,
        [reportId],
      ),
    ).toEqual([{ status: 'OPEN', answer: null, answered_at: null, answered_by: null }]);
    expect(
      await query(
        db,
        `SELECT 1 FROM notifications.notifications WHERE user_id = $1 AND kind = 'HELP_REPORT_ANSWERED'`,
        [guest.id],
      ),
    ).toEqual([]);
    // Not input: an unknown report stays NOT_FOUND, a guest FORBIDDEN.
    const unknown = await call(ANSWER, { id: randomUUID(), a: 'Hello' }, admin.token);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors![0]!.message).toBe(MessagingMessages.reportNotFound);
    expect(codeOf(await call(ANSWER, { id: reportId, a: 'Hi' }, guest.token))).toBe('FORBIDDEN');

    const answered = await call<{ answerHelpReport: { __typename: string; status: string } }>(
      ANSWER,
      { id: reportId, a: '  We refunded the missing lasagna. ' },
      admin.token,
    );
    expect(answered.errors).toBeUndefined();
    expect(answered.data!.answerHelpReport).toEqual({
      __typename: 'HelpReport',
      status: 'ANSWERED',
    });
    const mine = await call<{
      myHelpReports: Array<{ status: string; answer: string; conversation: unknown }>;
    }>(`{ myHelpReports { status answer conversation { id } } }`, {}, guest.token);
    expect(mine.data!.myHelpReports).toEqual([
      { status: 'ANSWERED', answer: 'We refunded the missing lasagna.', conversation: null },
    ]);
    // The accepted answer is what tells the guest (the refusals above did not).
    expect(
      await query(
        db,
        `SELECT body FROM notifications.notifications WHERE user_id = $1 AND kind = 'HELP_REPORT_ANSWERED'`,
        [guest.id],
      ),
    ).toEqual([{ body: 'We refunded the missing lasagna.' }]);
  });

  it("a deleted guest's data copy holds their messages; deletion erases their words and keeps the chef's record", async () => {
    const opened = await call<{ openOrderConversation: { id: string } }>(
      `mutation($o: ID!) { openOrderConversation(orderId: $o) { id } }`,
      { o: orderId },
      guest.token,
    );
    const sent = await call(
      SEND,
      { c: opened.data!.openOrderConversation.id, b: 'Thanks!' },
      guest.token,
    );
    expect(sent.errors).toBeUndefined();
    const copy = await call<{ notificationsDataExport: string }>(
      `{ notificationsDataExport }`,
      {},
      guest.token,
    );
    expect(copy.errors).toBeUndefined();
    const data = JSON.parse(copy.data!.notificationsDataExport) as {
      messagesWritten: Array<{ body: string; kind: string }>;
      helpReports: Array<{ description: string }>;
    };
    expect(data.messagesWritten.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['QUESTION', 'ORDER']),
    );
    expect(data.helpReports.map((h) => h.description)).toContain('One lasagna was missing.');

    await bus.publish(Topics.users, [
      createEnvelope({
        type: EventTypes.UserDeleted,
        version: 1,
        aggregateId: guest.id,
        payload: { userId: guest.id, email: 'maya@example.com', role: 'Guest' },
      }),
    ]);
    await eventually(
      async () =>
        (await query(db, `SELECT 1 FROM notifications.messages WHERE sender_id = $1`, [guest.id]))
          .length === 0,
      10_000,
    );
    // The question thread is gone whole; the order's conversation keeps only the chef's words.
    expect(
      await query(
        db,
        `SELECT kind FROM notifications.conversations WHERE guest_id = $1 ORDER BY kind`,
        [guest.id],
      ),
    ).toEqual([{ kind: 'ORDER' }]);
    const left = await query<{ sender: string }>(
      db,
      `SELECT DISTINCT m.sender_id AS sender FROM notifications.messages m
         JOIN notifications.conversations c ON c.id = m.conversation_id WHERE c.guest_id = $1`,
      [guest.id],
    );
    expect(left).toEqual([{ sender: chef.id }]);
    // The complaint stays on record without the guest's words.
    expect(
      await query(
        db,
        `SELECT reason, status, description, photo_url FROM notifications.help_reports WHERE guest_id = $1`,
        [guest.id],
      ),
    ).toEqual([{ reason: 'MISSING_ITEMS', status: 'ANSWERED', description: '', photo_url: null }]);
    // No address of the guest's images is left in a message either (their messages went).
    expect(
      await query(
        db,
        `SELECT 1 FROM notifications.messages WHERE image_url LIKE '%/attachments/' || $1 || '/%'`,
        [guest.id],
      ),
    ).toEqual([]);
  });
});
