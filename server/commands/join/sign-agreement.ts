import { and, eq } from 'drizzle-orm';
import { AGREEMENT_LIMITS } from '@domain/join/constants';
import type { Executor } from '../../db';
import { agreementSignatures, joinApplications } from '../../db/schema';
import { conflict } from '../../errors';
import type { AgreementSignatureRow, AgreementVersionRow } from './agreements';

export type SignInput = {
  /** The version the signer read; it must still be the one in force. */
  version: number;
  fullName: string;
  email: string;
  userId: string | null;
  /** The wizard application signed on, which then moves on to payment. */
  applicationId: string | null;
  ipAddress: string;
  userAgent: string | undefined;
};

export const AGREEMENT_CHANGED_MESSAGE =
  'The agreement has been updated since you opened it. Please read the new version before signing.';

/**
 * Records an acceptance of the agreement in force, with the hash of its text,
 * the time, IP address and browser; on a wizard application it also moves
 * the visitor on to payment. One transaction.
 */
export async function signAgreement(
  db: Executor,
  current: AgreementVersionRow,
  input: SignInput,
  now = new Date(),
): Promise<AgreementSignatureRow> {
  if (input.version !== current.version)
    throw conflict(AGREEMENT_CHANGED_MESSAGE, { version: AGREEMENT_CHANGED_MESSAGE });
  return db.transaction(async (tx) => {
    const [signature] = await tx
      .insert(agreementSignatures)
      .values({
        versionId: current.id,
        userId: input.userId,
        applicationId: input.applicationId,
        email: input.email,
        fullName: input.fullName,
        textSha256: current.bodySha256,
        ipAddress: input.ipAddress.slice(0, 64),
        userAgent: (input.userAgent ?? 'unknown').slice(0, AGREEMENT_LIMITS.userAgent) || 'unknown',
        signedAt: now,
      })
      .returning();
    if (!signature) throw new Error('insert returned no signature');
    if (input.applicationId) {
      await tx
        .update(joinApplications)
        .set({ step: 'payment', updatedAt: now })
        .where(and(eq(joinApplications.id, input.applicationId)));
    }
    return signature;
  });
}
