import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, parsed once at boot (STYLE habit 2). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** AES-256 key for passport numbers and medical notes (32 bytes, base64); generated and kept in the database when unset. */
  FIELD_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/, 'FIELD_ENCRYPTION_KEY must be 32 bytes, base64 (openssl rand -base64 32)')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Agent Platform <no-reply@agent-platform.local>'),
  CHAT_SECRET: z.string().optional(),
  CHAT_WIDGET_ID: z.string().optional(),
  GITHUB_TOKEN: z.string().optional(),
  GITHUB_REPO: z.string().optional(),
  /** GitHub API base URL (GitHub Enterprise; tests point it at a local server). */
  GITHUB_API_URL: z.url().optional(),
  /** Files go to this S3-compatible bucket instead of DATA_DIR/uploads. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('eu-west-2'),
  /** An S3-compatible endpoint (MinIO, Cloudflare R2 ...); AWS when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Key prefix inside the bucket. */
  S3_PREFIX: z.string().default('uploads/'),
  /** Social posts go to this Facebook page through the Graph API when both are set. */
  FACEBOOK_PAGE_ID: z.string().optional(),
  FACEBOOK_PAGE_TOKEN: z.string().optional(),
  /** Graph API base URL (tests point it at a local server). */
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v23.0'),
  /** Payments go through Stripe when both are set; the built-in sandbox otherwise (README "Payments"). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe API address (tests point it at a local server). */
  STRIPE_API_URL: z.url().optional(),
  /** Live hotel / car supplier adapter; only the sandbox ships (README: "Live search sandbox supplier"). */
  SUPPLIER_HOTEL: z
    .enum(['sandbox'], { error: 'No hotel supplier adapter with this name; see README' })
    .default('sandbox'),
  SUPPLIER_CAR: z.enum(['sandbox'], { error: 'No car supplier adapter with this name; see README' }).default('sandbox'),
  /** How long a supplier may take to confirm one booking before the item fails. */
  SUPPLIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /** The sandbox's pretend booking latency, so 'Booking...' is visible. */
  SANDBOX_BOOKING_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(700),
  BRAND_NAME: z.string().optional(),
  /** The agency's split rule: the agent's share of commission after VAT, in percent (the calculators use it). */
  /** The agency's details quoted on the legal pages and in footers, as ATOL Standard Term 1 requires on publicity. */
  AGENCY_COMPANY_NAME: z.string().optional(),
  AGENCY_ATOL_NUMBER: z.string().default('00000'),
  AGENCY_ABTA_NUMBER: z.string().default('Z0000'),
  AGENCY_CONTACT_EMAIL: z.string().default('hello@agents.example'),
  AGENT_COMMISSION_SHARE_PERCENT: z.coerce.number().min(0).max(100).default(70),
  BRAND_PREFIX: z.string().optional(),
  DEV_TOOLS: bool,
  /** Production only: take sandbox (test card) payments anyway, e.g. on a staging site. */
  PAYMENTS_SANDBOX: bool,
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
