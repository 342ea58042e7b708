import type { Db } from '../../../db';
import { createSandboxCarSupplier } from './car-supplier';
import { createSandboxHotelSupplier } from './hotel-supplier';
import { createLedger } from './ledger';
import type { Suppliers } from '../interface';

export { SANDBOX_SUPPLIER_NAME } from './hotel-supplier';
export { FAILING_HOTEL_NAME, FLAKY_HOTEL_NAME } from './hotels';
export { TIMING_OUT_CATEGORY } from './cars';
export { sandboxImage } from './images';

/** Both sandbox suppliers over one booking ledger. */
export function createSandboxSuppliers(db: Db, bookingDelayMs: number): Suppliers {
  const opts = { ledger: createLedger(db), bookingDelayMs };
  return { hotel: createSandboxHotelSupplier(opts), car: createSandboxCarSupplier(opts) };
}
