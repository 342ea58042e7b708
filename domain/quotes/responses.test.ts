import { describe, expect, it } from 'vitest';
import { PublicQuoteSchema, QUOTE_DTO_KEYS, QuoteDtoSchema } from './responses';

/** Every declared key is present in an answer (null when empty), as the presenter sends it. */
const stored = {
  ...Object.fromEntries(QUOTE_DTO_KEYS.map((k) => [k, null])),
  id: 'q1',
  title: 'Crete',
  agent_id: 'a1',
  original_supplier_price: 100_000,
  passengers: [{ name: 'Ann Smith', type: 'adult', age: 40 }],
  view_count: 3,
  password_hash: 'never',
};

describe('quote answers', () => {
  it("keep the owner's declared fields and drop anything undeclared", () => {
    const dto = QuoteDtoSchema.parse(stored);
    expect(dto).toMatchObject({ id: 'q1', agent_id: 'a1', original_supplier_price: 100_000, view_count: 3 });
    expect(dto).not.toHaveProperty('password_hash');
  });

  it('refuse an answer that lacks a declared key', () => {
    const { view_count: _dropped, ...partial } = stored;
    expect(QuoteDtoSchema.safeParse(partial).success).toBe(false);
  });

  it("never show a customer the agency's prices, the agent id or passengers' names", () => {
    const shown = PublicQuoteSchema.parse({ ...stored, party: '1 adult', agent: { display_name: 'Jo' }, branding: {} });
    expect(shown).toMatchObject({ title: 'Crete', party: '1 adult', agent: { display_name: 'Jo' } });
    for (const key of ['agent_id', 'original_supplier_price', 'passengers', 'password_hash']) {
      expect(shown).not.toHaveProperty(key);
    }
  });
});
