import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { useCan } from '~/features/auth/use-can';

/** "Search hotels and cars", where an agent works on quotes; nothing for roles without live search. */
export function LiveSearchAction() {
  const can = useCan();
  if (!can('live.search')) return null;
  return (
    <Button variant="outline" asChild>
      <Link to="/dashboard/live-search">
        <Search aria-hidden /> Search hotels and cars
      </Link>
    </Button>
  );
}
