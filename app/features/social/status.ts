import type { FacebookPostStatus } from '@domain/quotes/status';
import type { SocialAdapterKind } from '@domain/schemas/social';
import type { BadgeVariant } from '~/components/ui/badge';

export const FACEBOOK_STATUS_LABEL: Record<FacebookPostStatus, string> = {
  none: 'Not posted',
  pending: 'Waiting for approval',
  approved: 'Approved, publishing',
  posted: 'Posted',
  rejected: 'Rejected',
  failed: 'Publishing failed',
};

export const FACEBOOK_STATUS_TONE: Record<FacebookPostStatus, BadgeVariant> = {
  none: 'secondary',
  pending: 'warning',
  approved: 'default',
  posted: 'success',
  rejected: 'destructive',
  failed: 'destructive',
};

/** Where approved posts go, in words an agent understands. */
export const ADAPTER_COPY: Record<SocialAdapterKind, { label: string; description: string }> = {
  sandbox: {
    label: 'Sandbox',
    description: 'Facebook is not connected: approved posts appear in Posted Deals inside the app only.',
  },
  facebook: {
    label: 'Facebook',
    description: "Approved posts are published on the agency's Facebook page.",
  },
};
