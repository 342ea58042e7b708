import { RefreshCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

/** Data that could not be loaded: what failed, the reason, and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  className,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert variant="destructive" title={title} className={className}>
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden /> Try again
      </Button>
    </Alert>
  );
}
