import { Search } from 'lucide-react';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/cn';
import type { ListControls } from './use-list-state';

/**
 * A list's search box: its label (visible, or for screen readers only), a
 * search icon and the input, which answers each key while the list follows
 * once typing pauses.
 */
export function ListSearch({
  list,
  id,
  label,
  labelHidden = false,
  placeholder,
  className,
}: {
  list: Pick<ListControls, 'search' | 'setSearch'>;
  id: string;
  label: string;
  labelHidden?: boolean;
  placeholder: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} className={labelHidden ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
