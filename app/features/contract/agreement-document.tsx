import type { AgreementVersionDto } from '@domain/join/responses';
import { cn } from '~/lib/cn';
import { Markdown } from './markdown';

/** The agreement's text in a readable column; scrolls inside its box unless printed. */
export function AgreementDocument({
  agreement,
  scroll = false,
  className,
}: {
  agreement: Pick<AgreementVersionDto, 'body' | 'version' | 'publishedAt'>;
  scroll?: boolean;
  className?: string;
}) {
  return (
    <article
      aria-label="Agreement text"
      tabIndex={scroll ? 0 : undefined}
      className={cn(
        'rounded-xl border border-line bg-white px-5 py-6 text-sm text-ink sm:px-8',
        scroll &&
          'max-h-[28rem] overflow-y-auto focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none print:max-h-none print:overflow-visible',
        className,
      )}
    >
      {/* The page has its own h1: the document's headings start one level down. */}
      <Markdown source={agreement.body} headingOffset={1} />
    </article>
  );
}
