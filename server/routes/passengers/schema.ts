import { z } from 'zod';
import { RowId } from '../../lib/list';

// The bodies and answers are shared with the SPA (domain/passengers/), which checks its answers against them.
export {
  HouseholdCreateSchema as HouseholdBody,
  HouseholdUpdateSchema as HouseholdUpdateBody,
  PassengerCreateSchema as PassengerBody,
  PassengerListQuerySchema as PassengerListQuery,
  PassengerQuoteLinkSchema as PassengerQuoteLinkBody,
  PassengerUpdateSchema as PassengerUpdateBody,
} from '@domain/passengers/schema';
export {
  HouseholdListResponseSchema as HouseholdListResponse,
  HouseholdSchema as HouseholdResponse,
  PassengerDetailSchema as PassengerResponse,
  PassengerEraseResponseSchema as PassengerEraseResponse,
  PassengerExportSchema as PassengerExportResponse,
  PassengerListResponseSchema as PassengerListResponse,
  PassengerSensitiveSchema as PassengerSensitiveResponse,
  PassportAlertsResponseSchema as PassportAlertsResponse,
} from '@domain/passengers/responses';

export { IdParams } from '../../lib/list';

/** `/api/passengers/:id/quotes/:quoteId`. */
export const PassengerQuoteParams = z.object({ id: RowId, quoteId: RowId });

/** The CSV export takes the list's filters, not its page. */
export { PassengerListQuerySchema as PassengerExportQuery } from '@domain/passengers/schema';
