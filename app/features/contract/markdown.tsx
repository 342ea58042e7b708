import { Fragment, type ReactNode } from 'react';

/*
 * The agreement's Markdown as React elements: headings, paragraphs, bullet
 * and numbered lists, **bold** and *italic*. Text is only ever text (React
 * escapes it), so no HTML in the stored agreement can reach the page.
 */

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

/** Splits Markdown into blocks (exported for tests). */
export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ...list });
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading?.[1] && heading[2] !== undefined) {
      flush();
      const level = heading[1].length;
      blocks.push({ kind: 'heading', level: level === 1 ? 1 : level === 2 ? 2 : 3, text: heading[2] });
    } else if ((bullet?.[1] ?? numbered?.[1]) !== undefined) {
      const ordered = numbered !== null;
      if (paragraph.length) {
        blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
        paragraph = [];
      }
      if (!list || list.ordered !== ordered) {
        if (list) blocks.push({ kind: 'list', ...list });
        list = { ordered, items: [] };
      }
      list.items.push(bullet?.[1] ?? numbered?.[1] ?? '');
    } else if (list && raw.startsWith('  ')) {
      // A continuation line of the last item.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) {
        blocks.push({ kind: 'list', ...list });
        list = null;
      }
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** **bold** and *italic* inside a line. */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (match[1] !== undefined) parts.push(<strong key={match.index}>{match[1]}</strong>);
    else parts.push(<em key={match.index}>{match[2]}</em>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function Markdown({ source, headingOffset = 0 }: { source: string; headingOffset?: 0 | 1 }) {
  return (
    <>
      {parseBlocks(source).map((block, i) => {
        if (block.kind === 'heading') {
          const level = Math.min(4, block.level + headingOffset);
          const Tag = level === 1 ? 'h1' : level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
          const size = level <= 1 ? 'text-2xl' : level === 2 ? 'text-lg' : 'text-base';
          return (
            <Tag key={i} className={`${size} mt-6 mb-2 font-semibold text-ink first:mt-0`}>
              {inline(block.text)}
            </Tag>
          );
        }
        if (block.kind === 'list') {
          const Tag = block.ordered ? 'ol' : 'ul';
          return (
            <Tag key={i} className={`${block.ordered ? 'list-decimal' : 'list-disc'} my-3 space-y-1.5 pl-6`}>
              {block.items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </Tag>
          );
        }
        return (
          <p key={i} className="my-3 leading-relaxed">
            {inline(block.text).map((part, j) => (
              <Fragment key={j}>{part}</Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
