import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  BRANDING_MESSAGES,
  BrandingSchema,
  DEFAULT_BRANDING,
  THEME_KEYS,
  THEME_LABELS,
  THEME_OPTIONS,
  isHexColor,
  normalizeHex,
  readableTextOn,
  resolveBranding,
  type Branding,
  type BrandingDto,
  type BrandingInput,
} from '@domain/branding';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { ImageUpload } from '~/components/ui/image-upload';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { useAuth } from '~/features/auth/auth-context';
import { ApiError } from '~/lib/api';
import { brandingKeys, getBranding, saveBranding } from './api';
import { ColourField } from './colour-field';
import { FontPicker } from './font-picker';
import { BrandingPreview } from './branding-preview';

type BrandingOutput = z.output<typeof BrandingSchema>;

const OPTION_TEXT: Record<string, string> = {
  rounded: 'Rounded',
  pill: 'Pill',
  square: 'Square',
  elevated: 'Elevated (shadow)',
  outlined: 'Outlined',
  flat: 'Flat',
  normal: 'Normal',
  medium: 'Medium',
  semibold: 'Semibold',
  bold: 'Bold',
  light: 'Light',
  none: 'None',
  small: 'Small',
  large: 'Large',
  subtle: 'Subtle',
  strong: 'Strong',
  left: 'Left',
  center: 'Centre',
  right: 'Right',
};

export const BRANDING_QUERY_KEY = brandingKeys.mine();

/** Whatever of the form is valid so far, over the last saved branding, for the live preview. */
function previewBranding(values: BrandingInput, saved: Branding): Branding {
  const colour = (v: string, fallback: string) => (isHexColor(v) && readableTextOn(v) ? normalizeHex(v) : fallback);
  return resolveBranding({
    brand_primary_color: colour(values.primaryColor, saved.primaryColor),
    brand_secondary_color: colour(values.secondaryColor, saved.secondaryColor),
    brand_font_family: values.fontFamily,
    brand_theme_config: values.themeConfig,
  });
}

/** Branding settings on /dashboard/profile (SPEC 3, 5, 8): colours, font, theme, logo, live preview. */
export default function BrandingSettings() {
  const { profile } = useAuth();
  const query = useQuery({
    queryKey: BRANDING_QUERY_KEY,
    queryFn: ({ signal }) => getBranding(signal),
  });
  if (query.isPending) {
    return (
      <Card aria-busy="true" aria-label="Branding">
        <CardHeader>
          <CardTitle>Branding</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </CardContent>
      </Card>
    );
  }
  // SPEC 8: a failed load says so and the defaults are used.
  const saved: BrandingDto = query.data ?? { ...DEFAULT_BRANDING, logoUrl: profile?.brand_logo_url ?? null };
  return <BrandingForm key={query.dataUpdatedAt} saved={saved} loadFailed={query.isError} />;
}

function BrandingForm({ saved, loadFailed }: { saved: BrandingDto; loadFailed: boolean }) {
  const { profile, refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  const [logoUrl, setLogoUrl] = useState<string | null>(saved.logoUrl);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    handleSubmit,
    setValue,
    setError,
    watch,
    register,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BrandingInput, unknown, BrandingOutput>({
    resolver: zodResolver(BrandingSchema),
    mode: 'onChange',
    defaultValues: {
      primaryColor: saved.primaryColor,
      secondaryColor: saved.secondaryColor,
      fontFamily: saved.fontFamily,
      themeConfig: { ...saved.themeConfig },
    },
  });
  const values = watch();
  const logoDirty = logoUrl !== saved.logoUrl;

  const onSubmit = handleSubmit(async (branding) => {
    setFormError(null);
    if (!profile) {
      toast({ title: BRANDING_MESSAGES.noProfile, variant: 'destructive' });
      return;
    }
    try {
      const next = await saveBranding({ ...branding, ...(logoDirty ? { logoUrl } : {}) });
      // Only a changed logo is sent: an untouched one (even a bundled demo file) is kept as is.
      queryClient.setQueryData(BRANDING_QUERY_KEY, next);
      await refreshProfile();
      toast({ title: BRANDING_MESSAGES.updatedTitle, description: BRANDING_MESSAGES.updatedBody });
    } catch (e) {
      if (e instanceof ApiError && (e.status === 401 || e.status === 403) && e.code !== 'membership_required') {
        toast({ title: BRANDING_MESSAGES.noProfile, variant: 'destructive' });
        return;
      }
      let placed = false;
      if (e instanceof ApiError) {
        for (const [field, message] of Object.entries(e.fields ?? {})) {
          if (field === 'logoUrl') setFormError(message);
          else if (field === 'primaryColor' || field === 'secondaryColor' || field === 'fontFamily')
            setError(field, { message });
          else setFormError(message);
          placed = true;
        }
      }
      if (!placed) setFormError(BRANDING_MESSAGES.updateFailed);
      toast({ title: BRANDING_MESSAGES.updateFailed, variant: 'destructive' });
    }
  });

  const set = (name: 'primaryColor' | 'secondaryColor') => (v: string) =>
    setValue(name, v, { shouldDirty: true, shouldValidate: true });

  return (
    <Card id="branding">
      <form onSubmit={onSubmit} noValidate aria-label="Branding">
        <CardHeader>
          <CardTitle>Branding</CardTitle>
          <CardDescription>
            Your colours, font, style and logo on the quotes and the agent page your customers see.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="space-y-5">
            {loadFailed ? <Alert variant="destructive">{BRANDING_MESSAGES.loadFailed}</Alert> : null}
            {formError ? <Alert variant="destructive">{formError}</Alert> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <ColourField
                id="branding-primary"
                label="Primary colour"
                value={values.primaryColor}
                error={errors.primaryColor?.message}
                onChange={set('primaryColor')}
              />
              <ColourField
                id="branding-secondary"
                label="Secondary colour"
                value={values.secondaryColor}
                error={errors.secondaryColor?.message}
                onChange={set('secondaryColor')}
              />
            </div>
            <FontPicker
              value={values.fontFamily}
              error={errors.fontFamily?.message}
              onChange={(f) => setValue('fontFamily', f, { shouldDirty: true, shouldValidate: true })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              {THEME_KEYS.map((key) => (
                <div className="flex flex-col gap-1.5" key={key}>
                  <Label htmlFor={`branding-${key}`}>{THEME_LABELS[key]}</Label>
                  <NativeSelect id={`branding-${key}`} {...register(`themeConfig.${key}`)}>
                    {THEME_OPTIONS[key].map((option) => (
                      <option key={option} value={option}>
                        {OPTION_TEXT[option] ?? option}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
            </div>
            <ImageUpload
              id="branding-logo"
              value={logoUrl}
              onChange={setLogoUrl}
              purpose="brand-logo"
              label="Logo"
              hint="PNG, JPEG, WebP or GIF up to 5 MB; shown at the top of your quotes."
              aspect="square"
            />
          </div>
          <div>
            <p className="mb-2 text-sm font-medium text-ink" id="branding-preview-label">
              Live preview
            </p>
            <BrandingPreview branding={previewBranding(values, saved)} logoUrl={logoUrl} profile={profile} />
          </div>
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-3">
          {profile?.role === 'agent' ? (
            <Link
              to="/dashboard/agents/agent-page-settings"
              className="text-sm font-medium text-brand underline underline-offset-2"
            >
              Set up your public agent page
            </Link>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={isSubmitting || (!isDirty && !logoDirty)}>
            {isSubmitting ? <Spinner className="text-current" /> : null}
            Save branding
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
