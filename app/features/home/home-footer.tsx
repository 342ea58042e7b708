import { Link } from 'react-router';

const LEGAL = [
  ['/terms-of-service', 'Terms of service'],
  ['/privacy-policy', 'Privacy policy'],
  ['/cookies-policy', 'Cookies'],
  ['/booking-conditions', 'Booking conditions'],
  ['/atol-protection', 'ATOL protection'],
] as const;

const EXPLORE = [
  ['/blog', 'Blog'],
  ['/customers', 'Customer stories'],
  ['/ai-quote-tool', 'AI quote tool'],
  ['/book-call', 'Book a call'],
  ['/contact', 'Contact us'],
] as const;

export function HomeFooter({ brandName }: { brandName: string }) {
  return (
    <footer className="border-t border-line bg-ink text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">{brandName}</p>
          <p className="mt-2 text-sm">The UK host agency for independent, home-based travel agents.</p>
        </div>
        <nav aria-label="Explore">
          <p className="text-sm font-semibold text-white">Explore</p>
          <ul className="mt-3 space-y-2 text-sm">
            {EXPLORE.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <p className="text-sm font-semibold text-white">Legal</p>
          <ul className="mt-3 space-y-2 text-sm">
            {LEGAL.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {brandName}. All rights reserved.
      </p>
    </footer>
  );
}
