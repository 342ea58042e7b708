// Shared with the SPA, which checks its answer against it.
export { OverviewSchema, type Overview } from '@domain/schemas/admin';
