import type { JoinApplicationDto } from '@domain/join/responses';
import type { AgreementSignatureDto, AgreementVersionDto } from '@domain/join/responses';
import { isBillingInterval, isPlanId } from '@domain/plans';
import { isJoinApplicationStep } from '@domain/join/constants';
import type { AgreementSignatureRow, AgreementVersionRow } from '../../commands/join/agreements';
import type { JoinApplicationRow } from '../../commands/join/applications';

/** An application as its visitor sees it (no token hash, no lead id). */
export function presentApplication(
  row: JoinApplicationRow,
  extra: {
    signature: Pick<AgreementSignatureRow, 'id' | 'signedAt' | 'fullName'> | null;
    version: number | null;
    signedInAsApplicant: boolean;
    membershipActive: boolean;
  },
): JoinApplicationDto {
  return {
    step: isJoinApplicationStep(row.step) ? row.step : 'plan',
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    planId: isPlanId(row.planId) ? row.planId : null,
    interval: isBillingInterval(row.billingInterval) ? row.billingInterval : null,
    agreement:
      extra.signature && extra.version !== null
        ? {
            signatureId: extra.signature.id,
            version: extra.version,
            signedAt: extra.signature.signedAt.toISOString(),
            fullName: extra.signature.fullName,
          }
        : null,
    signedInAsApplicant: extra.signedInAsApplicant,
    membershipActive: extra.membershipActive,
  };
}

export function presentAgreement(row: AgreementVersionRow): AgreementVersionDto {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    body: row.body,
    sha256: row.bodySha256,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function presentSignature(
  row: AgreementSignatureRow,
  version: Pick<AgreementVersionRow, 'version' | 'title'>,
): AgreementSignatureDto {
  return {
    id: row.id,
    version: version.version,
    title: version.title,
    fullName: row.fullName,
    email: row.email,
    textSha256: row.textSha256,
    signedAt: row.signedAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  };
}
