import type { Blocker } from 'react-router';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';

/** "Leave without saving?" for a blocked in-app navigation. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <DialogContent width={440} role="alertdialog">
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>
            You have unsaved changes to this quote. If you leave now they will be lost.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
