import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone, Pencil, Pin, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatLongDate } from '@domain/formats';
import { londonToday } from '@domain/live/dates';
import type { SupplierUpdateDto } from '@domain/suppliers/responses';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { useListState } from '~/components/list/use-list-state';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { applyApiErrors } from '~/features/profile/apply-api-errors';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import {
  createSupplierUpdate,
  deleteSupplierUpdate,
  editSupplierUpdate,
  listSupplierUpdates,
  listSuppliers,
  supplierKeys,
  type SupplierUpdateListParams,
} from './api';
import { RichTextEditor } from './rich-text-editor';
import { RICH_TEXT_CLASSES } from './types';

type UpdateForm = { title: string; body_html: string; supplier_id: string; published_on: string; pinned: boolean };
const FIELDS = ['title', 'body_html', 'supplier_id', 'published_on', 'pinned'] as const;
const ADMIN_FEED = { filters: {}, pageSize: 10 } as const;

/** The admin's Supplier Updates: post, edit, pin and delete the news agents read. */
export function AdminSupplierUpdates() {
  const list = useListState(ADMIN_FEED);
  const params: SupplierUpdateListParams = { q: list.query.q, page: list.query.page, pageSize: list.query.pageSize };
  const client = useQueryClient();
  const [editing, setEditing] = useState<SupplierUpdateDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SupplierUpdateDto | null>(null);
  const query = useQuery({
    queryKey: supplierKeys.updateList(params),
    queryFn: ({ signal }) => listSupplierUpdates(params, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <ListSearch
          list={list}
          id="admin-update-search"
          label="Search updates"
          labelHidden
          placeholder="Search by title or supplier"
          className="sm:w-80"
        />
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden /> Post update
        </Button>
      </div>
      <ListShell
        query={query}
        list={list}
        loading={<ListSkeleton label="Loading supplier updates" />}
        errorTitle="Could not load the supplier updates"
        noun="updates"
        noMatch="Try another search."
        empty={
          <EmptyState
            icon={Megaphone}
            title="No supplier updates yet"
            description="Post news about a supplier (a new brochure, a price change, a booking tip) and every agent sees it as unread."
          />
        }
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Supplier updates">
            {items.map((u) => (
              <li key={u.id}>
                <Card className="space-y-2 p-4 sm:p-5">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 space-y-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-ink">{u.title}</span>
                        {u.pinned ? (
                          <Badge variant="warning">
                            <Pin aria-hidden className="size-3" /> Pinned
                          </Badge>
                        ) : null}
                      </p>
                      <p className="text-sm text-muted">
                        {formatLongDate(u.published_on)}
                        {u.supplier ? ` · ${u.supplier.name}` : ' · All suppliers'}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-1">
                      <Button variant="ghost" size="sm" onClick={() => setEditing(u)} aria-label={`Edit ${u.title}`}>
                        <Pencil aria-hidden /> Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-danger"
                        onClick={() => setDeleting(u)}
                        aria-label={`Delete ${u.title}`}
                      >
                        <Trash2 aria-hidden /> Delete
                      </Button>
                    </div>
                  </div>
                  <div
                    className={`${RICH_TEXT_CLASSES} line-clamp-3`}
                    dangerouslySetInnerHTML={{ __html: u.body_html }}
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListShell>

      {editing !== null ? (
        <UpdateDialog update={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) setDeleting(null);
        }}
        title="Delete this update?"
        description={deleting ? `"${deleting.title}" will be removed for every agent.` : ''}
        confirmLabel="Delete update"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteSupplierUpdate(deleting.id);
          toast({ title: 'Update deleted', description: deleting.title });
          await client.invalidateQueries({ queryKey: supplierKeys.updates });
        }}
      />
    </div>
  );
}

function UpdateDialog({ update, onClose }: { update: SupplierUpdateDto | null; onClose: () => void }) {
  const client = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const suppliers = useQuery({
    queryKey: supplierKeys.list({ pageSize: 100, sort: 'name_asc' }),
    queryFn: ({ signal }) => listSuppliers({ pageSize: 100, sort: 'name_asc' }, signal),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateForm>({
    defaultValues: {
      title: update?.title ?? '',
      body_html: update?.body_html ?? '',
      supplier_id: update?.supplier?.id ?? '',
      published_on: update?.published_on ?? londonToday(),
      pinned: update?.pinned ?? false,
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    const body = {
      title: v.title.trim(),
      body_html: v.body_html,
      supplier_id: v.supplier_id || null,
      published_on: v.published_on,
      pinned: v.pinned,
    };
    try {
      const saved = update ? await editSupplierUpdate(update.id, body) : await createSupplierUpdate(body);
      await client.invalidateQueries({ queryKey: supplierKeys.updates });
      toast({ title: update ? 'Update saved' : 'Update posted', description: saved.title });
      onClose();
    } catch (e) {
      setFormError(applyApiErrors(e, FIELDS, setError));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent width={640}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={update ? 'Edit update' : 'Post update'}>
          <DialogHeader>
            <DialogTitle>{update ? 'Edit supplier update' : 'Post a supplier update'}</DialogTitle>
            <DialogDescription>Every agent sees a new update as unread in Supplier Updates.</DialogDescription>
          </DialogHeader>
          {formError ? <Alert variant="destructive">{formError}</Alert> : null}
          <FormField label="Title" id="update-title" error={errors.title?.message} required>
            <Input autoFocus {...register('title', { validate: (v) => v.trim() !== '' || 'Title is required' })} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Supplier" id="update-supplier" error={errors.supplier_id?.message}>
              <NativeSelect {...register('supplier_id')}>
                <option value="">All suppliers (general news)</option>
                {update?.supplier && !suppliers.data?.items.some((s) => s.id === update.supplier?.id) ? (
                  <option value={update.supplier.id}>{update.supplier.name}</option>
                ) : null}
                {(suppliers.data?.items ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Date" id="update-date" error={errors.published_on?.message} required>
              <Input type="date" {...register('published_on', { required: 'Date is required' })} />
            </FormField>
          </div>
          <div className="grid gap-1.5">
            <span className="text-sm font-medium text-ink" id="update-body-label">
              Body{' '}
              <span className="text-danger" aria-hidden>
                *
              </span>
            </span>
            <Controller
              control={control}
              name="body_html"
              rules={{ validate: (v) => v.replace(/<[^>]*>/g, '').trim() !== '' || 'Body is required' }}
              render={({ field }) => (
                <RichTextEditor
                  id="update-body"
                  label="Body"
                  value={field.value}
                  onChange={field.onChange}
                  invalid={!!errors.body_html}
                  describedBy={errors.body_html ? 'update-body-error' : undefined}
                />
              )}
            />
            {errors.body_html ? (
              <p id="update-body-error" className="text-sm font-medium text-danger">
                {errors.body_html.message}
              </p>
            ) : null}
          </div>
          <Controller
            control={control}
            name="pinned"
            render={({ field }) => (
              <label className="flex items-center gap-2 text-sm text-ink">
                <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
                Pin to the top of the feed
              </label>
            )}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="text-current" /> : null}
              {update ? 'Save update' : 'Post update'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
