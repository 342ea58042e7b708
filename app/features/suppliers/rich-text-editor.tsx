import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import {
  $getRoot,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type EditorState,
  type LexicalEditor,
} from 'lexical';
import { Bold, Italic, Link2, List, ListOrdered } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** Only links a reader can safely follow; the server's sanitiser has the last word. */
function linkHref(text: string): string | null {
  const value = text.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (/^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(value)) return `https://${value}`;
  return null;
}

function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
        active && 'bg-brand-soft text-brand',
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext();
  const [marks, setMarks] = useState({ bold: false, italic: false, link: false });
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          const node = selection.anchor.getNode();
          setMarks({
            bold: selection.hasFormat('bold'),
            italic: selection.hasFormat('italic'),
            link: $isLinkNode(node) || $isLinkNode(node.getParent()),
          });
        });
      }),
    [editor],
  );

  const applyLink = () => {
    const href = linkHref(linkText);
    if (!href) {
      setLinkError('Enter a web address (https://...), an e-mail (mailto:...) or a phone (tel:...)');
      return;
    }
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, href);
    setLinkOpen(false);
    setLinkText('');
    setLinkError(null);
  };

  return (
    <div className="border-b border-line bg-slate-50 px-2 py-1">
      <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap items-center gap-1">
        <ToolbarButton
          label="Bold"
          active={marks.bold}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
        >
          <Bold aria-hidden className="size-4" />
        </ToolbarButton>
        <ToolbarButton
          label="Italic"
          active={marks.italic}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
        >
          <Italic aria-hidden className="size-4" />
        </ToolbarButton>
        <ToolbarButton
          label="Bulleted list"
          onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
        >
          <List aria-hidden className="size-4" />
        </ToolbarButton>
        <ToolbarButton
          label="Numbered list"
          onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
        >
          <ListOrdered aria-hidden className="size-4" />
        </ToolbarButton>
        <ToolbarButton
          label={marks.link ? 'Remove link' : 'Link'}
          active={marks.link}
          onClick={() => {
            if (marks.link) editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
            else setLinkOpen((open) => !open);
          }}
        >
          <Link2 aria-hidden className="size-4" />
        </ToolbarButton>
      </div>
      {linkOpen ? (
        <div className="flex flex-wrap items-center gap-2 py-1">
          <label className="sr-only" htmlFor={`${label}-link`}>
            Link address
          </label>
          <input
            id={`${label}-link`}
            autoFocus
            value={linkText}
            placeholder="https://..."
            onChange={(e) => setLinkText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
              if (e.key === 'Escape') setLinkOpen(false);
            }}
            className="h-8 min-w-0 flex-1 rounded-md border border-line bg-surface px-2 text-sm"
          />
          <button
            type="button"
            onClick={applyLink}
            className="h-8 rounded-md bg-brand px-3 text-sm font-medium text-white"
          >
            Add link
          </button>
          {linkError ? <p className="w-full text-xs text-danger">{linkError}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** Loads the starting HTML once, when the editor is made (the form remounts the editor to reset it). */
function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
    if (!html) return;
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const root = $getRoot();
    root.clear();
    root.append(...$generateNodesFromDOM(editor, dom));
  };
}

/**
 * A small rich text box (bold, italic, lists, links) that reads and writes
 * HTML. What it writes is cleaned again on the server before it is stored.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  minHeight = 'min-h-32',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  minHeight?: string;
}) {
  const onEditorChange = (state: EditorState, editor: LexicalEditor) => {
    state.read(() => {
      const text = $getRoot().getTextContent().trim();
      onChange(text === '' ? '' : $generateHtmlFromNodes(editor, null));
    });
  };
  return (
    <LexicalComposer
      initialConfig={{
        namespace: id,
        nodes: [ListNode, ListItemNode, LinkNode],
        onError: (error) => {
          throw error;
        },
        editorState: loadHtml(value),
        theme: {
          text: { bold: 'font-semibold', italic: 'italic' },
          list: { ul: 'list-disc pl-6', ol: 'list-decimal pl-6' },
          link: 'text-brand underline',
          paragraph: 'mb-2 last:mb-0',
        },
      }}
    >
      <div
        className={cn(
          'overflow-hidden rounded-lg border border-line bg-surface focus-within:ring-2 focus-within:ring-brand',
          invalid && 'border-danger',
        )}
      >
        <Toolbar label={label} />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                aria-label={label}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className={cn('px-3 py-2 text-sm text-ink outline-none', minHeight)}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={(url) => linkHref(url) !== null} />
        <OnChangePlugin ignoreSelectionChange onChange={onEditorChange} />
      </div>
    </LexicalComposer>
  );
}
