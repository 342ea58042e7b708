import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type LexicalEditor,
} from 'lexical';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  SquareArrowOutUpRight,
  Undo2,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { ImageUpload } from '~/components/ui/image-upload';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import { $createImageNode, $createQuoteEmbedNode, quotePathOf } from './nodes';

type Block = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number' | 'other';

/** Links the allow-list keeps: http(s), mailto, tel, a path on our site, an anchor. */
export function isAllowedLinkUrl(url: string): boolean {
  return /^(https?:\/\/[^\s/]+|mailto:\S+|tel:[\d+ ()-]+$|\/(?![/\\])|#)/i.test(url.trim());
}

function readBlock(editor: LexicalEditor): { block: Block; bold: boolean; italic: boolean; link: boolean } {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { block: 'other', bold: false, italic: false, link: false };
  const anchor = selection.anchor.getNode();
  const top =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (n) => {
          const parent = n.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());
  let block: Block = 'other';
  if ($isListNode(top)) {
    const list = $getNearestNodeOfType(anchor, ListNode);
    block = (list ?? top).getListType() === 'number' ? 'number' : 'bullet';
  } else if ($isHeadingNode(top)) {
    const tag = top.getTag();
    block = tag === 'h2' || tag === 'h3' ? tag : 'other';
  } else if ($isQuoteNode(top)) block = 'quote';
  else if (top.getType() === 'paragraph') block = 'paragraph';
  const link = $isLinkNode(anchor.getParent()) || $isLinkNode(anchor);
  void editor;
  return { block, bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), link };
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the text selection while clicking.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-ink transition-colors hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none disabled:opacity-40 [&_svg]:size-4',
        pressed && 'bg-brand-soft text-brand',
      )}
    >
      {children}
    </button>
  );
}

/** The editor's toolbar: block types, bold and italic, lists, links, images, quote cards, undo. */
export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ReturnType<typeof readBlock>>({
    block: 'paragraph',
    bold: false,
    italic: false,
    link: false,
  });
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [dialog, setDialog] = useState<'link' | 'image' | 'quote' | null>(null);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(() => setState(readBlock(editor)))),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (v) => {
            setCanUndo(v);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (v) => {
            setCanRedo(v);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );

  const setBlock = (block: 'paragraph' | 'h2' | 'h3' | 'quote') =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (block === 'paragraph') $setBlocksType(selection, () => $createParagraphNode());
      else if (block === 'quote') $setBlocksType(selection, () => $createQuoteNode());
      else $setBlocksType(selection, () => $createHeadingNode(block));
    });

  const toggleList = (type: 'bullet' | 'number') => {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b border-line bg-slate-50 px-2 py-1"
    >
      <ToolButton label="Paragraph" pressed={state.block === 'paragraph'} onClick={() => setBlock('paragraph')}>
        <Pilcrow aria-hidden />
      </ToolButton>
      <ToolButton label="Heading" pressed={state.block === 'h2'} onClick={() => setBlock('h2')}>
        <Heading2 aria-hidden />
      </ToolButton>
      <ToolButton label="Subheading" pressed={state.block === 'h3'} onClick={() => setBlock('h3')}>
        <Heading3 aria-hidden />
      </ToolButton>
      <ToolButton label="Quote" pressed={state.block === 'quote'} onClick={() => setBlock('quote')}>
        <Quote aria-hidden />
      </ToolButton>
      <span aria-hidden className="mx-1 h-6 w-px bg-line" />
      <ToolButton label="Bold" pressed={state.bold} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <Bold aria-hidden />
      </ToolButton>
      <ToolButton
        label="Italic"
        pressed={state.italic}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
      >
        <Italic aria-hidden />
      </ToolButton>
      <ToolButton label="Bulleted list" pressed={state.block === 'bullet'} onClick={() => toggleList('bullet')}>
        <List aria-hidden />
      </ToolButton>
      <ToolButton label="Numbered list" pressed={state.block === 'number'} onClick={() => toggleList('number')}>
        <ListOrdered aria-hidden />
      </ToolButton>
      <span aria-hidden className="mx-1 h-6 w-px bg-line" />
      <ToolButton
        label={state.link ? 'Edit or remove link' : 'Link'}
        pressed={state.link}
        onClick={() => setDialog('link')}
      >
        <Link2 aria-hidden />
      </ToolButton>
      <ToolButton label="Image" onClick={() => setDialog('image')}>
        <ImagePlus aria-hidden />
      </ToolButton>
      <ToolButton label="Quote card" onClick={() => setDialog('quote')}>
        <SquareArrowOutUpRight aria-hidden />
      </ToolButton>
      <span aria-hidden className="mx-1 h-6 w-px bg-line" />
      <ToolButton label="Undo" disabled={!canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
        <Undo2 aria-hidden />
      </ToolButton>
      <ToolButton label="Redo" disabled={!canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
        <Redo2 aria-hidden />
      </ToolButton>

      <LinkDialog
        open={dialog === 'link'}
        hasLink={state.link}
        onClose={() => setDialog(null)}
        onApply={(url) => editor.dispatchCommand(TOGGLE_LINK_COMMAND, url)}
      />
      <ImageDialog
        open={dialog === 'image'}
        onClose={() => setDialog(null)}
        onInsert={(src, alt) =>
          editor.update(() => {
            const p = $createParagraphNode();
            p.append($createImageNode(src, alt));
            $insertNodeToNearestRoot(p);
          })
        }
      />
      <QuoteCardDialog
        open={dialog === 'quote'}
        onClose={() => setDialog(null)}
        onInsert={(href, label) =>
          editor.update(() => {
            const p = $createParagraphNode();
            p.append($createQuoteEmbedNode(href, label));
            $insertNodeToNearestRoot(p);
          })
        }
      />
    </div>
  );
}

function LinkDialog({
  open,
  hasLink,
  onClose,
  onApply,
}: {
  open: boolean;
  hasLink: boolean;
  onClose: () => void;
  onApply: (url: string | null) => void;
}) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const value = url.trim();
    if (!isAllowedLinkUrl(value)) {
      setError('Enter an address starting with https://, a page of this site (/...) or mailto:');
      return;
    }
    onApply(value);
    setUrl('');
    setError(undefined);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{hasLink ? 'Edit link' : 'Add a link'}</DialogTitle>
          <DialogDescription>Select the words to link first. Links to other sites open in a new tab.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="space-y-4"
        >
          <FormField id="link-url" label="Address" error={error}>
            <Input
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://www.caa.co.uk/atol"
              autoFocus
            />
          </FormField>
          <DialogFooter>
            {hasLink ? (
              <Button
                variant="outline"
                onClick={() => {
                  onApply(null);
                  onClose();
                }}
              >
                Remove link
              </Button>
            ) : null}
            <Button type="submit">{hasLink ? 'Update link' : 'Add link'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ImageDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setSrc(null);
    setAlt('');
    setError(undefined);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent width={560}>
        <DialogHeader>
          <DialogTitle>Add an image</DialogTitle>
          <DialogDescription>It goes in below the paragraph you are in.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!src) {
              setError('Choose an image first');
              return;
            }
            onInsert(src, alt.trim());
            close();
          }}
        >
          <ImageUpload value={src} onChange={setSrc} purpose="quote-image" label="Image" error={error} />
          <FormField
            id="image-alt"
            label="Description"
            hint="What the image shows, for people who cannot see it (e.g. “Sunset over Santorini”)."
          >
            <Input value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Insert image</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function QuoteCardDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (href: string, label: string) => void;
}) {
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ address?: string; label?: string }>({});
  const close = () => {
    setAddress('');
    setLabel('');
    setErrors({});
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a quote card</DialogTitle>
          <DialogDescription>A card linking to one of our published quote pages.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            const href = quotePathOf(address, window.location.origin);
            const next = {
              address: href ? undefined : 'Paste the address of a quote page of this site (…/quotes/…)',
              label: label.trim() ? undefined : 'Enter the card’s title',
            };
            setErrors(next);
            if (!href || next.label) return;
            onInsert(href, label.trim());
            close();
          }}
        >
          <FormField id="quote-address" label="Quote page address" error={errors.address}>
            <Input
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              placeholder={`${window.location.origin}/quotes/…`}
              autoFocus
            />
          </FormField>
          <FormField id="quote-label" label="Card title" error={errors.label}>
            <Input
              value={label}
              onChange={(e) => setLabel(e.target.value)}
              placeholder="7 nights in Crete, half board"
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Insert card</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
