import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { SupportReply, SupportStatus } from '../../contracts/admin/admin-support'
import type { StaffRole } from '../../contracts/admin/staff'
import type { Order, TrackingStep } from '../../contracts/order'
import type { OrderPaymentState, PaymentCheckout, PaymentProviderName } from '../../contracts/payment'

/*
 * The store's tables. Constraints say what must never happen (stock below 0, two cart lines for
 * one product and colour, two selected addresses, two orders for one Idempotency-Key), so the
 * database refuses it even when two server processes race; the code does not rely on checks alone.
 */

/** Raw bytes (uploaded pictures): Drizzle has no bytea column of its own. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/** Prices in rupees with paise; read back as numbers, not strings. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' })

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow()

/** Settings every process shares (the token secret when TOKEN_SECRET is not given, the seed mark). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed: one account per address. */
    email: text('email').notNull(),
    /** argon2id; null for accounts made through Google or Facebook. */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    dob: text('dob'),
    profilePic: text('profile_pic'),
    /** The coupon on the cart (one at a time), judged again whenever the cart is priced. */
    appliedCoupon: text('applied_coupon'),
    /** The UTC day of the buyer's latest picture upload, and how many that day (rules/uploads.ts's daily limit). */
    uploadsDay: date('uploads_day', { mode: 'string' }),
    uploadsThatDay: integer('uploads_that_day').notNull().default(0),
    /**
     * Every token carries the generation it was issued in; 'Log out everywhere' moves it on, which
     * ends every token issued before at once (server/domain/sessions.ts).
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
)

/**
 * Tokens ended before their expiry (logging out), by the token's id (`jti`). A row is needed only
 * until the token would have expired anyway; older rows are pruned.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('ended_sessions_expires_at_idx').on(t.expiresAt)],
)

/** One live one-time code per email and purpose; only its HMAC is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['signin', 'login'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] })],
)

/** A buyer's row: it goes when the buyer's account goes. */
const buyerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/** A product's row (a variety, a review, a cart or wishlist line): it goes when the product goes. */
const productId = () =>
  text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' })

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The order of the category bar (SPEC 2 shows the first 8). */
  position: integer('position').notNull(),
  subCategories: jsonb('sub_categories').$type<string[]>().notNull(),
})

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    /** The catalogue's own order: listing pages are stable. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    categoryNames: jsonb('category_names').$type<string[]>().notNull(),
    /** Lower-cased category names, for the category filter's index (derived by the database). */
    categoryKeys: text('category_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`products_category_keys(category_names)`),
    fabricType: text('fabric_type'),
    pattern: text('pattern'),
    subCategory: text('sub_category'),
    weight: real('weight'),
    count: text('count'),
    construction: text('construction'),
    newArrival: boolean('new_arrival').notNull().default(false),
    /*
     * Derived by the database (migration 0010), so a write through the back office, an import or
     * any other tool keeps the listing's filters, sorts and search in step: list_price and
     * discount_share by triggers on product_varieties, average_rating by triggers on reviews,
     * search_text and category_keys as generated columns. Nothing in the code writes them.
     */
    /** The first variety's discounted price: what the price filter reads (rules/listing.ts). */
    listPrice: money('list_price').notNull().default(0),
    /** The mean of the visible reviews' values (rules/ratings.ts averageOf). */
    averageRating: real('average_rating').notNull().default(0),
    /** rules/highlights.ts's discountShare, kept so the landing's best deals are one index read. */
    discountShare: real('discount_share').notNull().default(0),
    /** name, description, sub-category and categories, lower-cased: what search reads. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`products_search_text(name, description, sub_category, category_names)`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }),
    /** Issue 30: set while the product is archived (out of the listing, search and sitemap; kept whole for orders). */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'string' }),
    /** Bumped by every staff write: an editor saving over a newer version is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('products_position_key').on(t.position),
    index('products_category_keys_idx').using('gin', t.categoryKeys),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /*
     * What buyers browse is the products on sale (issue 30: `archived_at is null` in every listing
     * query), so the listing's b-tree indexes hold only those: each still serves its filter and
     * its order, and the count of a listing's matches stays an index-only scan. The back office's
     * reads of every product, archived ones included, go without them (a few thousand rows).
     */
    index('products_on_sale_idx').on(t.position).where(sql`${t.archivedAt} is null`),
    // the price and rating filters, and the sorts (rules/listing.ts): each read in its order, ties by position
    index('products_price_asc_idx').on(t.listPrice, t.position).where(sql`${t.archivedAt} is null`),
    index('products_price_desc_idx').on(t.listPrice.desc(), t.position).where(sql`${t.archivedAt} is null`),
    index('products_rating_idx').on(t.averageRating.desc(), t.position).where(sql`${t.archivedAt} is null`),
    index('products_newest_idx').on(t.createdAt.desc().nullsLast(), t.position).where(sql`${t.archivedAt} is null`),
    index('products_weight_idx').on(t.weight).where(sql`${t.archivedAt} is null`),
    index('products_sub_category_idx').on(sql`lower(${t.subCategory})`).where(sql`${t.archivedAt} is null`),
    index('products_count_idx').on(sql`lower(${t.count})`).where(sql`${t.archivedAt} is null`),
    index('products_construction_idx').on(sql`lower(${t.construction})`).where(sql`${t.archivedAt} is null`),
    index('products_new_arrival_idx').on(t.position).where(sql`${t.newArrival} and ${t.archivedAt} is null`),
    index('products_best_deals_idx').on(t.discountShare.desc(), t.position).where(sql`${t.discountShare} > 0 and ${t.archivedAt} is null`),
  ],
)

/**
 * The catalogue's vocabulary, which forgiving search corrects a word to (rules/search.ts): the
 * words of the products' names, sub-categories and category names. Kept by triggers on products
 * (migration 0008), so whatever writes products keeps it.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
})

export const productVarieties = pgTable(
  'product_varieties',
  {
    productId: productId(),
    color: text('color').notNull(),
    position: integer('position').notNull(),
    varietyId: text('variety_id'),
    images: jsonb('images').$type<string[]>().notNull(),
    stock: integer('stock').notNull(),
    pricePerMeter: money('price_per_meter').notNull(),
    discountedPrice: money('discounted_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.color] }),
    check('product_varieties_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_varieties_prices_not_negative', sql`${t.discountedPrice} >= 0 and ${t.pricePerMeter} >= 0`),
    check('product_varieties_discount_within_price', sql`${t.discountedPrice} <= ${t.pricePerMeter}`),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    /** Reviews list in the order they were written, as the fake backend appends them. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    productId: productId(),
    /** Null for the seed's reviewers, who have no account here. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    reviewerPic: text('reviewer_pic'),
    value: integer('value').notNull(),
    review: text('review').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /**
     * The order the review was written for (rules/reviews.ts: only buyers review, once per order);
     * null for the seed's reviews, written before the rule.
     */
    orderId: text('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** Hidden by staff (issue 29): out of the product's list, count and average; kept, with why. */
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.seq),
    // the back office's moderation list, newest first
    index('reviews_moderation_idx').on(t.hidden, t.createdAt.desc()),
    // a product page reads its reviews newest first, a page at a time (GET /product/{id}/reviews)
    index('reviews_product_newest_idx').on(t.productId, t.createdAt.desc(), t.seq.desc()),
    check('reviews_value_range', sql`${t.value} between 1 and 5`),
    uniqueIndex('reviews_order_key').on(t.orderId),
  ],
)

export const cartLines = pgTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    userId: buyerId(),
    productId: productId(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_product_color_key').on(t.userId, t.productId, t.color),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    userId: buyerId(),
    productId: productId(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
)

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: buyerId(),
    name: text('name').notNull(),
    tag: text('tag').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    selected: boolean('selected').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_selected_per_user').on(t.userId).where(sql`${t.selected}`),
  ],
)

/** Serial part of the order numbers: unique across every process. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1 })

/** One order per purchased cart line (SPEC 3), as the client shows it. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: buyerId(),
    productId: text('product_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    reviewed: boolean('reviewed').notNull().default(false),
    item: jsonb('item').$type<Order['item']>().notNull(),
    /** Null where the oldest records had no tracking at all (the card then says Pending). */
    trackingDetails: jsonb('tracking_details').$type<TrackingStep[]>(),
    shipment: jsonb('shipment').$type<NonNullable<Order['shipment']>>(),
    shippingAddress: jsonb('shipping_address').$type<NonNullable<Order['shippingAddress']>>(),
    /** Null for old orders stored without pricing (the card shows 0). */
    pricing: jsonb('pricing').$type<NonNullable<Order['pricing']>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** Issue 29: the variety bought (what the warehouse cuts; what a cancellation restocks). */
    color: text('color'),
    /** The price per metre it was sold at, before any coupon. */
    unitPrice: money('unit_price'),
    /** The coupon of its purchase, and what that coupon took off this order. */
    couponCode: text('coupon_code'),
    discount: money('discount'),
    /** The purchase (one checkout) it belongs to: every order of one POST /buy shares it. */
    purchaseId: text('purchase_id'),
    /**
     * Issue 31: the purchase's payment and this order's payment state (contracts/payment.ts),
     * apart from the tracking; both null for Cash on Delivery and the orders placed before payments.
     */
    paymentId: text('payment_id').references((): AnyPgColumn => payments.id),
    paymentState: text('payment_state').$type<OrderPaymentState>(),
    /** Bumped by every change staff or the buyer make: a change made on a stale view is refused. */
    version: integer('version').notNull().default(0),
    /**
     * The status the buyer's card shows (contracts/order-status.ts, orderStatusOf), derived by the
     * database from the tracking, so any writer keeps the back office's status filter right.
     */
    status: text('status')
      .notNull()
      .generatedAlwaysAs(
        sql`case when tracking_details is null or jsonb_array_length(tracking_details) = 0 then 'Pending' when coalesce((tracking_details -> -1 ->> 'isError')::boolean, false) then 'Delayed' else coalesce(tracking_details -> -1 ->> 'status', 'Pending') end`,
      ),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_purchase_idx').on(t.purchaseId),
    index('orders_payment_idx').on(t.paymentId),
    // the back office counts orders per product (the products list): an index, not a scan
    index('orders_product_idx').on(t.productId),
    check(
      'orders_payment_state_check',
      sql`${t.paymentState} is null or ${t.paymentState} in ('awaitingPayment', 'paid', 'unpaid', 'refundPending', 'refunded', 'refundFailed')`,
    ),
  ],
)

/**
 * Issue 31: one payment per purchase paid through a gateway (Credit Card, Paypal sent as UPI).
 * The amount is the server's, in paise; the gateway's order id is unique, so a return or a
 * webhook finds exactly one payment. `state` is the purchase's; each order keeps its own
 * (orders.payment_state), since refunds are per order. Every writer moves `state` by a
 * conditional update on the state it read (rules/payments.ts nextPaymentState).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    purchaseId: text('purchase_id').notNull().unique(),
    userId: buyerId(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    method: text('method').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    providerOrderId: text('provider_order_id').notNull().unique(),
    /** The captured payment's id at the gateway (what a refund names). */
    providerPaymentId: text('provider_payment_id'),
    state: text('state').$type<OrderPaymentState>().notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    // the hold-expiry sweep finds what is still awaiting payment past its hold
    index('payments_awaiting_hold_idx').on(t.holdUntil).where(sql`${t.state} = 'awaitingPayment'`),
    check('payments_amount_check', sql`${t.amountPaise} >= 0`),
    check(
      'payments_state_check',
      sql`${t.state} in ('awaitingPayment', 'paid', 'unpaid', 'refundPending', 'refunded', 'refundFailed')`,
    ),
  ],
)

/**
 * A payment's history, append-only: what the browser returned, what each webhook said, the
 * hold's end, each refund attempt, and the forged or tampered calls refused (for staff to read).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The order it concerns, for a refund (one order of the purchase); null for the purchase. */
    orderId: text('order_id').references((): AnyPgColumn => orders.id),
    /** What happened: created, captured, declined, holdEnded, refundRequested, refunded, refundFailed, … */
    kind: text('kind').notNull(),
    /** Who told us: browser, webhook, job, buyer, staff. */
    source: text('source').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.at)],
)

/**
 * Each gateway webhook's event id, kept once it is handled: a replay (the gateway retries until
 * it hears 2xx, and may send an event twice) finds its id taken and changes nothing.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/**
 * One refund per cancelled paid order. Its id is the idempotency key sent to the gateway, so a
 * retry after a lost answer never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Null for a capture after the hold ended: the whole payment goes back. */
    orderId: text('order_id')
      .unique()
      .references((): AnyPgColumn => orders.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_state_check', sql`${t.state} in ('pending', 'succeeded', 'failed')`),
  ],
)

/**
 * The first answer to an Idempotency-Key. A purchase claims its key first (insert, on conflict
 * do nothing) in the same transaction that creates the orders, so a repeat, even one sent at
 * the same moment to another process, waits for the first and replays its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: buyerId(),
    key: text('key').notNull(),
    // answers kept before issue 28 have no orderIds
    response: jsonb('response').$type<{ msg: string; orderId: string; orderIds?: readonly string[]; payment?: PaymentCheckout }>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

export const supportRequests = pgTable(
  'support_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    contactDetails: text('contact_details').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** Issue 29's inbox: open, answered (staff replied) or closed. */
    status: text('status').$type<SupportStatus>().notNull().default('open'),
    replies: jsonb('replies').$type<SupportReply[]>().notNull().default([]),
  },
  (t) => [
    index('support_requests_status_created_idx').on(t.status, t.createdAt),
    check('support_requests_status_known', sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
)

/** Members of staff (issue 29), apart from buyers: their own sign-in, sessions and roles. */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed. */
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id; null until the member sets a password through their one-time link. */
    passwordHash: text('password_hash'),
    /** A disabled member cannot sign in, and their sessions ended when they were disabled. */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_email_key').on(t.email),
    check('staff_role_known', sql`${t.role} in ('owner', 'catalogue', 'fulfilment', 'support')`),
  ],
)

/**
 * Staff sessions, kept on the server so they can be ended (sign-out, a disabled account). The
 * cookie carries a random token; only its SHA-256 is stored, so a copy of this table opens nothing.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The last call made with it: a session idle for STAFF_SESSION_IDLE_MS has ended. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
)

/** One-time links that let a new member set their password (SHA-256 of the token; 24 hours). */
export const staffPasswordLinks = pgTable('staff_password_links', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: text('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
})

/**
 * Every staff write, in the same transaction as the write (issue 29). Append-only: a trigger
 * (migration 0009) refuses any update or delete, whoever sends it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** The order entries were written in (their times can tie). */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id),
    /** The member's name when they wrote it. */
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_seq_idx').on(t.seq.desc()), index('audit_log_staff_seq_idx').on(t.staffId, t.seq.desc())],
)

/** Uploaded pictures live in the database, so any server process can serve them. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
  /** Issue 30: a catalogue picture's size in pixels (null for buyers' pictures, which have no sizes). */
  width: integer('width'),
  height: integer('height'),
})

/**
 * Issue 30: the sizes of a catalogue picture (contracts/picture-sizes.ts), made once on upload
 * and served as they are: /media/upload/<id>/<size>.<format>.
 */
export const uploadSizes = pgTable(
  'upload_sizes',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    size: text('size', { enum: ['thumb', 'card', 'gallery'] }).notNull(),
    format: text('format', { enum: ['webp', 'jpeg'] }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.size, t.format] })],
)

/**
 * Issue 30: the yarn counts and constructions staff added to SPEC 9's lists
 * (contracts/textile-vocabulary.ts) deliberately, from the product editor or an import.
 */
export const vocabularyAdditions = pgTable(
  'vocabulary_additions',
  {
    kind: text('kind', { enum: ['count', 'construction'] }).notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
)

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    amount: money('amount').notNull(),
    minSubtotal: money('min_subtotal'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    perBuyerLimit: integer('per_buyer_limit').notNull().default(1),
    /** Null: no limit. */
    totalLimit: integer('total_limit'),
    /** Issue 30: from when it applies (null: from its creation), and whether staff paused it. */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }),
    /**
     * Orders placed with the coupon, counted only for a coupon with a total limit: POST /buy adds
     * one with a conditional update (`times_used < total_limit`) in the order's transaction, so of
     * two buyers taking the last use at once the second finds none left.
     */
    timesUsed: integer('times_used').notNull().default(0),
  },
  (t) => [
    check('coupons_amount_positive', sql`${t.amount} > 0`),
    check('coupons_per_buyer_limit_positive', sql`${t.perBuyerLimit} > 0`),
    check('coupons_within_total_limit', sql`${t.totalLimit} is null or ${t.timesUsed} <= ${t.totalLimit}`),
  ],
)

/** One row per purchase placed with a coupon: what the per-buyer limit counts (under the buyer's row lock). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    userId: buyerId(),
    /** The purchase's answered order number. */
    orderId: text('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponCode, t.userId, t.orderId] })],
)

/**
 * Rate limits (server/http/rate-limits.ts): attempts per bucket (an action and an email or a
 * client address, keyed by an HMAC) per fixed window, counted with one atomic upsert, so every
 * process behind the load balancer counts in the same rows. Old windows are pruned in small batches.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limit_windows_window_start_idx').on(t.windowStart)],
)
