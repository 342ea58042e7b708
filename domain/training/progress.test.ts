import { describe, expect, it } from 'vitest';
import {
  courseProgress,
  dueDate,
  isForRole,
  markQuiz,
  moveItem,
  nextStep,
  progressStatus,
  videoProvider,
  type Outline,
} from './progress';
import type { StoredQuiz } from './schema';

const QUIZ: StoredQuiz = {
  pass_mark: 60,
  questions: [
    {
      id: 'q1',
      prompt: 'One',
      options: [
        { id: 'a', text: 'A', correct: true },
        { id: 'b', text: 'B', correct: false },
      ],
    },
    {
      id: 'q2',
      prompt: 'Two',
      options: [
        { id: 'c', text: 'C', correct: true },
        { id: 'd', text: 'D', correct: true },
        { id: 'e', text: 'E', correct: false },
      ],
    },
  ],
};

describe('markQuiz', () => {
  it('counts a question right only when exactly its correct answers are chosen', () => {
    expect(markQuiz(QUIZ, { q1: ['a'], q2: ['c'] })).toMatchObject({ score: 50, passed: false, correct: 1 });
    expect(markQuiz(QUIZ, { q1: ['a'], q2: ['d', 'c'] })).toMatchObject({ score: 100, passed: true });
    expect(markQuiz(QUIZ, { q1: ['a', 'b'], q2: ['c', 'd'] })).toMatchObject({ score: 50, passed: false });
    expect(markQuiz(QUIZ, {})).toMatchObject({ score: 0, passed: false });
  });
  it('refuses answers to a question the quiz does not have', () => {
    expect(markQuiz(QUIZ, { q9: ['a'] })).toBeNull();
  });
});

describe('dueDate', () => {
  const joined = new Date('2026-01-01T00:00:00Z');
  it('counts from joining, or from publication when the course came later', () => {
    expect(
      dueDate({ required: true, dueDays: 10, publishedAt: new Date('2025-06-01T00:00:00Z') }, joined)?.toISOString(),
    ).toBe('2026-01-11T00:00:00.000Z');
    expect(
      dueDate({ required: true, dueDays: 10, publishedAt: new Date('2026-03-01T00:00:00Z') }, joined)?.toISOString(),
    ).toBe('2026-03-11T00:00:00.000Z');
  });
  it('is null for optional courses and courses without a due rule', () => {
    expect(dueDate({ required: false, dueDays: 10, publishedAt: null }, joined)).toBeNull();
    expect(dueDate({ required: true, dueDays: null, publishedAt: null }, joined)).toBeNull();
  });
});

const OUTLINE: Outline = [
  {
    id: 'm1',
    title: 'Start',
    hasQuiz: true,
    lessons: [
      { id: 'l1', title: 'Hello' },
      { id: 'l2', title: 'Quotes' },
    ],
  },
  { id: 'm2', title: 'Then', hasQuiz: false, lessons: [{ id: 'l3', title: 'Booking' }] },
];

describe('nextStep and courseProgress', () => {
  it('walks lessons in order, the quiz after its module, then the next module', () => {
    const s = (done: string[], passed: string[] = []) => ({
      doneLessons: new Set(done),
      passedQuizzes: new Set(passed),
    });
    expect(nextStep(OUTLINE, s([]))).toMatchObject({ kind: 'lesson', id: 'l1' });
    expect(nextStep(OUTLINE, s(['l1']))).toMatchObject({ kind: 'lesson', id: 'l2' });
    expect(nextStep(OUTLINE, s(['l1', 'l2']))).toMatchObject({ kind: 'quiz', id: 'm1' });
    expect(nextStep(OUTLINE, s(['l1', 'l2'], ['m1']))).toMatchObject({ kind: 'lesson', id: 'l3' });
    expect(nextStep(OUTLINE, s(['l1', 'l2', 'l3'], ['m1']))).toBeNull();
  });
  it('reports percent over lessons and quizzes, and overdue only when unfinished past the due date', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    const p = courseProgress(
      OUTLINE,
      { doneLessons: new Set(['l1']), passedQuizzes: new Set() },
      { completedAt: null, dueAt: new Date('2026-01-15T00:00:00Z'), now, started: true },
    );
    expect(p).toMatchObject({ lessons_total: 3, lessons_done: 1, quizzes_total: 1, percent: 25, overdue: true });
    expect(progressStatus(p)).toBe('overdue');
    const done = courseProgress(
      OUTLINE,
      { doneLessons: new Set(['l1']), passedQuizzes: new Set() },
      { completedAt: now, dueAt: new Date('2026-01-15T00:00:00Z'), now, started: true },
    );
    expect(done).toMatchObject({ percent: 100, overdue: false });
    expect(progressStatus(done)).toBe('completed');
  });
});

describe('small rules', () => {
  it('matches audiences to roles', () => {
    expect(isForRole('all', 'agent')).toBe(true);
    expect(isForRole('all', 'onboarding')).toBe(true);
    expect(isForRole('onboarding', 'agent')).toBe(false);
    expect(isForRole('quoteagent', 'quoteagent')).toBe(true);
    expect(isForRole('all', null)).toBe(false);
  });
  it('moves an item by one place, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
  it('names video providers', () => {
    expect(videoProvider('https://www.youtube.com/watch?v=x')).toBe('YouTube');
    expect(videoProvider('https://youtu.be/x')).toBe('YouTube');
    expect(videoProvider('https://vimeo.com/1')).toBe('Vimeo');
    expect(videoProvider('https://example.com/v.mp4')).toBeNull();
  });
});
