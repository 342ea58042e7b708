/** What a tracker receives: SPEC 7's {title, body, labels}. */
export type TrackerIssue = { title: string; body: string; labels: string[] };

/** Forwards feedback to an issue tracker; the feedback row is stored either way. */
export interface FeedbackTracker {
  readonly kind: 'github' | 'database';
  /** The created issue's URL, or null when nothing is forwarded (the sandbox). */
  create(issue: TrackerIssue): Promise<string | null>;
}
