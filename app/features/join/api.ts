import { z } from 'zod';
import { isApiErrorCode } from '@domain/errors';
import { JOIN_TOKEN_HEADER, JOIN_TOKEN_STORAGE_KEY } from '@domain/join/constants';
import {
  AgreementSignatureListSchema,
  AgreementSignatureSchema,
  AgreementVersionSchema,
  AiToolSignUpResponseSchema,
  JoinApplicationSchema,
  JoinStartResponseSchema,
  SetupAccountStateSchema,
  SignedAgreementSchema,
} from '@domain/join/responses';
import type { AgreementSign, AiToolSignUp, JoinContinue, JoinPlan, JoinStart, SetupAccount } from '@domain/join/schema';
import { JoinInviteResponseSchema } from '@domain/leads/responses';
import { CheckoutStartedSchema } from '@domain/membership-billing';
import { ApiError, NETWORK_ERROR_MESSAGE, request, type Contract } from '~/lib/api';
import { getSession, refreshSession } from '~/lib/session';
import { storage } from '~/lib/storage';

/*
 * The join wizard's calls. The wizard's own calls carry the resume token in a
 * header (never in an address, so it stays out of logs and history), which
 * the shared client does not send: joinRequest below does, and answers the
 * same ApiError as request() for a failure.
 */

export const joinToken = {
  get: () => storage.get(JOIN_TOKEN_STORAGE_KEY),
  set: (token: string) => storage.set(JOIN_TOKEN_STORAGE_KEY, token),
  clear: () => storage.remove(JOIN_TOKEN_STORAGE_KEY),
};

const ErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

async function send(path: string, method: string, body: unknown, bearer: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = joinToken.get();
  if (token) headers[JOIN_TOKEN_HEADER] = token;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  try {
    return await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
}

async function joinRequest<T>(contract: Contract<T>, path: string, method = 'GET', body?: unknown): Promise<T> {
  const bearer = getSession()?.accessToken ?? null;
  let res = await send(path, method, body, bearer);
  if (res.status === 401 && bearer) {
    const renewed = await refreshSession({ force: true });
    if (renewed) res = await send(path, method, body, renewed.accessToken);
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const parsed = ErrorBody.safeParse(data);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(res.status, isApiErrorCode(code) ? code : `http_${res.status}`, message, fields);
    }
    throw new ApiError(res.status, `http_${res.status}`, `The server answered ${res.status}. Please try again.`);
  }
  try {
    return contract.parse(data);
  } catch {
    throw new ApiError(res.status, `http_${res.status}`, 'The server sent an answer this page could not read.');
  }
}

export const joinKeys = {
  application: ['join', 'application'] as const,
  agreement: ['agreements', 'current'] as const,
  mine: ['agreements', 'mine'] as const,
  signature: (id: string) => ['agreements', 'signature', id] as const,
  setup: ['join', 'setup-account'] as const,
  invite: (token: string) => ['join', 'invite', token] as const,
};

export const startJoin = (body: JoinStart) => joinRequest(JoinStartResponseSchema, '/api/join/start', 'POST', body);
export const continueJoin = (body: JoinContinue) =>
  joinRequest(JoinStartResponseSchema, '/api/join/continue', 'POST', body);
export const getApplication = () => joinRequest(JoinApplicationSchema, '/api/join/application');
export const choosePlan = (body: JoinPlan) =>
  joinRequest(JoinApplicationSchema, '/api/join/application/plan', 'PUT', body);
export const signOnApplication = (body: AgreementSign) =>
  joinRequest(JoinApplicationSchema, '/api/join/application/agreement', 'POST', body);
export const reachPayment = () => joinRequest(JoinApplicationSchema, '/api/join/application/payment', 'POST');
export const emailResumeLink = () =>
  joinRequest(z.object({ ok: z.literal(true) }), '/api/join/application/resume-link', 'POST');

export const getInvite = (token: string) =>
  request(JoinInviteResponseSchema, `/api/join/invite/${encodeURIComponent(token)}`, { auth: false });

export const getCurrentAgreement = () => request(AgreementVersionSchema, '/api/agreements/current', { auth: false });
export const getMySignatures = () => request(AgreementSignatureListSchema, '/api/agreements/mine');
export const getSignature = (id: string) =>
  request(SignedAgreementSchema, `/api/agreements/signatures/${encodeURIComponent(id)}`);
export const signAgreement = (body: AgreementSign) =>
  request(AgreementSignatureSchema, '/api/agreements/sign', { method: 'POST', body });

export const getSetupAccount = () => request(SetupAccountStateSchema, '/api/join/setup-account');
export const saveSetupAccount = (body: SetupAccount) =>
  request(SetupAccountStateSchema, '/api/join/setup-account', { method: 'PUT', body });

export const aiToolSignUp = (body: AiToolSignUp) =>
  request(AiToolSignUpResponseSchema, '/api/join/ai-tool-signup', { method: 'POST', body, auth: false });

/** The payments API's hosted checkout for a membership plan: where to send the browser. */
export const startCheckout = (body: JoinPlan) =>
  request(CheckoutStartedSchema, '/api/membership/checkout', { method: 'POST', body: { ...body, from: 'join' } });
