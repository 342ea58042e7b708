import { useQuery } from '@tanstack/react-query';
import { Award, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { Button } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { ApiError } from '~/lib/api';
import { usePublicConfig } from '~/lib/config';
import { getCertificate, trainingKeys } from './api';
import { BackToTraining } from './course-page';
import { formatMinutes } from './parts';

/*
 * On paper only the certificate is printed: the dashboard's sidebar, top bar
 * and buttons are hidden, and the certificate fills an A4 landscape page.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4 landscape; margin: 12mm; }
  body * { visibility: hidden !important; }
  #training-certificate, #training-certificate * { visibility: visible !important; }
  #training-certificate { position: fixed; inset: 0; margin: 0; box-shadow: none; border-width: 6px; }
}
`;

/** /dashboard/training/:courseId/certificate: the printable completion certificate. */
export default function CertificatePage() {
  const { courseId = '' } = useParams();
  const { brand } = usePublicConfig();
  const query = useQuery({
    queryKey: trainingKeys.certificate(courseId),
    queryFn: ({ signal }) => getCertificate(courseId, signal),
  });
  const back = <BackToTraining to={`/dashboard/training/${courseId}`} label="Course outline" />;
  if (query.isPending) return <ListSkeleton label="Loading your certificate" count={1} lines={5} />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError
          title="No certificate to show"
          message={
            query.error instanceof ApiError && query.error.status === 404
              ? 'Finish every lesson and quiz of the course to earn its certificate.'
              : query.error.message
          }
          onRetry={() => query.refetch()}
        />
      </div>
    );
  }
  const c = query.data;
  return (
    <div className="space-y-5">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden /> Print certificate
        </Button>
      </div>
      <section
        id="training-certificate"
        aria-label="Certificate of completion"
        className="mx-auto flex max-w-4xl flex-col items-center gap-4 rounded-2xl border-8 border-double border-brand bg-white px-6 py-10 text-center shadow-sm sm:px-12 sm:py-14"
      >
        <Award aria-hidden className="size-14 text-accent-teal-dark" />
        <p className="text-sm font-semibold tracking-[0.25em] text-brand uppercase">Certificate of completion</p>
        <p className="text-muted">This certifies that</p>
        <p className="font-serif text-3xl font-semibold text-ink sm:text-4xl" data-testid="certificate-name">
          {c.learner_name}
        </p>
        {c.agency_name ? <p className="text-muted">{c.agency_name}</p> : null}
        <p className="text-muted">has completed the course</p>
        <p className="max-w-2xl text-2xl font-semibold text-brand sm:text-3xl" data-testid="certificate-course">
          {c.course_title}
        </p>
        <p className="text-sm text-muted">{formatMinutes(c.minutes)} of study, every lesson and quiz passed</p>
        <div className="mt-6 grid w-full max-w-2xl gap-6 border-t border-line pt-6 text-sm sm:grid-cols-3">
          <div>
            <p className="font-semibold text-ink">{formatLongDate(c.completed_at)}</p>
            <p className="text-muted">Completed on</p>
          </div>
          <div>
            <p className="font-semibold text-ink">{brand.name}</p>
            <p className="text-muted">Awarded by</p>
          </div>
          <div>
            <p className="font-mono font-semibold text-ink">{c.certificate_code}</p>
            <p className="text-muted">Certificate number</p>
          </div>
        </div>
      </section>
    </div>
  );
}
