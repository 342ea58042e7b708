import type { quotes, tasks } from '../db/schema';
import type { Viewer } from '../lib/viewer';
import { isAdmin } from './helpers';

export type QuoteRow = typeof quotes.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;

const isManager = (viewer: Viewer) => viewer.profile?.role === 'manager';
const ownsQuote = (viewer: Viewer, row: QuoteRow) => row.agentId === viewer.user.id;

/** Agents work on their own quotes; admins and managers on everyone's. */
export const quotePolicy = {
  read: (viewer: Viewer, row: QuoteRow) => ownsQuote(viewer, row) || isAdmin(viewer) || isManager(viewer),
  update: (viewer: Viewer, row: QuoteRow) => ownsQuote(viewer, row) || isAdmin(viewer) || isManager(viewer),
  delete: (viewer: Viewer, row: QuoteRow) => ownsQuote(viewer, row) || isAdmin(viewer) || isManager(viewer),
  listAll: (viewer: Viewer) => isAdmin(viewer) || isManager(viewer),
};

/** Tasks belong to their agent; admins see and change all. */
export const taskPolicy = {
  update: (viewer: Viewer, row: TaskRow) => row.userId === viewer.user.id || isAdmin(viewer),
  listAll: (viewer: Viewer) => isAdmin(viewer),
};
