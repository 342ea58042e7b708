import { describe, expect, it } from 'vitest';
import { dropLesson, dropModule, moveLesson, moveModule, type Order } from './order';

const ORDER: Order = [
  { id: 'm1', lessons: ['a', 'b'] },
  { id: 'm2', lessons: ['c'] },
];

describe('course outline moves', () => {
  it('moves modules by one place, not past the ends', () => {
    expect(moveModule(ORDER, 0, 1)?.map((m) => m.id)).toEqual(['m2', 'm1']);
    expect(moveModule(ORDER, 0, -1)).toBeNull();
  });
  it('moves a lesson within its module, then across into the next or previous module', () => {
    expect(moveLesson(ORDER, 0, 0, 1)).toEqual([
      { id: 'm1', lessons: ['b', 'a'] },
      { id: 'm2', lessons: ['c'] },
    ]);
    expect(moveLesson(ORDER, 0, 1, 1)).toEqual([
      { id: 'm1', lessons: ['a'] },
      { id: 'm2', lessons: ['b', 'c'] },
    ]);
    expect(moveLesson(ORDER, 1, 0, -1)).toEqual([
      { id: 'm1', lessons: ['a', 'b', 'c'] },
      { id: 'm2', lessons: [] },
    ]);
    expect(moveLesson(ORDER, 0, 0, -1)).toBeNull();
    expect(moveLesson(ORDER, 1, 0, 1)).toBeNull();
  });
  it('drops a lesson before another or at the end of a module, and a module before another', () => {
    expect(dropLesson(ORDER, 'c', 'm1', 'a')).toEqual([
      { id: 'm1', lessons: ['c', 'a', 'b'] },
      { id: 'm2', lessons: [] },
    ]);
    expect(dropLesson(ORDER, 'a', 'm2', null)).toEqual([
      { id: 'm1', lessons: ['b'] },
      { id: 'm2', lessons: ['c', 'a'] },
    ]);
    expect(dropModule(ORDER, 'm2', 'm1').map((m) => m.id)).toEqual(['m2', 'm1']);
  });
});
