import { z } from 'zod';

// The answers' schemas are shared with the SPA, which checks its answers against them.
export {
  AgentPageDtoSchema,
  AgentPageSettingsSchema,
  BrandAvailabilitySchema,
  PublicAgentPageSchema,
} from '@domain/agent-page';

export const BrandAvailabilityQuerySchema = z.object({ agentBrand: z.string().max(200).default('') });
export const PublicAgentParamsSchema = z.object({ agentBrand: z.string().max(200) });
