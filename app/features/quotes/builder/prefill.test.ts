import { describe, expect, it } from 'vitest';
import { emptyBuilderValues } from './form-model';
import { prefillState, valuesWithPrefill } from './prefill';

describe('a new quote prefilled by another tool', () => {
  it('takes the builder fields it was handed', () => {
    const v = valuesWithPrefill(prefillState({ adults: '3', original_supplier_price: '2190.00', hotel_name: 'Aria' }));
    expect(v.adults).toBe('3');
    expect(v.original_supplier_price).toBe('2190.00');
    expect(v.hotel_name).toBe('Aria');
    expect(v.title).toBe('');
  });

  it('ignores fields it does not know, values of the wrong type, and no state at all', () => {
    const v = valuesWithPrefill({ quotePrefill: { adults: 4, quote_status: 'Accepted', agent_id: 'x', extras: [1] } });
    expect(v).toEqual(emptyBuilderValues());
    expect(valuesWithPrefill(null)).toEqual(emptyBuilderValues());
    expect(valuesWithPrefill('text')).toEqual(emptyBuilderValues());
  });
});
