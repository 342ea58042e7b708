import {
  AgentPageDtoSchema,
  AgentPageSettingsSchema,
  BrandAvailabilitySchema,
  type AgentPageInput,
} from '@domain/agent-page';
import { queryString, request } from '~/lib/api';

/** Query keys of the agent page settings; a save writes `agentPageKeys.settings()`. */
export const agentPageKeys = {
  all: ['agent-page'] as const,
  settings: () => ['agent-page'] as const,
};

/** The saved page (null before the first save), suggestions and the quotes to feature. */
export const getAgentPageSettings = (signal?: AbortSignal) =>
  request(AgentPageSettingsSchema, '/api/agent-page', { signal });

export const saveAgentPage = (body: AgentPageInput) =>
  request(AgentPageDtoSchema, '/api/agent-page', { method: 'PUT', body });

/** Whether an address (/agents/<agentBrand>) is free for this agent. */
export const checkAgentBrand = (agentBrand: string, signal?: AbortSignal) =>
  request(BrandAvailabilitySchema, `/api/agent-page/availability${queryString({ agentBrand })}`, { signal });
