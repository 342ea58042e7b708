import type { Db } from '../../../db';
import { loadStoredSecret } from '../../../lib/jwt';
import { createSandboxCarSupplier } from './car-supplier';
import { createSandboxHotelSupplier } from './hotel-supplier';
import { createLedger } from './ledger';
import type { Suppliers } from '../interface';

export { SANDBOX_SUPPLIER_NAME } from './hotel-supplier';
export { FAILING_HOTEL_NAME, FLAKY_HOTEL_NAME } from './hotels';
export { TIMING_OUT_CATEGORY } from './cars';
export { sandboxImage } from './images';

/** Both sandbox suppliers over one booking ledger; car rate references signed with a key kept in the database. */
export function createSandboxSuppliers(db: Db, bookingDelayMs: number): Suppliers {
  const opts = { ledger: createLedger(db), bookingDelayMs };
  let rateKey: Promise<Uint8Array> | undefined;
  const loadRateKey = () => {
    rateKey ??= loadStoredSecret(db, 'sandbox-car-rates').catch((err: unknown) => {
      rateKey = undefined;
      throw err;
    });
    return rateKey;
  };
  return { hotel: createSandboxHotelSupplier(opts), car: createSandboxCarSupplier({ ...opts, rateKey: loadRateKey }) };
}
