import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  BedDouble,
  Car,
  ClipboardList,
  Eye,
  EyeOff,
  FileText,
  Gift,
  Globe,
  Hotel,
  Link2,
  Map as MapIcon,
  PencilLine,
  Plane,
  PoundSterling,
  Save,
  Ship,
  Bus,
  Users,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, get, useForm, useFormContext, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { pickQuoteFields } from '@domain/quotes/fields';
import type { QuoteDto } from '@domain/quotes/schema';
import type { QuoteKind } from '@domain/quotes/status';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { LoadingBlock, Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { useAuth } from '~/features/auth/auth-context';
import { useBrandFonts } from '~/features/fonts/use-brand-fonts';
import { QuoteView } from '~/features/public-quote/quote-view';
import { ApiError } from '~/lib/api';
import { cn } from '~/lib/cn';
import { PostToFacebookDialog } from '~/features/social/post-to-facebook-dialog';
import { createQuote, displayTitle, editPath, getQuote, quoteKeys, setPublished, updateQuote } from '../api';
import { copyLinkWithToast } from '../components/quote-actions';
import { PublishedBadge, QuoteStatusBadge } from '../components/status-badge';
import { emptyBuilderValues, formPathFor, fromQuoteDto, type BuilderValues } from './form-model';
import { useNewQuoteValues } from './prefill';
import { previewData } from './preview-data';
import { builderResolver, validateBuilder } from './resolver';
import { BuilderSection, SectionNav, type SectionMeta } from './section';
import { ExtrasFields, PassengerFields, PolicyFields, PricingFields } from './sections-money';
import { ItineraryFields } from './sections-itinerary';
import {
  AccommodationFields,
  BasicsFields,
  CarHireFields,
  CruiseFields,
  FlightFields,
  HotelFields,
  TransferFields,
} from './sections-travel';
import { UnsavedChangesDialog } from './unsaved-dialog';
import { useUnsavedWarning } from './use-unsaved-warning';

type SectionDef = SectionMeta & { render: () => React.ReactNode; description: string; prefixes: readonly string[] };

const S = {
  basics: {
    id: 'basics',
    title: 'Basics',
    icon: FileText,
    description: 'Title, destination, dates',
    prefixes: ['title', 'destination', 'departure_date', 'duration_days'],
  },
  hotel: {
    id: 'hotel',
    title: 'Hotel',
    icon: Hotel,
    description: 'Name, stars, description, images',
    prefixes: ['hotel_', 'hero_image', 'image_urls', 'star_rating'],
  },
  flights: {
    id: 'flights',
    title: 'Flights',
    icon: Plane,
    description: 'Airports, times, airlines, luggage',
    prefixes: [
      'outbound_',
      'return_',
      'flight_',
      'airlines',
      'departure_airport',
      'destination_airport',
      'hand_luggage',
      'hold_luggage',
      'internal_flights',
    ],
  },
  accommodation: {
    id: 'accommodation',
    title: 'Accommodation',
    icon: BedDouble,
    description: 'Board basis, room, stay',
    prefixes: ['board_basis', 'room_type', 'accommodation_details'],
  },
  transfers: {
    id: 'transfers',
    title: 'Transfers',
    icon: Bus,
    description: 'Airport to hotel and back',
    prefixes: ['transfer_', 'pickup_location', 'dropoff_location'],
  },
  cruise: {
    id: 'cruise',
    title: 'Cruise',
    icon: Ship,
    description: 'Line, ship, cabin, ports',
    prefixes: ['cruise_details'],
  },
  car: {
    id: 'car-hire',
    title: 'Car hire',
    icon: Car,
    description: 'Company, car, pick-up and drop-off',
    prefixes: ['car_hire'],
  },
  extras: {
    id: 'extras',
    title: 'Extras',
    icon: Gift,
    description: 'Excursions, upgrades, add-ons',
    prefixes: ['extras'],
  },
  passengers: {
    id: 'passengers',
    title: 'Passengers',
    icon: Users,
    description: 'Who is travelling',
    prefixes: ['adults', 'children', 'infants', 'passengers'],
  },
  pricing: {
    id: 'pricing',
    title: 'Pricing and payments',
    icon: PoundSterling,
    description: 'Prices, deposit, payment schedule',
    prefixes: [
      'original_supplier_price',
      'supplier_discount',
      'agent_discount',
      'deposit',
      'payment_',
      'balance_due_date',
      'pricing_details',
    ],
  },
  itinerary: {
    id: 'itinerary',
    title: 'Day by day',
    icon: MapIcon,
    description: 'Days, places, activities',
    prefixes: ['itinerary_details'],
  },
  policies: {
    id: 'policies',
    title: 'Policies and notes',
    icon: ClipboardList,
    description: 'Cancellation, notes, supplier logo',
    prefixes: ['cancellation_policy', 'notes', 'show_supplier_logo', 'supplier_logo_url'],
  },
} as const;

function sectionsFor(kind: QuoteKind): SectionDef[] {
  if (kind === 'itinerary') {
    return [
      { ...S.basics, prefixes: [...S.basics.prefixes, 'hero_image'], render: () => <BasicsFields withHero /> },
      { ...S.itinerary, render: () => <ItineraryFields /> },
      { ...S.passengers, render: () => <PassengerFields /> },
      { ...S.extras, render: () => <ExtrasFields /> },
      { ...S.pricing, render: () => <PricingFields /> },
      { ...S.policies, render: () => <PolicyFields /> },
    ];
  }
  return [
    { ...S.basics, render: () => <BasicsFields /> },
    { ...S.hotel, render: () => <HotelFields /> },
    { ...S.flights, render: () => <FlightFields /> },
    { ...S.accommodation, render: () => <AccommodationFields /> },
    { ...S.transfers, render: () => <TransferFields /> },
    { ...S.cruise, render: () => <CruiseFields /> },
    { ...S.car, render: () => <CarHireFields /> },
    { ...S.extras, render: () => <ExtrasFields /> },
    { ...S.passengers, render: () => <PassengerFields /> },
    { ...S.pricing, render: () => <PricingFields /> },
    { ...S.policies, render: () => <PolicyFields /> },
  ];
}

/** Flattens react-hook-form's nested errors into their dotted paths. */
function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  if ('message' in errors && typeof errors.message === 'string') return [prefix];
  return Object.entries(errors).flatMap(([k, v]) => (k === 'ref' ? [] : errorPaths(v, prefix ? `${prefix}.${k}` : k)));
}

function LivePreview({ kind }: { kind: QuoteKind }) {
  const { control, getValues } = useFormContext<BuilderValues>();
  // Subscribes this panel (not the whole form) to every change; getValues gives them typed in full.
  useWatch({ control });
  const { profile } = useAuth();
  const data = previewData(getValues(), kind, profile);
  useBrandFonts(data.branding ? [data.branding.fontFamily] : []);
  return (
    <div
      className="q2-preview overflow-hidden rounded-xl border border-line bg-white shadow-sm"
      aria-label="Live preview"
      role="region"
    >
      <div className="flex items-center gap-2 border-b border-line bg-slate-50 px-3 py-2 text-xs text-muted">
        <Eye aria-hidden className="size-4" /> What your customer sees, in your branding
      </div>
      {/* QuoteView's page layout switches by viewport; inside this column it must stay one column. */}
      <style>
        {
          '.q2-preview .qv-layout{grid-template-columns:minmax(0,1fr)!important;margin-top:0!important}.q2-preview .qv-sticky{position:static!important}.q2-preview .qv-hero{min-height:300px}'
        }
      </style>
      <QuoteView quote={data} mode="preview" />
    </div>
  );
}

type BuilderProps = { kind: QuoteKind; quote: QuoteDto | null; initial?: BuilderValues };

function Builder({ kind, quote, initial }: BuilderProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saved, setSaved] = useState<QuoteDto | null>(quote);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const form = useForm<BuilderValues>({
    resolver: builderResolver,
    defaultValues: quote ? fromQuoteDto(quote) : (initial ?? emptyBuilderValues()),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { formState, handleSubmit, reset, setError, getValues } = form;
  const dirtyRef = useRef(false);
  dirtyRef.current = formState.isDirty;
  const isDirty = useCallback(() => dirtyRef.current, []);
  const blocker = useUnsavedWarning(isDirty);
  const sections = sectionsFor(kind);
  const errored = new Set(
    errorPaths(formState.errors).flatMap((p) =>
      sections.filter((s) => s.prefixes.some((pre) => p.startsWith(pre))).map((s) => s.id),
    ),
  );

  useEffect(() => {
    if (formState.submitCount > 0 && errored.size > 0)
      setFormError('Some fields need your attention: they are marked in red.');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only after a submit attempt
  }, [formState.submitCount]);

  const placeServerErrors = (e: unknown) => {
    if (!(e instanceof ApiError)) return setFormError('Something went wrong. Please try again.');
    let placed = false;
    for (const [field, message] of Object.entries(e.fields ?? {})) {
      const path = formPathFor(field.split('.'));
      if (get(getValues(), path) === undefined) continue;
      setError(path as Path<BuilderValues>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
    setFormError(placed ? 'Some fields need your attention: they are marked in red.' : e.message);
  };

  /** Saves the form (POST the first time, PATCH after); returns the saved quote or null. */
  const save = async (values: BuilderValues): Promise<QuoteDto | null> => {
    const result = validateBuilder(values);
    if (!result.ok) return null;
    // Only the SPEC 3 allow-list leaves the browser (the server filters again).
    const body = pickQuoteFields(result.input);
    try {
      const dto = saved ? await updateQuote(saved.id, body) : await createQuote({ ...body, kind });
      setFormError(null);
      setSaved(dto);
      client.setQueryData(quoteKeys.byId(dto.id), dto);
      void client.invalidateQueries({ queryKey: quoteKeys.lists() });
      reset(fromQuoteDto(dto));
      dirtyRef.current = false;
      if (!saved) navigate(editPath(dto), { replace: true });
      return dto;
    } catch (e) {
      placeServerErrors(e);
      return null;
    }
  };

  const onSave = handleSubmit(async (values) => {
    setBusy('save');
    const dto = await save(values);
    setBusy(null);
    if (dto) toast({ title: 'Quote saved', description: dto.title ?? undefined });
  });

  const onPublish = handleSubmit(async (values) => {
    setBusy('publish');
    try {
      const current = formState.isDirty || !saved ? await save(values) : saved;
      if (!current) return;
      const publish = !current.is_published;
      const dto = await setPublished(current.id, publish);
      setSaved(dto);
      client.setQueryData(quoteKeys.byId(dto.id), dto);
      void client.invalidateQueries({ queryKey: quoteKeys.lists() });
      toast({
        title: publish ? 'Quote published' : 'Quote unpublished',
        description: publish ? 'Customers with the link can open it now.' : 'The public page is hidden.',
      });
    } catch (e) {
      placeServerErrors(e);
    } finally {
      setBusy(null);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSave}
        noValidate
        aria-label={kind === 'itinerary' ? 'Itinerary builder' : 'Quote builder'}
        className="space-y-4"
      >
        <div className="sticky top-14 z-20 -mx-4 border-b border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:top-0 lg:-mx-8 lg:px-8">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Button variant="ghost" size="icon" asChild>
              <Link to="/dashboard/quotes" aria-label="Back to quotes">
                <ArrowLeft aria-hidden />
              </Link>
            </Button>
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-lg font-semibold text-ink sm:text-xl">
                {saved ? (saved.title ?? 'Untitled quote') : kind === 'itinerary' ? 'New itinerary' : 'New quote'}
              </h1>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                {saved ? (
                  <>
                    <QuoteStatusBadge status={saved.quote_status} />
                    <PublishedBadge published={saved.is_published} />
                    <span>{saved.label}</span>
                  </>
                ) : (
                  <span>Not saved yet</span>
                )}
                {formState.isDirty ? <span className="font-medium text-amber-800">Unsaved changes</span> : null}
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {saved ? (
                <Button variant="outline" size="sm" onClick={() => void copyLinkWithToast(saved)}>
                  <Link2 aria-hidden /> <span className="hidden sm:inline">Copy link</span>
                  <span className="sr-only sm:hidden">Copy public link</span>
                </Button>
              ) : null}
              {saved ? <PostToFacebookDialog quote={{ ...saved, title: displayTitle(saved) }} /> : null}
              <Button variant="outline" size="sm" onClick={() => void onPublish()} disabled={busy !== null}>
                {busy === 'publish' ? (
                  <Spinner className="text-current" />
                ) : saved?.is_published ? (
                  <EyeOff aria-hidden />
                ) : (
                  <Globe aria-hidden />
                )}
                {saved?.is_published ? 'Unpublish' : 'Publish'}
              </Button>
              <Button type="submit" size="sm" disabled={busy !== null}>
                {busy === 'save' ? <Spinner className="text-current" /> : <Save aria-hidden />}
                Save
              </Button>
            </div>
          </div>
          <SectionChips sections={sections} errored={errored} className="mt-3 hidden md:flex 2xl:hidden" />
          <div
            role="group"
            aria-label="Builder view"
            className="mt-3 grid grid-cols-2 rounded-lg border border-line bg-surface p-1 xl:hidden"
          >
            {(['edit', 'preview'] as const).map((t) => (
              <button
                key={t}
                type="button"
                aria-pressed={tab === t}
                onClick={() => {
                  setTab(t);
                  window.scrollTo({ top: 0 });
                }}
                className={cn(
                  'flex items-center justify-center gap-2 rounded-md py-1.5 text-sm font-medium',
                  tab === t ? 'bg-brand text-white' : 'text-muted',
                )}
              >
                {t === 'edit' ? <PencilLine aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
                {t === 'edit' ? 'Edit' : 'Preview'}
              </button>
            ))}
          </div>
        </div>

        {formError ? <Alert variant="destructive">{formError}</Alert> : null}

        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] 2xl:grid-cols-[11rem_minmax(0,1fr)_30rem]">
          <aside className="hidden 2xl:block">
            <SectionNav sections={sections} errored={errored} />
          </aside>
          <div className={cn('min-w-0 space-y-4', tab === 'preview' && 'hidden xl:block')}>
            <SectionChips sections={sections} errored={errored} className="md:hidden" />
            {sections.map((s) => (
              <BuilderSection key={s.id} meta={s} description={s.description} hasError={errored.has(s.id)} defaultOpen>
                {s.render()}
              </BuilderSection>
            ))}
            <div className="flex justify-end gap-2 pb-8">
              <Button type="submit" disabled={busy !== null}>
                {busy === 'save' ? <Spinner className="text-current" /> : <Save aria-hidden />}
                Save quote
              </Button>
            </div>
          </div>
          <div className={cn('min-w-0', tab === 'edit' && 'hidden xl:block')}>
            <div className="xl:sticky xl:top-28 xl:max-h-[calc(100dvh-8rem)] xl:overflow-y-auto">
              <LivePreview kind={kind} />
            </div>
          </div>
        </div>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </FormProvider>
  );
}

/** Section anchors as a row of chips (the sticky side list takes over on very wide screens). */
function SectionChips({
  sections,
  errored,
  className,
}: {
  sections: readonly SectionMeta[];
  errored: ReadonlySet<string>;
  className?: string;
}) {
  return (
    <nav aria-label="Jump to section" className={cn('-mx-1 flex gap-1 overflow-x-auto px-1 pb-1', className)}>
      {sections.map((s) => (
        <a
          key={s.id}
          href={`#${s.id}`}
          className={cn(
            'shrink-0 rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-slate-700 hover:border-brand hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
            errored.has(s.id) && 'border-danger text-danger',
          )}
        >
          {s.title}
        </a>
      ))}
    </nav>
  );
}

function NotFoundPanel() {
  return (
    <Alert variant="destructive" title="Quote not found">
      <p>It may have been deleted, or it belongs to someone else.</p>
      <Button variant="outline" size="sm" className="mt-3" asChild>
        <Link to="/dashboard/quotes">Back to your quotes</Link>
      </Button>
    </Alert>
  );
}

function EditLoader({ kind }: { kind: QuoteKind }) {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: quoteKeys.byId(id),
    queryFn: ({ signal }) => getQuote(id, signal),
    // The builder's form is the truth while editing: no refetch on focus overwriting it.
    refetchOnWindowFocus: false,
    retry: (n, e) => !(e instanceof ApiError && (e.status === 404 || e.status === 400)) && n < 2,
  });
  if (query.isPending) return <LoadingBlock text="Loading quote..." />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
      return <NotFoundPanel />;
    return (
      <LoadError title="Could not load the quote" message={query.error.message} onRetry={() => void query.refetch()} />
    );
  }
  // The kind is chosen at creation; an itinerary opened on the standard path still gets its day plan.
  return <Builder key={query.data.id} kind={query.data.kind ?? kind} quote={query.data} />;
}

export function NewQuotePage() {
  return <Builder kind="standard" quote={null} initial={useNewQuoteValues()} />;
}

export function NewItineraryPage() {
  return <Builder kind="itinerary" quote={null} initial={useNewQuoteValues()} />;
}

export function EditQuotePage() {
  return <EditLoader kind="standard" />;
}

export function EditItineraryPage() {
  return <EditLoader kind="itinerary" />;
}
