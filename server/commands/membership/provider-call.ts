import { PaymentProviderError } from '../../integrations/payments';
import { supplierFailed } from '../../errors';

/** Runs a provider call; its failure reaches the user as a plain 502, never the provider's details. */
export async function callProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      throw supplierFailed('The payment provider could not complete this just now. Please try again in a moment.');
    }
    throw err;
  }
}
