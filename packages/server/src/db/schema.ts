import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for both drivers (PGlite and PostgreSQL). Documents (mag, page and widget fields the
// author edits) live in jsonb `data` columns validated by @folio/model; the columns beside them are
// what the server queries or guards on.

// Columns many tables share (each call makes a column of its own).
/** The project a record belongs to: the record goes with it. */
const projectId = () => text('mag_id').references(() => mags.id, { onDelete: 'cascade' }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  uri: text('uri').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  permissions: jsonb('permissions').$type<{ can_use_custom_fonts: boolean; can_use_e_commerce: boolean }>().notNull(),
  // A profile domain: a host name serving all the user's published projects at /{mag}/{page}.
  customDomain: text('custom_domain').unique(),
  // The author's public side (docs/api.md "Authors"): links shown in the menu's project info and on the profile page,
  // and a picture, the address of one of their own uploads.
  links: jsonb('links').$type<{ title: string; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
  avatar: text('avatar'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const mags = pgTable(
  'mags',
  {
    id: text('id').primaryKey(),
    numId: serial('num_id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The draft's address segment, and the one visitors use: the latter changes only on publish.
    uri: text('uri'),
    publishedUri: text('published_uri'),
    revision: integer('revision').notNull().default(0),
    schemaVersion: integer('schema_version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedVersion: integer('published_version'),
    isPrivate: boolean('is_private').notNull().default(false),
    privatePages: jsonb('private_pages').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    pass: text('pass'),
    isSuspended: boolean('is_suspended').notNull().default(false),
    // A host name serving this project at its root (live state, like privacy: not part of a version).
    customDomain: text('custom_domain').unique(),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mags_user_idx').on(t.userId),
    uniqueIndex('mags_user_uri_idx').on(t.userId, t.uri),
    uniqueIndex('mags_user_published_uri_idx').on(t.userId, t.publishedUri),
  ],
);


// The people an owner shares a project with (docs/editor.md "Sharing and roles"): each by e-mail, kept lowercase, with a
// role. user_id is the account with that e-mail when the invitation is made; an invitation may wait for someone who has
// no account yet, and is theirs by e-mail once they sign up.
export const projectMembers = pgTable(
  'project_members',
  {
    magId: projectId(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<'editor' | 'viewer'>().notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.magId, t.email] }), index('project_members_user_idx').on(t.userId), index('project_members_email_idx').on(t.email)],
);

export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    numId: serial('num_id').notNull().unique(),
    magId: projectId(),
    position: integer('position').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
  },
  (t) => [index('pages_mag_idx').on(t.magId)],
);

// Widget ids are chosen by the editor, so they are unique within a project, not across projects.
export const widgets = pgTable(
  'widgets',
  {
    id: text('id').notNull(),
    magId: projectId(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    // Creation order: widgets list in the order they were added, stable across revert-version.
    seq: serial('seq').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.magId, t.id] }), index('widgets_page_idx').on(t.pageId)],
);

// Binary data (PostgreSQL bytea), read as a Uint8Array from either driver (node-postgres answers a Buffer).
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

// The Yjs document of each text co-edited over the live channel (docs/editor.md "Co-editing"): its generation (a new
// one whenever nobody is editing the text), the merged state, and the live sessions that have it open. The widget's
// saved text stays the source of truth; a deleted widget takes its document with it.
export const liveTexts = pgTable(
  'live_texts',
  {
    magId: projectId(),
    widgetId: text('widget_id').notNull(),
    generation: text('generation').notNull(),
    state: bytes('state').notNull(),
    sessions: text('sessions').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.magId, t.widgetId] }),
    foreignKey({ columns: [t.magId, t.widgetId], foreignColumns: [widgets.magId, widgets.id] }).onDelete('cascade'),
  ],
);

// Immutable snapshots: rows are only ever inserted. Visitors read the newest one of a published mag.
export const publishedVersions = pgTable(
  'published_versions',
  {
    magId: projectId(),
    version: integer('version').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.magId, t.version] })],
);

// Version history (docs/api.md "Version history"): the whole draft as it was at a publish, at an automatic
// checkpoint while editing, or just before a restore. Rows are only inserted, and thinned (deleted) as the history
// grows past its bounds (@folio/model versions.ts).
export const projectVersions = pgTable(
  'project_versions',
  {
    id: text('id').primaryKey(),
    magId: projectId(),
    /** publish | checkpoint | before-restore */
    kind: text('kind').$type<'publish' | 'checkpoint' | 'before-restore'>().notNull(),
    createdAt: createdAt(),
    /** Who made it (the one whose save, publish or restore it came with); kept when the account goes. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The draft's revision it holds. */
    revision: integer('revision').notNull(),
    /** The published version it is (publish only). */
    publishedVersion: integer('published_version'),
    /** For before-restore: what was restored next, a version id, or `published` for revert-version. */
    restoredFrom: text('restored_from'),
    /**
     * The draft as published-versions keep it (repositories/published.ts Snapshot): mag, pages, widgets, ids. Null for
     * a publish version: its document is the published_versions row of its published_version.
     */
    document: jsonb('document').$type<Record<string, unknown>>(),
    /** What its thumbnail draws: the first page and the widgets at its top (repositories/versions.ts). */
    thumbnail: jsonb('thumbnail').$type<Record<string, unknown>>().notNull(),
    pageCount: integer('page_count').notNull(),
    /** What it holds in storage (document and thumbnail as JSON, bytes): the history's byte bound counts it. */
    sizeBytes: integer('size_bytes').notNull().default(0),
  },
  (t) => [index('project_versions_mag_idx').on(t.magId, t.createdAt)],
);

// Server-wide settings such as the secret that signs private-project access cookies; kept in the
// database so every server process of one deployment agrees on them.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Uploaded pictures: the bytes live in the blob store under `key` (a content hash, so one file serves every
// upload of the same bytes); the row records who uploaded what, for listing and clean-up.
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId), index('uploads_key_idx').on(t.key)],
);

// Authors' own fonts (docs/fonts.md "Custom fonts"): the WOFF2 lives in the blob store under `blob_key` (a content
// hash); the row keeps what the font says about itself, so nothing re-reads an uploaded file in the server.
export const customFonts = pgTable(
  'custom_fonts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The author's name for it (renamed with PUT /api/custom-font/{id}). */
    name: text('name').notNull(),
    /** The CSS family name its stylesheet declares and texts use; fixed once uploaded. */
    cssName: text('css_name').notNull(),
    blobKey: text('blob_key').notNull(),
    bytes: integer('bytes').notNull(),
    /** What was uploaded: ttf, otf, woff or woff2 (always served as WOFF2). */
    sourceFormat: text('source_format').notNull(),
    fileName: text('file_name').notNull(),
    /** The font's report: family, weight, style, features, axes, characters, variations (font-report.ts). */
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('custom_fonts_user_idx').on(t.userId)],
);

// Visitors' answers to the form widgets of published versions (docs/api.md "Forms"). They belong to the project
// and go with it; the page and widget may leave the draft later, so those ids carry no foreign key.
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    // Insertion order: the owner's list runs newest first and pages by it.
    seq: serial('seq').notNull(),
    magId: projectId(),
    widgetId: text('widget_id').notNull(),
    pageId: text('page_id').notNull(),
    // The published version the visitor answered.
    version: integer('version').notNull(),
    values: jsonb('values').$type<Record<string, string | boolean>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_form_idx').on(t.magId, t.widgetId, t.seq)],
);

// Colour swatches (docs/api.md "Swatches"): a project's palette and each author's own, as RRGGBBAA colours in
// their order. A project's go with it; an author's with the account.
export const projectSwatches = pgTable('project_swatches', {
  magId: projectId().primaryKey(),
  colors: jsonb('colors').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

export const userSwatches = pgTable('user_swatches', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  colors: jsonb('colors').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

// An author's global text, link and list styles (docs/api.md "Text, link and list styles"); a project's own
// live in its draft document, so they are published with it.
export const userStyles = pgTable(
  'user_styles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'text-styles', 'link-styles' or 'list-styles', as in the calls' paths.
    kind: text('kind').notNull(),
    styles: jsonb('styles').$type<Record<string, unknown>[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

// Templates (docs/api.md "Templates and copies"): a frozen copy of a project's draft (fields, live pages, widgets,
// swatches) that new projects start from. Later edits of the project leave it as it was saved, and deleting the
// project keeps it (source_mag_id only remembers where it came from).
export const templates = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sourceMagId: text('source_mag_id'),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_user_idx').on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------------
// Shop (docs/shop.md "Server and payments"). Everything is keyed to the project and goes with it.

/** The provider a project's shop is connected to: one row, so one provider at a time (ecommerce.md §1). */
export const shopConnections = pgTable('shop_connections', {
  magId: projectId().primaryKey(),
  // 'stripe' or 'ecwid'.
  provider: text('provider').notNull(),
  // 'connected', or 'pending' while the author finishes the provider's onboarding.
  status: text('status').notNull(),
  // The card provider's connected account (stripe_data.stripe_user_id); the hosted store's id.
  accountId: text('account_id'),
  // The connected card account's country (Stripe's), once its onboarding is done: the wallet button's payment request
  // names it (docs/shop.md "Card authentication").
  accountCountry: text('account_country'),
  storeId: text('store_id'),
  // The hosted store's public token: it reads the store's catalogue (its products) from the provider's REST API.
  publicToken: text('public_token'),
  // The shipping methods sku orders offer; null: the default one.
  shippingMethods: jsonb('shipping_methods').$type<{ id: string; description: string; amount: number; currency: string }[]>(),
  // The owner's shipping methods with per-country rates and a free-over threshold (null: none set), and tax rates per
  // country or region (null: no tax). Their shapes are the model's (cart/shop-rules).
  shippingRules: jsonb('shipping_rules').$type<unknown>(),
  taxRates: jsonb('tax_rates').$type<unknown>(),
  createdAt: createdAt(),
});

// The test-mode gateway's catalogue: products, their skus (with inventory) and prices, per project.
export const shopProducts = pgTable(
  'shop_products',
  {
    id: text('id').primaryKey(),
    seq: serial('seq').notNull(),
    magId: projectId(),
    name: text('name').notNull(),
    active: boolean('active').notNull(),
    shippable: boolean('shippable').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    // What the owner says about it (the Shop dialog); none until written.
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('shop_products_mag_idx').on(t.magId, t.seq)],
);

export const shopSkus = pgTable(
  'shop_skus',
  {
    id: text('id').primaryKey(),
    seq: serial('seq').notNull(),
    magId: projectId(),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
    currency: text('currency').notNull(),
    price: integer('price').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    image: text('image'),
    // infinite, finite (quantity counts down as orders are paid) or bucket (value).
    inventoryType: text('inventory_type').notNull(),
    inventoryQuantity: integer('inventory_quantity'),
    inventoryValue: text('inventory_value'),
    createdAt: createdAt(),
  },
  (t) => [index('shop_skus_mag_idx').on(t.magId, t.seq), index('shop_skus_product_idx').on(t.productId)],
);

export const shopPrices = pgTable(
  'shop_prices',
  {
    id: text('id').primaryKey(),
    seq: serial('seq').notNull(),
    magId: projectId(),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
    currency: text('currency').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    nickname: text('nickname'),
    createdAt: createdAt(),
  },
  (t) => [index('shop_prices_mag_idx').on(t.magId, t.seq), index('shop_prices_product_idx').on(t.productId)],
);

// The test-mode gateway's own objects, shaped as the card provider's (customers, invoice items, invoices, payment
// intents, card tokens, charges).
export const shopTestObjects = pgTable(
  'shop_test_objects',
  {
    id: text('id').primaryKey(),
    magId: projectId(),
    object: text('object').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_test_objects_mag_idx').on(t.magId, t.object)],
);

// Our records of what buyers made, whichever gateway holds it. `buyer` is the SHA-256 of the buyer cookie's token:
// only the browser that made a record reads or changes it.
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: text('id').primaryKey(),
    magId: projectId(),
    buyer: text('buyer').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    // email, phone, items, shipping, shipping_methods, selected_shipping_method, metadata.
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    // True from the moment the paid units left stock until they are put back (a failed or cancelled payment).
    stockTaken: boolean('stock_taken').notNull().default(false),
    paymentId: text('payment_id'),
    // One change at a time (ecommerce.md §4): a change holds the order until it ends or the lease runs out.
    changeToken: text('change_token'),
    changeUntil: timestamp('change_until', { withTimezone: true }),
    // The owner's side: when it was shipped (and the tracking link sent to the buyer), and how much was given back.
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    trackingUrl: text('tracking_url'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shop_orders_buyer_idx').on(t.magId, t.buyer), index('shop_orders_mag_created_idx').on(t.magId, t.createdAt)],
);

// The gateway's webhook events already handled, by event id: an event delivered twice changes nothing the second time.
export const shopWebhookEvents = pgTable('shop_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// Every e-mail Folio writes (order confirmations, owners' notices, fulfilment and refunds, invitations): sent through SMTP_URL, or
// kept unsent for the owner to read in the app when there is none. Nothing is dropped.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    seq: serial('seq').notNull(),
    // The owner whose outbox shows it.
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }).notNull(),
    magId: text('mag_id').references(() => mags.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // 'sending', 'sent', 'unsent' (no SMTP_URL) or 'failed' (the SMTP server refused; error says why).
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_user_idx').on(t.userId, t.seq)],
);

export const shopCustomers = pgTable(
  'shop_customers',
  {
    id: text('id').primaryKey(),
    magId: projectId(),
    buyer: text('buyer').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shop_customers_buyer_idx').on(t.magId, t.buyer)],
);

export const shopInvoiceItems = pgTable(
  'shop_invoice_items',
  {
    id: text('id').primaryKey(),
    magId: projectId(),
    buyer: text('buyer').notNull(),
    customerId: text('customer_id').notNull(),
    // Null while pending: the next invoice of the customer takes it.
    invoiceId: text('invoice_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_invoice_items_customer_idx').on(t.customerId, t.invoiceId)],
);

export const shopInvoices = pgTable(
  'shop_invoices',
  {
    id: text('id').primaryKey(),
    magId: projectId(),
    buyer: text('buyer').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    // One move at a time (finalize, pay, void, delete), as for orders: a move holds the invoice until it ends or the
    // lease runs out.
    changeToken: text('change_token'),
    changeUntil: timestamp('change_until', { withTimezone: true }),
    // What Folio priced the invoice with (issue 17): the shipping methods that ship to the buyer's country, the one
    // chosen and the tax (amount, inclusive, percent). Null for an invoice made before shipping and tax applied.
    pricing: jsonb('pricing').$type<Record<string, unknown>>(),
    // The owner's side of a paid invoice, as for orders: when it was shipped, and the tracking link sent to the buyer.
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    trackingUrl: text('tracking_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shop_invoices_buyer_idx').on(t.magId, t.buyer), index('shop_invoices_mag_created_idx').on(t.magId, t.createdAt)],
);

export const shopPaymentIntents = pgTable(
  'shop_payment_intents',
  {
    id: text('id').primaryKey(),
    magId: projectId(),
    buyer: text('buyer').notNull(),
    invoiceId: text('invoice_id'),
    status: text('status').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shop_payment_intents_buyer_idx').on(t.magId, t.buyer)],
);

// The stock of a Stripe sku (one of the connected account's one-time prices): Stripe keeps none. No row: infinite.
export const shopStripeStock = pgTable(
  'shop_stripe_stock',
  {
    magId: projectId(),
    priceId: text('price_id').notNull(),
    // As shop_skus: infinite, finite (quantity counts down as orders are paid) or bucket (value).
    inventoryType: text('inventory_type').notNull(),
    inventoryQuantity: integer('inventory_quantity'),
    inventoryValue: text('inventory_value'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.magId, t.priceId] })],
);

// Heavy work runs as jobs (docs/jobs.md): one row per job, claimed with FOR UPDATE SKIP LOCKED, held by a lease its
// worker renews while it runs. A lease that runs out (the worker stopped) sends the job back to be tried again.
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    // Who asked for it (the author who may read its state), and the project it is about; none for the server's own.
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    magId: text('mag_id').references(() => mags.id, { onDelete: 'cascade' }),
    // queued · active · retry · done · failed · cancelled (model jobStates).
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    progressLabel: text('progress_label'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_ready_idx').on(t.state, t.runAfter), index('jobs_lease_idx').on(t.state, t.leaseUntil)],
);

// Each published page's screenshot (docs/jobs.md "Screenshots"), made by a job after a publish: the picture (a
// pipeline image address) for the version it shows. Visitors get it as the page's `screenshot`.
export const pageScreenshots = pgTable(
  'page_screenshots',
  {
    magId: projectId(),
    pageId: text('page_id').notNull(),
    version: integer('version').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.version] }), index('page_screenshots_mag_idx').on(t.magId, t.version)],
);

// Each draft page's latest screenshot (docs/jobs.md "Draft screenshots"), for its owner's dashboard and page list: the
// picture, the fingerprint of what it drew (the project's fields, the page and its widgets), and the draft revision
// it was last found current at. A page whose fingerprint has not changed is not drawn again.
export const draftScreenshots = pgTable(
  'draft_screenshots',
  {
    pageId: text('page_id')
      .primaryKey()
      .references(() => pages.id, { onDelete: 'cascade' }),
    magId: projectId(),
    revision: integer('revision').notNull(),
    fingerprint: text('fingerprint').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('draft_screenshots_mag_idx').on(t.magId)],
);

// The viewer's frontend-rendering reports (viewer-and-project.md §7, docs/api.md "Telemetry"): how long a published
// project took to draw its first page for a visitor, by device class. Nothing about the visitor is kept; the owner
// reads medians per device. Only the newest reports of a project are kept (model telemetryConstants).
export const renderReports = pgTable(
  'render_reports',
  {
    seq: serial('seq').primaryKey(),
    magId: projectId(),
    viewport: text('viewport').notNull(),
    startPage: integer('start_page').notNull(),
    widgetsCount: integer('widgets_count').notNull(),
    device: text('device').notNull(),
    // Milliseconds from the navigation's start to the first contentful paint: what the median is taken of.
    firstRender: integer('first_render').notNull(),
    timing: jsonb('timing').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('render_reports_mag_idx').on(t.magId, t.seq)],
);

// Projects submitted for the featured list (viewer-and-project.md §7 POST /api/featured/submit), read by the operator
// with `npm run featured`: one per project.
export const featuredSubmissions = pgTable('featured_submissions', {
  magId: projectId().primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  createdAt: createdAt(),
});
