import { describe, expect, it } from 'vitest';
import { SignInRequestSchema, SignUpFormSchema, SignUpRequestSchema } from './auth';
import { FeedbackSchema, feedbackLabels } from './feedback';

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const valid = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  phoneNumber: '07700 900123',
  email: 'Jo.Bloggs@Example.COM ',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
};

describe('sign-up form (SPEC 5)', () => {
  it('accepts a valid form, lowercases the e-mail and defaults the agency', () => {
    const r = SignUpFormSchema.parse(valid);
    expect(r.email).toBe('jo.bloggs@example.com');
    expect(r.agencyName).toBe('To be decided on');
  });

  it.each([
    ['firstName', 'J', 'First name must be at least 2 characters'],
    ['lastName', 'B', 'Last name must be at least 2 characters'],
    ['phoneNumber', '1234', 'Please enter a valid phone number'],
    ['email', 'not-an-email', 'Please enter a valid email'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['confirmPassword', 'short', 'Please confirm your password'],
  ])('%s = %j -> %s', (field, value, message) => {
    const r = SignUpFormSchema.safeParse({ ...valid, [field]: value });
    expect(errors(r)[field]).toBe(message);
  });

  it('refuses passwords that do not match', () => {
    const r = SignUpFormSchema.safeParse({ ...valid, confirmPassword: 'different-horse' });
    expect(errors(r).confirmPassword).toBe('Passwords do not match');
  });

  it('keeps a given agency name', () => {
    expect(SignUpFormSchema.parse({ ...valid, agencyName: 'Sunny Trips' }).agencyName).toBe('Sunny Trips');
  });

  it('the API payload accepts only the lead role', () => {
    const { confirmPassword: _c, ...payload } = valid;
    expect(SignUpRequestSchema.safeParse({ ...payload, role: 'lead' }).success).toBe(true);
    expect(SignUpRequestSchema.safeParse({ ...payload, role: 'admin' }).success).toBe(false);
  });
});

describe('sign-in (SPEC 5)', () => {
  it('requires a password and a valid, lowercased e-mail', () => {
    expect(errors(SignInRequestSchema.safeParse({ email: 'a@b.co', password: '' })).password).toBe(
      'Password is required',
    );
    expect(errors(SignInRequestSchema.safeParse({ email: 'nope', password: 'x' })).email).toBe(
      'Please enter a valid email',
    );
    expect(SignInRequestSchema.parse({ email: 'A@B.CO', password: 'x' }).email).toBe('a@b.co');
  });
});

describe('feedback (SPEC 3, 5, 7)', () => {
  const ok = { title: 'Dark mode', description: 'Please', type: 'feature', priority: 'low', category: 'general' };
  it('requires a title and description that are not blank after trimming', () => {
    expect(FeedbackSchema.safeParse(ok).success).toBe(true);
    expect(errors(FeedbackSchema.safeParse({ ...ok, title: '   ' })).title).toBe('Title is required');
    expect(errors(FeedbackSchema.safeParse({ ...ok, description: '\n ' })).description).toBe('Description is required');
  });
  it('accepts only the listed types, priorities and categories', () => {
    expect(FeedbackSchema.safeParse({ ...ok, type: 'question' }).success).toBe(false);
    expect(FeedbackSchema.safeParse({ ...ok, priority: 'urgent' }).success).toBe(false);
    expect(FeedbackSchema.safeParse({ ...ok, category: 'branding' }).success).toBe(true);
  });
  it('labels an issue as SPEC 7 says', () => {
    expect(feedbackLabels({ type: 'bug', priority: 'high', category: 'quotes' }, 'agent')).toEqual([
      'bug',
      'priority:high',
      'category:quotes',
      'user-submitted',
      'role:agent',
    ]);
  });
});
