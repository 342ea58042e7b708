import type { Db } from '../../db';
import type { Env } from '../../env';
import type { CarSupplier, HotelSupplier, Suppliers } from './interface';
import { createSandboxSuppliers } from './sandbox';

export * from './interface';

/**
 * The suppliers SUPPLIER_HOTEL and SUPPLIER_CAR name; 'sandbox' (the default)
 * is the only adapter so far. A real one is a file beside this implementing
 * HotelSupplier or CarSupplier, its name added to the env.ts enum and a case
 * below that builds it from its credentials (README: "Live search sandbox supplier").
 */
export function createSuppliers(db: Db, env: Env): Suppliers {
  const sandbox = createSandboxSuppliers(db, env.SANDBOX_BOOKING_DELAY_MS);
  const hotel = ((): HotelSupplier => {
    switch (env.SUPPLIER_HOTEL) {
      case 'sandbox':
        return sandbox.hotel;
    }
  })();
  const car = ((): CarSupplier => {
    switch (env.SUPPLIER_CAR) {
      case 'sandbox':
        return sandbox.car;
    }
  })();
  return { hotel, car };
}
export * from './selection';
