export { OkSchema } from '@domain/schemas/account';
export {
  AiToolSignUpSchema,
  JoinContinueSchema,
  JoinPlanSchema,
  JoinStartSchema,
  AgreementSignSchema,
  SetupAccountSchema,
} from '@domain/join/schema';
export {
  AiToolSignUpResponseSchema,
  JoinApplicationSchema,
  JoinStartResponseSchema,
  SetupAccountStateSchema,
} from '@domain/join/responses';

export const APPLICATION_NOT_FOUND =
  'We could not find your application. The link may have expired: please start again, your e-mail address is enough.';
