import { MoreHorizontal, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PassengerListItem } from '@domain/passengers/responses';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { EmptyState } from '~/components/ui/empty-state';
import { EraseDialog } from './erase-dialog';
import { PassengerList } from './passenger-list';

/**
 * /dashboard/admin/passengers: every agent's passengers with the agent, the
 * same search, filters and export. Passport numbers and medical notes stay
 * masked until opened on the passenger's page (recorded in the audit log);
 * an admin can delete a passenger for a data request but not edit them.
 */
export default function AdminPassengersPage() {
  const [deleting, setDeleting] = useState<PassengerListItem | null>(null);
  const rowMenu = (p: PassengerListItem) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${p.full_name}`}>
          <MoreHorizontal aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to={`/dashboard/passengers/${p.id}`}>Open</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-danger" onSelect={() => setDeleting(p)}>
          Delete (data request)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">
        Every agent&apos;s passengers. Passport numbers and medical notes stay masked until you open them on the
        passenger&apos;s page; each opening is recorded.
      </p>
      <PassengerList
        scope="all"
        actions={rowMenu}
        empty={<EmptyState icon={Users} title="No passengers yet" description="Agents' passengers will appear here." />}
      />
      <EraseDialog passenger={deleting} onOpenChange={(o) => !o && setDeleting(null)} />
    </div>
  );
}
