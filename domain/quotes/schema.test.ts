import { describe, expect, it } from 'vitest';
import { QuoteAcceptSchema, QuoteEnquireSchema, QuoteInputSchema } from './schema';

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('QuoteInputSchema', () => {
  it('needs only a title and strips unknown keys and email', () => {
    const r = QuoteInputSchema.parse({
      title: ' Rome ',
      email: 'a@b.co',
      nope: 1,
      car_hire: { included: true, email: 'x' },
    });
    expect(r).toEqual({ title: 'Rome', car_hire: { included: true } });
    expect(errors(QuoteInputSchema.safeParse({})).title).toBe('Title must be text');
    expect(errors(QuoteInputSchema.safeParse({ title: ' ' })).title).toBe('Title is required');
  });

  it.each([
    ['star_rating', 6, 'Star rating must be at most 5'],
    ['departure_date', '2026-02-30', 'Departure date must be a real date'],
    ['outbound_departure_time', '25:00', 'Outbound departure time must be a time (HH:MM)'],
    ['deposit', 12.5, 'Deposit must be whole pence'],
    [
      'board_basis',
      'hostel',
      'Board basis must be one of: room_only, self_catering, bed_and_breakfast, half_board, full_board, all_inclusive',
    ],
    ['hero_image', 'javascript:alert(1)', 'Hero image must be an image uploaded here or an https:// address'],
    ['hero_image', '//evil.example/x.png', 'Hero image must be an image uploaded here or an https:// address'],
    ['hero_image', 'http://example.com/x.png', 'Hero image must be an image uploaded here or an https:// address'],
    ['hero_image', '/anything/else.png', 'Hero image must be an image uploaded here or an https:// address'],
    [
      'supplier_logo_url',
      '//evil.example/x.png',
      'Supplier logo must be an image uploaded here or an https:// address',
    ],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(errors(QuoteInputSchema.safeParse({ title: 'T', [field]: value }))[field]).toBe(message);
  });

  it('names nested fields by their path', () => {
    const r = QuoteInputSchema.safeParse({
      title: 'T',
      itinerary_details: { days: [{ day: 1, activities: [{ time: '9am', title: 'Walk' }] }] },
    });
    expect(errors(r)['itinerary_details.days.0.activities.0.time']).toBe('Activity time must be a time (HH:MM)');
  });

  it('keeps an activity without a time as null (never midnight)', () => {
    const r = QuoteInputSchema.parse({
      title: 'T',
      itinerary_details: { days: [{ day: 1, activities: [{ time: null, title: 'Beach' }] }] },
    });
    expect(r.itinerary_details?.days[0]?.activities?.[0]?.time).toBeNull();
  });
});

describe('accept and enquire', () => {
  it('accept needs name, email and phone', () => {
    const e = errors(QuoteAcceptSchema.safeParse({ name: '', email: 'nope', phone: '' }));
    expect(e).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email',
      phone: 'Phone is required',
    });
  });
  it('enquire needs a message, phone optional', () => {
    expect(errors(QuoteEnquireSchema.safeParse({ name: 'A', email: 'a@b.co', message: ' ' })).message).toBe(
      'Message is required',
    );
    expect(QuoteEnquireSchema.safeParse({ name: 'A', email: 'A@B.co', message: 'Hi' }).data?.email).toBe('a@b.co');
  });
});
