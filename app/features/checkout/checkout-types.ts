export type { PackageResponse as CheckoutPackage, CheckoutAccepted as CheckoutStarted } from '@domain/live/types';
