import { z } from 'zod';
import { listResponseSchema } from '../list';

export const CaptureImageSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** A capture as the list shows it. */
export const CaptureSummarySchema = z.object({
  id: z.string(),
  url: z.string(),
  site: z.string(),
  title: z.string(),
  excerpt: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  images: z.array(CaptureImageSchema),
  createdAt: z.string(),
});
export type CaptureSummary = z.infer<typeof CaptureSummarySchema>;

/** One capture with everything it holds (the extractor reads this). */
export const CaptureSchema = CaptureSummarySchema.extend({
  selectedText: z.string().nullable(),
  pageText: z.string().nullable(),
  jsonLd: z.array(z.unknown()),
  updatedAt: z.string(),
});
export type CaptureDto = z.infer<typeof CaptureSchema>;

export const CaptureListResponseSchema = listResponseSchema(CaptureSummarySchema);
export type CaptureListResponse = z.infer<typeof CaptureListResponseSchema>;

export const CaptureTagsResponseSchema = z.object({ tags: z.array(z.string()) });

export const TokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.literal('captures'),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TokenDto = z.infer<typeof TokenSchema>;

export const TokenListResponseSchema = z.object({ items: z.array(TokenSchema) });
/** The answer to making a token: the only time the token itself is sent. */
export const TokenCreatedSchema = z.object({ token: TokenSchema, secret: z.string() });
export type TokenCreated = z.infer<typeof TokenCreatedSchema>;

export const CaptureIngestedSchema = z.object({ id: z.string(), title: z.string(), images: z.number().int() });
