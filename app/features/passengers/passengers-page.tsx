import { MoreHorizontal, UserPlus, Users } from 'lucide-react';
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
import { HouseholdDialog } from './household-dialog';
import { HouseholdsSection } from './households-section';
import { PassengerFormDialog } from './passenger-form-dialog';
import { PassengerList } from './passenger-list';

/**
 * /dashboard/passengers: the agent's passengers (search, filters, sort,
 * export), add and delete, and their households.
 */
export default function PassengersPage() {
  const [adding, setAdding] = useState(false);
  const [addingHousehold, setAddingHousehold] = useState(false);
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
        <DropdownMenuItem asChild>
          <Link to={`/dashboard/passengers/${p.id}?edit=1`}>Edit</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-danger" onSelect={() => setDeleting(p)}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <div className="space-y-8">
      <div className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            Everyone you book for: passport details, contacts and who travels with whom.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setAddingHousehold(true)}>
              <Users aria-hidden /> New household
            </Button>
            <Button onClick={() => setAdding(true)}>
              <UserPlus aria-hidden /> Add passenger
            </Button>
          </div>
        </div>
        <PassengerList
          scope="own"
          actions={rowMenu}
          empty={
            <EmptyState
              icon={Users}
              title="No passengers yet"
              description="Add the people you book for once; their passport and contact details are then at hand for every quote and booking."
              action={
                <Button onClick={() => setAdding(true)}>
                  <UserPlus aria-hidden /> Add passenger
                </Button>
              }
            />
          }
        />
      </div>

      <HouseholdsSection onCreate={() => setAddingHousehold(true)} />

      <PassengerFormDialog open={adding} onOpenChange={setAdding} passenger={null} />
      <HouseholdDialog open={addingHousehold} onOpenChange={setAddingHousehold} household={null} />
      <EraseDialog passenger={deleting} onOpenChange={(o) => !o && setDeleting(null)} />
    </div>
  );
}
