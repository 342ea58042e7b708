import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  AGENT_PAGE_LIMITS,
  AgentBrandSchema,
  AgentPageSchema,
  type AgentPageInput,
  type AgentPageSettingsResponse,
} from '@domain/agent-page';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { EmptyState } from '~/components/ui/empty-state';
import { FormField } from '~/components/ui/form-field';
import { LoadError } from '~/components/ui/load-error';
import { ImageUpload } from '~/components/ui/image-upload';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { ApiError } from '~/lib/api';
import { agentPageKeys, checkAgentBrand, getAgentPageSettings, saveAgentPage } from './api';

type Values = z.output<typeof AgentPageSchema>;
const QUERY_KEY = agentPageKeys.settings();
const FIELDS = ['agentBrand', 'displayName', 'headline', 'bio', 'photoUrl', 'featuredQuoteIds'] as const;

/** /dashboard/agents/agent-page-settings: the agent's public page at /agents/<address>. */
export default function AgentPageSettingsPage() {
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => getAgentPageSettings(signal),
  });
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-3xl space-y-4" aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="Could not load your agent page"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        className="mx-auto max-w-3xl"
      />
    );
  }
  return <AgentPageForm key={query.dataUpdatedAt} data={query.data} />;
}

function defaults(data: AgentPageSettingsResponse): AgentPageInput {
  const p = data.page;
  return {
    agentBrand: p?.agentBrand ?? data.suggested.agentBrand,
    displayName: p?.displayName ?? data.suggested.displayName,
    headline: p?.headline ?? '',
    bio: p?.bio ?? '',
    photoUrl: p?.photoUrl ?? null,
    contact: p?.contact ?? {
      email: '',
      phone: '',
      whatsapp: '',
      show_email: false,
      show_phone: false,
      show_whatsapp: false,
    },
    featuredQuoteIds: p?.featuredQuoteIds ?? [],
    published: p?.published ?? false,
  };
}

/** Says whether the address is free while the agent types (the save checks again). */
function useBrandAvailability(brand: string, savedBrand: string | null) {
  const [state, setState] = useState<{ brand: string; message: string | null; available: boolean } | null>(null);
  useEffect(() => {
    const parsed = AgentBrandSchema.safeParse(brand);
    if (!parsed.success || parsed.data === savedBrand) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkAgentBrand(parsed.data, controller.signal)
        .then((r) => setState({ brand, message: r.message, available: r.available }))
        .catch(() => undefined);
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [brand, savedBrand]);
  return state && state.brand === brand ? state : null;
}

function ShowToggle({
  control,
  name,
  label,
}: {
  control: Control<AgentPageInput, unknown, Values>;
  name: 'contact.show_email' | 'contact.show_phone' | 'contact.show_whatsapp';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`ap-${name}`}
            checked={field.value === true}
            onCheckedChange={(v) => field.onChange(v === true)}
          />
          <Label htmlFor={`ap-${name}`} className="font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}

function AgentPageForm({ data }: { data: AgentPageSettingsResponse }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const saved = data.page;
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AgentPageInput, unknown, Values>({
    resolver: zodResolver(AgentPageSchema),
    defaultValues: defaults(data),
  });
  const brand = watch('agentBrand');
  const featured = watch('featuredQuoteIds') ?? [];
  const availability = useBrandAvailability(brand, saved?.agentBrand ?? null);
  const brandError =
    errors.agentBrand?.message ??
    (availability && !availability.available ? (availability.message ?? undefined) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const page = await saveAgentPage(values);
      queryClient.setQueryData<AgentPageSettingsResponse>(QUERY_KEY, { ...data, page });
      toast({
        title: 'Agent page saved',
        description: page.published ? 'Your page is live.' : 'Your page is saved but not published.',
      });
    } catch (e) {
      if (!(e instanceof ApiError)) return setFormError('Something went wrong. Please try again.');
      let placed = false;
      for (const [field, message] of Object.entries(e.fields ?? {})) {
        const name = FIELDS.find((f) => f === field);
        if (name) {
          setError(name, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFormError(e.message);
    }
  });

  const toggleFeatured = (id: string, on: boolean) => {
    const next = on ? [...featured, id] : featured.filter((x) => x !== id);
    setValue('featuredQuoteIds', next, { shouldDirty: true });
  };
  const published = data.quotes.filter((q) => q.isPublished);

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-3xl space-y-6" aria-label="Agent page settings">
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      {saved ? (
        <Alert
          variant={saved.published ? 'success' : 'default'}
          title={saved.published ? 'Your page is published' : 'Your page is not published yet'}
        >
          <a
            className="inline-flex items-center gap-1 font-medium text-brand underline"
            href={`/agents/${saved.agentBrand}`}
            target="_blank"
            rel="noopener"
          >
            {saved.publicUrl} <ExternalLink aria-hidden className="size-3.5" />
          </a>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Your page</CardTitle>
          <CardDescription>
            Customers find you at this address; share it on social media and in e-mails.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Page address"
            id="ap-brand"
            required
            error={brandError}
            hint={
              availability?.available && !errors.agentBrand
                ? `Available: /agents/${brand}`
                : `Lowercase letters, numbers and hyphens, ${AGENT_PAGE_LIMITS.brandMin}-${AGENT_PAGE_LIMITS.brandMax} characters.`
            }
            className="sm:col-span-2"
          >
            <Input autoComplete="off" spellCheck={false} {...register('agentBrand')} />
          </FormField>
          <FormField label="Display name" id="ap-name" required error={errors.displayName?.message}>
            <Input autoComplete="name" {...register('displayName')} />
          </FormField>
          <FormField
            label="Headline"
            id="ap-headline"
            error={errors.headline?.message}
            hint="One line, e.g. Family holidays from Bristol"
          >
            <Input {...register('headline')} />
          </FormField>
          <FormField label="About you" id="ap-bio" error={errors.bio?.message} className="sm:col-span-2">
            <Textarea rows={6} maxLength={AGENT_PAGE_LIMITS.bio} {...register('bio')} />
          </FormField>
          <Controller
            control={control}
            name="photoUrl"
            render={({ field }) => (
              <ImageUpload
                id="ap-photo"
                value={field.value ?? null}
                onChange={field.onChange}
                purpose="agent-photo"
                label="Your photo"
                aspect="square"
                error={errors.photoUrl?.message}
                className="sm:col-span-2"
              />
            )}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Contact options</CardTitle>
          <CardDescription>Only the ones you tick are shown on your page.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-2">
            <FormField label="Email" id="ap-email" error={errors.contact?.email?.message}>
              <Input type="email" autoComplete="email" {...register('contact.email')} />
            </FormField>
            <ShowToggle control={control} name="contact.show_email" label="Show email" />
          </div>
          <div className="space-y-2">
            <FormField label="Phone" id="ap-phone" error={errors.contact?.phone?.message}>
              <Input type="tel" autoComplete="tel" {...register('contact.phone')} />
            </FormField>
            <ShowToggle control={control} name="contact.show_phone" label="Show phone" />
          </div>
          <div className="space-y-2">
            <FormField label="WhatsApp" id="ap-whatsapp" error={errors.contact?.whatsapp?.message}>
              <Input type="tel" {...register('contact.whatsapp')} />
            </FormField>
            <ShowToggle control={control} name="contact.show_whatsapp" label="Show WhatsApp" />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Featured quotes</CardTitle>
          <CardDescription>
            Choose up to {AGENT_PAGE_LIMITS.featured} of your published quotes to show on your page.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {errors.featuredQuoteIds?.message ? (
            <p className="mb-2 text-sm text-danger">{errors.featuredQuoteIds.message}</p>
          ) : null}
          {published.length === 0 ? (
            <EmptyState title="No published quotes yet" description="Publish a quote and it can be featured here." />
          ) : (
            <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Published quotes">
              {published.map((q) => (
                <li key={q.id} className="flex items-center gap-3 px-3 py-2.5">
                  <Checkbox
                    id={`ap-q-${q.id}`}
                    checked={featured.includes(q.id)}
                    onCheckedChange={(v) => toggleFeatured(q.id, v === true)}
                    disabled={!featured.includes(q.id) && featured.length >= AGENT_PAGE_LIMITS.featured}
                  />
                  <Label htmlFor={`ap-q-${q.id}`} className="flex-1 font-normal">
                    <span className="font-medium">{q.title}</span>
                    {q.destination ? <span className="text-muted"> · {q.destination}</span> : null}
                  </Label>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardFooter className="flex-wrap justify-between gap-3 pt-6">
          <Controller
            control={control}
            name="published"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="ap-published"
                  checked={field.value === true}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
                <Label htmlFor="ap-published">Publish my page</Label>
              </div>
            )}
          />
          <Button type="submit" disabled={isSubmitting || (!isDirty && saved !== null)}>
            {isSubmitting ? <Spinner className="text-current" /> : null}
            Save agent page
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
