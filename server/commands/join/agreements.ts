import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { agreementSignatures, agreementVersions } from '../../db/schema';
import { ensureAgreement } from '../../db/seed-agreements';

export type AgreementVersionRow = typeof agreementVersions.$inferSelect;
export type AgreementSignatureRow = typeof agreementSignatures.$inferSelect;

/** The agreement in force: the highest published version (version 1 is stored on first use). */
export async function currentAgreement(db: Executor, brandName: string): Promise<AgreementVersionRow> {
  const read = () => db.select().from(agreementVersions).orderBy(desc(agreementVersions.version)).limit(1);
  let [row] = await read();
  if (!row) {
    await ensureAgreement(db, brandName);
    [row] = await read();
  }
  if (!row) throw new Error('no agreement version');
  return row;
}

/** Whether an account has accepted the agreement now in force (the payment step needs it). */
export async function hasSignedCurrentAgreement(db: Executor, userId: string, brandName: string): Promise<boolean> {
  const current = await currentAgreement(db, brandName);
  const [row] = await db
    .select({ id: agreementSignatures.id })
    .from(agreementSignatures)
    .where(and(eq(agreementSignatures.userId, userId), eq(agreementSignatures.versionId, current.id)))
    .limit(1);
  return row !== undefined;
}
