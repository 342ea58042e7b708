import { describe, expect, it } from 'vitest';
import { canSubmitFeedback } from './feedback-dialog';

describe('canSubmitFeedback', () => {
  it('is off while title or description is blank after trimming', () => {
    expect(canSubmitFeedback('', 'x')).toBe(false);
    expect(canSubmitFeedback('  ', 'x')).toBe(false);
    expect(canSubmitFeedback('x', ' \n ')).toBe(false);
    expect(canSubmitFeedback('x', 'y')).toBe(true);
  });
});
