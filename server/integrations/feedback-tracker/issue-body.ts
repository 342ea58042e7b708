import { feedbackLabels } from '@domain/schemas/feedback';
import type { TrackerIssue } from './interface';

export type FeedbackForTracker = {
  title: string;
  description: string;
  type: string;
  priority: string;
  category: string;
  submitter: { name: string; role: string; agency: string | null; email: string };
  createdAt: Date;
};

/** The issue SPEC 7 describes: description, submitter, role, agency, e-mail, date and details. */
export function trackerIssue(f: FeedbackForTracker): TrackerIssue {
  const body = [
    '## Description',
    f.description,
    '',
    '## Submitted by',
    `- **Name:** ${f.submitter.name}`,
    `- **Role:** ${f.submitter.role}`,
    `- **Agency:** ${f.submitter.agency ?? 'N/A'}`,
    `- **Email:** ${f.submitter.email}`,
    `- **Date:** ${f.createdAt.toISOString()}`,
    '',
    '## Details',
    `- **Type:** ${f.type}`,
    `- **Priority:** ${f.priority}`,
    `- **Category:** ${f.category}`,
  ].join('\n');
  return { title: f.title, body, labels: feedbackLabels(f, f.submitter.role) };
}
