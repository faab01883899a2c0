/**
 * The authorization matrix: every query and mutation of the composed supergraph
 * (gateway/supergraph.graphql), called through the gateway, and every entity reference
 * (`_entities` of each `@key` type, in each subgraph that resolves it, called on the subgraph
 * directly as a caller inside the walls would), for five callers — a visitor, a guest who ordered,
 * the chef who owns the seeded restaurant, another chef, an admin — against the table below.
 *
 * Each call gets one letter:
 * - `U` refused UNAUTHENTICATED, `F` refused FORBIDDEN (the auth errors);
 * - `N` nothing: null or [] (what a reader without the right gets from the visibility and
 *   ownership rules), or another refusal (NOT_FOUND, bad input) for that caller;
 * - `A` answered: data (a result union's `ValidationError` counts: the caller got past the rules).
 * A row is the five letters in the order visitor, guest, owning chef, other chef, admin.
 *
 * The test FAILS for an operation or entity reference the table does not list (a new operation
 * cannot ship unclassified), for a row the schema no longer has, and for any letter that differs.
 * Arguments come from the seeded data (the owner's restaurant, dish, occurrence, menu, session;
 * the guest's order) by name; other required values are the blandest the types allow, so a
 * mutation that gets past the rules is refused by its own validation and changes nothing of note.
 * With MATRIX_RECORD=1 the observed table is printed (to review, never to paste blindly).
 *
 * One built stack (`node scripts/build.mjs --backend` first) on ports 25400–25406.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type ConstDirectiveNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { freshDatabase } from '../../test/support/db.js';
import { startStack } from '../../scripts/lib/stack.mjs';
import { sharedStack } from '../../test/support/shared-platform.js';
import { GatewayClient, type Account } from '../../test/e2e/support/chef-setup.js';
import { addToCart, publishChef, type PublishedChef } from '../../test/e2e/support/public-chef.js';

type Stack = Pick<Awaited<ReturnType<typeof startStack>>, 'gatewayUrl' | 'serviceUrls' | 'stop'>;
type Letter = 'U' | 'F' | 'N' | 'A';
type Caller = 'visitor' | 'guest' | 'owner' | 'other' | 'admin';

/** Gateway 25400, subgraphs 25401–25406: this suite's own ports, below the ephemeral range. */
const BASE = 25_400;
/** The table's column order. */
const COLUMNS: Caller[] = ['visitor', 'guest', 'owner', 'other', 'admin'];
/** The order the callers call in (the owner late: its allowed mutations may change its data). */
const CALL_ORDER: Caller[] = ['visitor', 'guest', 'other', 'admin', 'owner'];

/**
 * What each caller gets, per operation (`Query.x`, `Mutation.x`) and per entity reference
 * (`Type@subgraph target`: `public` = the owner's public restaurant and its dish, `hidden` = the
 * other chef's restaurant that is not public (no bank details) and its dish; for `User`, `guest` =
 * the guest who ordered from the owner and `owner` = the owning chef).
 */
const EXPECTED: Record<string, string> = {
  // Each signed-in user's own data copy, per service.
  'Query.adminDataExport': 'UAAAA',
  'Query.chefApplications': 'UFFFA',
  'Query.unverifiedChefs': 'UFFFN',
  'Query.chefs': 'UFFFA',
  'Query.chefWaitlist': 'UFFFA',
  'Query.guestWaitlist': 'UFFFA',
  'Query.newsletterSubscriptions': 'UFFFA',
  'Query.newsletterAudiences': 'UFFFA',
  'Query.newsletters': 'UFFFN',
  'Query.newsletter': 'UFFFN',
  'Query.adminListCsv': 'UFFFA',
  'Query.partnerKeys': 'UFFFN',
  'Query.notificationsDataExport': 'UAAAA',
  'Query.notifications': 'UAAAA',
  'Query.unseenNotificationCount': 'UAAAA',
  'Query.myNotificationPreferences': 'UAAAA',
  'Query.myConversations': 'UNNNN',
  'Query.conversation': 'UNNNN',
  'Query.unreadMessageCount': 'UAAAA',
  'Query.reportableOrders': 'UANNN',
  'Query.myHelpReports': 'UNNNN',
  'Query.helpReports': 'UFFFN',
  'Query.helpReport': 'UFFFN',
  'Query.ordersDataExport': 'UAAAA',
  'Query.cart': 'UAFFF',
  'Query.deliveryQuote': 'UAFFF',
  'Query.checkoutTax': 'UAFFF',
  'Query.taxCollectedCsv': 'UFFFN', // admins: the blank dates are refused (BAD_USER_INPUT)
  'Query.myOrders': 'UAFFF',
  'Query.restaurantOrders': 'UFAFF',
  'Query.order': 'UAAFF',
  'Query.prepSheets': 'UFAFF',
  'Query.prepSheet': 'UFAFF',
  'Query.shoppingList': 'UFAFF',
  'Query.kitchenSales': 'UFAFF',
  'Query.pendingPayments': 'UFFFN',
  'Query.paymentDisputes': 'UFFFN',
  'Query.payoutsCsv': 'UFFFA',
  'Query.myPayouts': 'UFNNF',
  'Query.promotions': 'UFFFN',
  'Query.promotionTargets': 'UFFFA',
  'Query.checkoutDiscount': 'UAFFF',
  'Query.paymentSettings': 'UAAAA',
  'Query.paymentsMode': 'AAAAA',
  'Query.paymentMethods': 'UNFFF',
  'Query.adminOrder': 'UFFFA',
  'Query.orderByReference': 'UFFFA',
  'Query.chefEarnings': 'UFAAA',
  // The receipt of an order: its guest and admins only (the seeded order is not charged yet,
  // so both get null); the restaurant's chef too is refused.
  'Query.orderReceipt': 'UNFFN',
  'Query.orderReceiptPdf': 'UNFFN',
  // A chef's statement: chefs (their own) and admins; the blandest year (0) is refused as input.
  'Query.chefStatement': 'UFNNN',
  'Query.chefStatementFile': 'UFNNN',
  // A chef's own certificate or, for admins, any (FORBIDDEN for another chef's); null for an
  // address that is not a certificate of our store, as the made-up one here.
  'Query.certificateViewUrl': 'UFNNN',
  'Query.paymentReconciliation': 'UFFFN',
  'Query.reconciliationMismatches': 'UFFFN',
  'Query.reconciliationLastRun': 'UFFFN',
  'Query.restaurantsDataExport': 'UAAAA',
  'Query.sessionsDataExport': 'UAAAA',
  // Public reads: a restaurant that is not public is left out / null / [] for all but its
  // owner and admins (the `hidden` entity rows below, and the visibility suites).
  'Query.restaurants': 'AAAAA',
  'Query.restaurantBySlug': 'AAAAA',
  'Query.restaurant': 'AAAAA',
  'Query.myRestaurant': 'UFAAF',
  'Query.menus': 'AAAAA',
  'Query.myReviews': 'UAFFF',
  'Query.myReviewForOrder': 'UNFFF',
  'Query.myFavourites': 'UAFFF',
  'Query.exploreRestaurants': 'AAAAA',
  'Query.exploreCuisines': 'AAAAA',
  'Query.cookingSessions': 'AAAAA',
  // Notify me: guests wait for a sold-out dish (the seeded one has portions: refused → N), the
  // owner sees the demand at their restaurant (none yet → N).
  'Query.myDishWatches': 'UNFFF',
  'Query.dishDemand': 'UFNFF',
  'Mutation.watchDish': 'UNFFF',
  'Mutation.unwatchDish': 'UAFFF',
  // Standing weekly orders: a guest's own (a stranger's or a bland id is refused as data).
  'Query.myStandingOrders': 'UNFFF',
  'Mutation.createStandingOrder': 'UAFFF',
  'Mutation.skipStandingOrderWeek': 'UAFFF',
  'Mutation.changeStandingOrder': 'UAFFF',
  'Mutation.pauseStandingOrder': 'UAFFF',
  'Mutation.resumeStandingOrder': 'UAFFF',
  'Mutation.cancelStandingOrder': 'UAFFF',
  // `me` is null for a visitor rather than an error.
  'Query.me': 'NAAAA',
  'Query.addressSuggestions': 'UAAAA',
  'Query.lookupPostalCode': 'UAAAA',
  'Query.bankDetails': 'UFANF',
  'Query.accountDataExport': 'UAAAA',
  // Open forms (waitlists, newsletter): an empty form is refused by its own rules.
  'Mutation.registerChefWaitlist': 'AAAAA',
  'Mutation.joinGuestWaitlist': 'AAAAA',
  'Mutation.subscribeNewsletter': 'AAAAA',
  'Mutation.sendNewsletterTest': 'UFFFA',
  'Mutation.sendNewsletter': 'UFFFA',
  'Mutation.unsubscribeFromNewsletter': 'AAAAA',
  'Mutation.createPartnerKey': 'UFFFA',
  'Mutation.updatePartnerKey': 'UFFFA',
  'Mutation.rotatePartnerKey': 'UFFFA',
  'Mutation.revokePartnerKey': 'UFFFA',
  'Mutation.createLiveTicket': 'UAAAA',
  'Mutation.markNotificationsSeen': 'UAAAA',
  'Mutation.setNotificationPreferences': 'UAAAA',
  'Mutation.openOrderConversation': 'UAANN',
  'Mutation.askRestaurant': 'UAAAA',
  'Mutation.sendMessage': 'UAAAA',
  'Mutation.markConversationRead': 'UNNNN',
  'Mutation.reportProblem': 'UAAAA',
  'Mutation.answerHelpReport': 'UFFFA',
  'Mutation.addToCart': 'UAAAA',
  'Mutation.removeFromCart': 'UAAAA',
  'Mutation.changeCartItemQuantity': 'UAAAA',
  'Mutation.placeOrder': 'UAFFF',
  'Mutation.acceptOrder': 'UFAFF',
  'Mutation.declineOrder': 'UFAFF',
  'Mutation.completeOrder': 'UFAFF',
  'Mutation.cancelOrder': 'UAFFF',
  'Mutation.runPayouts': 'UFFFA',
  'Mutation.approvePayout': 'UFFFA',
  'Mutation.holdPayout': 'UFFFA',
  'Mutation.runReconciliation': 'UFFFA',
  'Mutation.resolveReconciliationMismatch': 'UFFFA',
  'Mutation.markPayoutPaid': 'UFFFA',
  'Mutation.createPromotion': 'UFFFA',
  'Mutation.pausePromotion': 'UFFFA',
  'Mutation.resumePromotion': 'UFFFA',
  'Mutation.endPromotion': 'UFFFA',
  'Mutation.addPaymentMethod': 'UAFFF',
  'Mutation.startCardSetup': 'UAFFF',
  'Mutation.addPaymentMethodFromSetup': 'UAFFF',
  'Mutation.removePaymentMethod': 'UAFFF',
  'Mutation.refundOrder': 'UFFFA',
  'Mutation.addTip': 'UAFFF',
  'Mutation.createDishImageUpload': 'UFAFF',
  'Mutation.createRestaurantImageUpload': 'UFAAF',
  // Only chefs have a profile image.
  'Mutation.createProfileImageUpload': 'UFAAF',
  'Mutation.createCertificateUpload': 'UFAAF',
  // Any signed-in user attaches an image to a message or a help report (their own folder).
  'Mutation.createAttachmentUpload': 'UAAAA',
  // Any signed-in user finishes an upload (only their own: another's is a ValidationError).
  'Mutation.confirmUpload': 'UAAAA',
  'Mutation.establishRestaurant': 'UFAAF',
  'Mutation.updateRestaurant': 'UFAFF',
  'Mutation.addDish': 'UFAFF',
  'Mutation.updateDish': 'UFAFF',
  'Mutation.setDishStatus': 'UFAFF',
  'Mutation.deleteDish': 'UFAFF',
  'Mutation.saveMenu': 'UFAFF',
  'Mutation.deleteMenu': 'UFAFF',
  'Mutation.createReview': 'UAFFF',
  'Mutation.changeReview': 'UAFFF',
  'Mutation.setFavourite': 'UAFFF',
  'Mutation.createCookingSession': 'UFAFF',
  'Mutation.updateCookingSession': 'UFAFF',
  // Signing in and the links sent by e-mail are for visitors too (an empty form is refused
  // by its own rules).
  'Mutation.signUp': 'AAAAA',
  'Mutation.logIn': 'AAAAA',
  'Mutation.refreshSession': 'AAAAA',
  'Mutation.logOut': 'AAAAA',
  'Mutation.changePassword': 'UAAAA',
  'Mutation.requestPasswordReset': 'AAAAA',
  'Mutation.resetPassword': 'NNNNN',
  'Mutation.updateAccount': 'UAAAA',
  'Mutation.updateChefProfile': 'UFAAF',
  'Mutation.setGstHstNumber': 'UFAAF',
  'Mutation.acceptTerms': 'UFAAF',
  'Mutation.addBankDetails': 'UFAAF',
  'Mutation.approveChef': 'UFFFA',
  'Mutation.rejectChef': 'UFFFA',
  'Mutation.deleteAccount': 'UAAAA',
  'Mutation.requestEmailChange': 'UNNNN',
  'Mutation.confirmEmailChange': 'NNNNN',
  'Mutation.setDefaultDeliveryAddress': 'UAAAA',
  'Mutation.setDietaryProfile': 'UAFFF',
  // Entity references on the subgraphs themselves: the same rules as the queries.
  'Dish@restaurants public': 'AAAAA',
  'Dish@restaurants hidden': 'NNNAA',
  // orders adds `offers` only (no running promotion here: nothing to tell).
  'Restaurant@orders public': 'NNNNN',
  'Restaurant@orders hidden': 'NNNNN',
  'Restaurant@restaurants public': 'AAAAA',
  'Restaurant@restaurants hidden': 'NNNAA',
  // admin's `User` adds no field: only the id the caller sent comes back.
  'User@admin guest': 'AAAAA',
  'User@admin owner': 'AAAAA',
  'User@notifications guest': 'UAFFF',
  'User@notifications owner': 'UFAFF',
  'User@orders guest': 'UAFFF',
  'User@orders owner': 'UFAFF',
  'User@restaurants guest': 'UNNNN',
  'User@restaurants owner': 'UNANA',
  // users: the user, admins and the chefs the user ordered from resolve it (the chef still
  // gets FORBIDDEN on the e-mail); anyone else null.
  'User@users guest': 'NAFNA',
  'User@users owner': 'NNANA',
};

const SDL = readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8');

/** Directive argument `name` of `directive` as a string, if given. */
function directiveArg(directive: ConstDirectiveNode, name: string): string | undefined {
  const arg = directive.arguments?.find((a) => a.name.value === name);
  return arg?.value.kind === 'StringValue' || arg?.value.kind === 'EnumValue'
    ? arg.value.value
    : undefined;
}

/** The subgraph names (`join__Graph` value → lower-case service name) of the supergraph. */
function graphNames(schema: GraphQLSchema): Map<string, string> {
  const graphs = schema.getType('join__Graph');
  const out = new Map<string, string>();
  if (!isEnumType(graphs)) return out;
  for (const v of graphs.getValues()) {
    const d = v.astNode?.directives?.find((x) => x.name.value === 'join__graph');
    out.set(v.name, (d && directiveArg(d, 'name')) ?? v.name.toLowerCase());
  }
  return out;
}

/** Every (type, subgraph) that declares a `@key` on the type: what `_entities` resolves. */
function entityKeys(schema: GraphQLSchema): Array<{ type: GraphQLObjectType; graph: string }> {
  const names = graphNames(schema);
  const out: Array<{ type: GraphQLObjectType; graph: string }> = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const d of type.astNode?.directives ?? []) {
      if (d.name.value !== 'join__type' || !directiveArg(d, 'key')) continue;
      const graph = directiveArg(d, 'graph');
      if (graph) out.push({ type, graph: names.get(graph) ?? graph.toLowerCase() });
    }
  }
  return out;
}

/** The fields of `type` that subgraph `graph` resolves (a field with no `@join__field`: all). */
function fieldsOf(type: GraphQLObjectType, graph: string, names: Map<string, string>) {
  return Object.values(type.getFields()).filter((f) => {
    const joins = f.astNode?.directives?.filter((d) => d.name.value === 'join__field') ?? [];
    if (joins.length === 0) return true;
    return joins.some((d) => {
      const g = directiveArg(d, 'graph');
      return g !== undefined && (names.get(g) ?? g.toLowerCase()) === graph;
    });
  });
}

/** A selection for a value of `type`: nothing for a leaf, `{ __typename }` otherwise. */
function selectionFor(type: GraphQLOutputType): string {
  return isLeafType(getNamedType(type)) ? '' : ' { __typename }';
}

/** The seeded data the arguments are drawn from. */
interface Seeds {
  restaurantId: string;
  slug: string;
  dishId: string;
  occurrenceId: string;
  orderId: string;
  menuId: string;
  sessionId: string;
  /** One unknown id for everything else (the same for every caller). */
  unknown: string;
}

/** The value for an argument or input field `name` of `type` in operation `field`. */
function valueFor(name: string, type: GraphQLInputType, field: string, seeds: Seeds): unknown {
  if (isNonNullType(type)) return valueFor(name, type.ofType, field, seeds);
  if (isListType(type)) return [];
  if (isEnumType(type)) return name === 'status' ? 'ACTIVE' : type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields()))
      if (isNonNullType(f.type) && f.defaultValue === undefined)
        out[f.name] = valueFor(f.name, f.type, field, seeds);
    return out;
  }
  switch (type.name) {
    case 'ID':
      return idFor(name, field, seeds);
    case 'Int':
      return 1;
    case 'Float':
      return name === 'latitude' ? 43.6532 : name === 'longitude' ? -79.3832 : 0;
    case 'Boolean':
      return true;
    case 'DateTime':
      return new Date().toISOString();
    default:
      return stringFor(name, seeds);
  }
}

function idFor(name: string, field: string, seeds: Seeds): string {
  const byName: Record<string, string> = {
    restaurantId: seeds.restaurantId,
    dishId: seeds.dishId,
    occurrenceId: seeds.occurrenceId,
    orderId: seeds.orderId,
    menuId: seeds.menuId,
    sessionId: seeds.sessionId,
  };
  if (byName[name]) return byName[name];
  if (name === 'id' && (field === 'order' || field === 'adminOrder')) return seeds.orderId;
  if (name === 'id' && field === 'restaurant') return seeds.restaurantId;
  return seeds.unknown;
}

function stringFor(name: string, seeds: Seeds): string {
  const byName: Record<string, string> = {
    slug: seeds.slug,
    fileName: 'photo.jpg',
    query: 'Toronto',
    postalCode: 'M5V 2T6',
    // The order's reference as an admin would type it (lower case, no '#').
    reference: seeds.orderId.slice(0, 8),
  };
  return byName[name] ?? '';
}

/** The document and variables that call root field `f` of `root` once. */
function operationFor(root: 'query' | 'mutation', f: GraphQLField<unknown, unknown>, seeds: Seeds) {
  const required = f.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const vars = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const variables = Object.fromEntries(
    required.map((a) => [a.name, valueFor(a.name, a.type, f.name, seeds)]),
  );
  const query = `${root}${vars ? `(${vars})` : ''} { ${f.name}${args ? `(${args})` : ''}${selectionFor(f.type)} }`;
  return { query, variables };
}

interface GqlResponse {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** The caller-facing letter of one response (`value`: the root field or the entity). */
function letterOf(res: GqlResponse, value: unknown): Letter | `X ${string}` {
  const codes = (res.errors ?? []).map((e) => e.extensions?.code);
  if (codes.includes('UNAUTHENTICATED')) return 'U';
  if (codes.includes('FORBIDDEN')) return 'F';
  // An operation this test built wrong would read as "nothing" for everyone: say so instead.
  if (codes.includes('GRAPHQL_VALIDATION_FAILED') || codes.includes('GRAPHQL_PARSE_FAILED'))
    return `X ${res.errors![0]!.message}`;
  if (value === null || value === undefined) return 'N';
  if (Array.isArray(value) && value.length === 0) return 'N';
  return 'A';
}

async function post(url: string, query: string, variables: object, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // CSRF prevention of the gateway and subgraphs: a JSON body with this header passes.
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResponse;
}

describe('authorization matrix: every operation and entity reference × five callers', () => {
  let stack: Stack;
  let api: GatewayClient;
  const tokens = {} as Record<Caller, string | undefined>;
  const observed = new Map<string, string>();
  const schema = buildASTSchema(parse(SDL), { assumeValidSDL: true });

  beforeAll(async () => {
    // Every caller comes from 127.0.0.1: the per-client auth limit is not what this tests.
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
    // The worker's shared platform on a fresh database when it can serve (ADR 0020), else our own.
    const shared = await sharedStack(env);
    const databaseUrl =
      shared?.databaseUrl ?? (await freshDatabase('hearth_test_gateway_authorization_matrix'));
    stack = shared ?? (await startStack({ databaseUrl, basePort: BASE, logLevel: 'silent', env }));
    api = new GatewayClient(stack.gatewayUrl);
    const admin: Account = await api.createAdmin(databaseUrl);
    const owner: PublishedChef = await publishChef(api, admin, {
      firstName: 'Rosa',
      session: { offersPickup: true },
    });
    // The other chef: Active, with a restaurant and a dish, but no bank details (not public).
    const signedUp = await api.signUp('CHEF', 'Mallory');
    const onboarded = await api.onboardChef(signedUp, 'Mallory');
    const other = await api.approve(admin, onboarded.chef);
    const otherDish = await api.addDish(other, onboarded.restaurant.id);
    const guest = await api.signUp('GUEST', 'Maya');
    await addToCart(api, guest, owner, 1);
    const placed = await api.call<{ placeOrder: { __typename: string; id: string } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on Order { id } } }`,
      {
        input: {
          occurrenceId: owner.occurrenceId,
          fulfilment: 'PICKUP',
          idempotencyKey: randomUUID(),
          paymentMethodId: 'pm_card_visa',
        },
      },
      guest.token,
    );
    const orderId = placed.data?.placeOrder.id;
    if (!orderId) throw new Error(`placeOrder: ${JSON.stringify(placed)}`);
    const menu = await api.createMenu(owner.chef, owner.restaurant.id, 'Lunch', [owner.dish.id]);
    const sessions = await api.call<{ cookingSessions: Array<{ id: string }> }>(
      `query($r: ID!) { cookingSessions(restaurantId: $r, days: 30) { id } }`,
      { r: owner.restaurant.id },
      owner.chef.token,
    );
    const seeds: Seeds = {
      restaurantId: owner.restaurant.id,
      slug: owner.restaurant.slug,
      dishId: owner.dish.id,
      occurrenceId: owner.occurrenceId,
      orderId,
      menuId: menu.id,
      sessionId: sessions.data!.cookingSessions[0]!.id,
      unknown: randomUUID(),
    };
    Object.assign(tokens, {
      visitor: undefined,
      guest: guest.token,
      owner: owner.chef.token,
      other: other.token,
      admin: admin.token,
    });

    type Call = (caller: Caller) => Promise<Letter | string>;
    /** One row: the callers one after the other (mutations), or all at once (reads). */
    const record = async (key: string, call: Call, atOnce: boolean) => {
      const letters: Record<string, string> = {};
      if (atOnce) await Promise.all(CALL_ORDER.map(async (c) => (letters[c] = await call(c))));
      else for (const caller of CALL_ORDER) letters[caller] = await call(caller);
      observed.set(key, COLUMNS.map((c) => letters[c]).join(''));
    };
    /** Reads change nothing: a few rows at a time. */
    const reads: Array<[string, Call]> = [];
    const readAll = async () => {
      for (let i = 0; i < reads.length; i += 6)
        await Promise.all(reads.slice(i, i + 6).map(([key, call]) => record(key, call, true)));
    };

    // Queries (at once), then mutations (one caller after the other: they may change data).
    for (const [root, type] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const f of Object.values(type!.getFields())) {
        const { query, variables } = operationFor(root, f, seeds);
        const call: Call = async (caller) => {
          const res = await post(stack.gatewayUrl, query, variables, tokens[caller]);
          return letterOf(res, res.data?.[f.name]);
        };
        if (root === 'query') reads.push([`${type!.name}.${f.name}`, call]);
        else await record(`${type!.name}.${f.name}`, call, false);
      }
      if (root === 'query') await readAll();
    }
    reads.length = 0;

    // Entity references, on each subgraph directly.
    const names = graphNames(schema);
    const targets: Record<string, Record<string, string>> = {
      Restaurant: { public: owner.restaurant.id, hidden: onboarded.restaurant.id },
      Dish: { public: owner.dish.id, hidden: otherDish.id },
      User: { guest: guest.id, owner: owner.chef.id },
    };
    for (const { type, graph } of entityKeys(schema)) {
      const selection = fieldsOf(type, graph, names)
        .filter((f) => f.name !== 'id' && f.args.every((a) => !isNonNullType(a.type)))
        .map((f) => `${f.name}${selectionFor(f.type)}`)
        .join(' ');
      const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on ${type.name} { id ${selection} } } }`;
      const url = `${stack.serviceUrls[graph]}/graphql`;
      for (const [target, id] of Object.entries(targets[type.name] ?? { any: seeds.unknown })) {
        reads.push([
          `${type.name}@${graph} ${target}`,
          async (caller) => {
            const res = await post(
              url,
              query,
              { r: [{ __typename: type.name, id }] },
              tokens[caller],
            );
            const entity = (res.data?._entities as Array<Record<string, unknown> | null>)?.[0];
            // Told something: a selected field other than the id that is neither null nor [].
            const told =
              entity &&
              Object.entries(entity).some(
                ([k, v]) => k !== 'id' && v !== null && !(Array.isArray(v) && v.length === 0),
              );
            return letterOf(res, entity && (selection === '' || told) ? entity : null);
          },
        ]);
      }
    }
    await readAll();
    if (process.env.MATRIX_RECORD)
      process.stdout.write(`${[...observed].map(([k, v]) => `  '${k}': '${v}',`).join('\n')}\n`);
  }, 300_000); // may start the worker's shared platform (ADR 0020)

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('lists every query, mutation and entity reference of the supergraph, and nothing else', () => {
    const unclassified = [...observed.keys()].filter((k) => !(k in EXPECTED));
    const stale = Object.keys(EXPECTED).filter((k) => !observed.has(k));
    expect({ unclassified, stale }).toEqual({ unclassified: [], stale: [] });
  });

  it('answers each caller as the table says', () => {
    const differing = [...observed]
      .filter(([k, v]) => k in EXPECTED && EXPECTED[k] !== v)
      .map(([k, v]) => `${k}: expected ${EXPECTED[k]} (${COLUMNS.join(' ')}), got ${v}`);
    expect(differing).toEqual([]);
  });
});
