import type { Viewer } from '../lib/viewer';
import { isOwner, ownsOrHoldsAll } from './helpers';

/** The least of a passenger or household row a rule needs: its owner. */
export type PassengerOwnerRow = { userId: string };

/**
 * Passengers belong to the agent who added them. Admins (passengers.read.all)
 * see everyone's on the admin page, with the passport number and medical
 * notes masked until they open them (an audited action), and may export or
 * erase a passenger for a data request; only the owner edits.
 */
export const passengerPolicy = {
  read: (viewer: Viewer, row: PassengerOwnerRow) => ownsOrHoldsAll(viewer, row.userId, 'passengers.read.all'),
  update: (viewer: Viewer, row: PassengerOwnerRow) => isOwner(viewer, row.userId),
  /** The sensitive fields in full without asking: the owner only. */
  seeSensitive: (viewer: Viewer, row: PassengerOwnerRow) => isOwner(viewer, row.userId),
  /** Open a passenger's sensitive fields (audited), export or erase: the owner or an admin. */
  dataRequest: (viewer: Viewer, row: PassengerOwnerRow) => ownsOrHoldsAll(viewer, row.userId, 'passengers.read.all'),
};

/** A household: its owner reads and changes it. */
export const householdPolicy = {
  update: (viewer: Viewer, row: PassengerOwnerRow) => isOwner(viewer, row.userId),
};
