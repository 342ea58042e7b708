import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  type EditorThemeClasses,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { useEffect, useState } from 'react';
import { ImageNode, QuoteEmbedNode } from './nodes';
import { Toolbar, isAllowedLinkUrl } from './toolbar';

/** What the page asks of the editor: its HTML now (read at save time, not on every key). */
export type RichTextHandle = { getHtml: () => string };

const THEME: EditorThemeClasses = {
  paragraph: 'mb-3',
  heading: { h2: 'mt-6 mb-2 text-2xl font-semibold', h3: 'mt-5 mb-2 text-xl font-semibold' },
  quote: 'my-4 border-l-4 border-brand pl-4 text-slate-700',
  list: {
    ul: 'mb-3 list-disc pl-6',
    ol: 'mb-3 list-decimal pl-6',
    listitem: 'my-1',
    nested: { listitem: 'list-none' },
  },
  link: 'text-brand underline',
  table: 'my-3 w-full border-collapse text-sm',
  tableCell: 'border border-line px-2 py-1 align-top',
  tableCellHeader: 'bg-slate-50 font-semibold',
  text: { bold: 'font-semibold', italic: 'italic', underline: 'underline', code: 'rounded bg-slate-100 px-1' },
};

/** Top-level nodes from parsed HTML, with loose inline ones gathered into paragraphs. */
function $fillRoot(editor: LexicalEditor, html: string) {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const root = $getRoot();
  root.clear();
  let loose: LexicalNode[] = [];
  const flush = () => {
    if (loose.length === 0) return;
    const p = $createParagraphNode();
    p.append(...loose);
    root.append(p);
    loose = [];
  };
  for (const node of $generateNodesFromDOM(editor, dom)) {
    if (($isElementNode(node) && !node.isInline()) || ($isDecoratorNode(node) && !node.isInline())) {
      flush();
      root.append(node);
    } else {
      loose.push(node);
    }
  }
  flush();
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

function HandlePlugin({ onReady }: { onReady: (handle: RichTextHandle) => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    onReady({ getHtml: () => editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null)) });
  }, [editor, onReady]);
  return null;
}

/**
 * The article's rich text: headings, lists, links, quotes, images from our
 * uploads and quote cards. Lexical is only loaded with the editor page.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  onReady,
  labelId,
}: {
  initialHtml: string;
  /** Called on every change of the text (not of the selection). */
  onChange: () => void;
  onReady: (handle: RichTextHandle) => void;
  labelId: string;
}) {
  const [config] = useState<InitialConfigType>(() => ({
    namespace: 'blog-article',
    theme: THEME,
    // Tables are kept as written (the seeded articles have them); the toolbar adds none.
    nodes: [
      HeadingNode,
      QuoteNode,
      ListNode,
      ListItemNode,
      LinkNode,
      TableNode,
      TableRowNode,
      TableCellNode,
      ImageNode,
      QuoteEmbedNode,
    ],
    onError: (error) => {
      throw error;
    },
    editorState: (editor) => $fillRoot(editor, initialHtml),
  }));

  return (
    <LexicalComposer initialConfig={config}>
      <div className="overflow-hidden rounded-lg border border-line bg-surface focus-within:ring-2 focus-within:ring-brand">
        <Toolbar />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-labelledby={labelId}
                aria-multiline
                data-testid="article-body"
                className="min-h-[360px] px-4 py-3 text-base leading-relaxed text-ink outline-none sm:px-6"
                aria-placeholder="Write the article…"
                placeholder={
                  <p className="pointer-events-none absolute top-3 left-4 text-muted sm:left-6">Write the article…</p>
                }
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <TablePlugin hasCellMerge={false} hasCellBackgroundColor={false} hasHorizontalScroll />
      <LinkPlugin validateUrl={isAllowedLinkUrl} />
      <OnChangePlugin ignoreSelectionChange ignoreHistoryMergeTagChange onChange={onChange} />
      <HandlePlugin onReady={onReady} />
    </LexicalComposer>
  );
}
