import {
  BadgePercent,
  BookOpenCheck,
  Headphones,
  Megaphone,
  Palette,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

export type Step = { title: string; text: string };

export const ONBOARDING_STEPS: readonly Step[] = [
  {
    title: 'Apply in minutes',
    text: 'Tell us about yourself and your plans. No travel experience needed, just a love of holidays and people.',
  },
  {
    title: 'Welcome call',
    text: 'A member of our onboarding team sets up your account, your agency name and your branded quote pages.',
  },
  {
    title: 'Train at your pace',
    text: 'Short online modules on suppliers, booking systems, ATOL and selling, with live Q&A sessions every week.',
  },
  {
    title: 'Start selling',
    text: 'Build your first branded quote, share it on Facebook or by e-mail, and earn commission on every booking.',
  },
];

export type Benefit = { icon: LucideIcon; title: string; text: string };

export const BENEFITS: readonly Benefit[] = [
  {
    icon: ShieldCheck,
    title: 'Fully protected',
    text: 'Sell under our ATOL licence and trade memberships, so every customer books with confidence.',
  },
  {
    icon: BookOpenCheck,
    title: 'Hundreds of suppliers',
    text: 'Tour operators, hotels, cruise lines and car hire at trade rates, with live hotel and car search built in.',
  },
  {
    icon: Palette,
    title: 'Quotes with your brand',
    text: 'Beautiful holiday quotes in your colours, font and logo, ready to send in minutes.',
  },
  {
    icon: Megaphone,
    title: 'Ready-made marketing',
    text: 'Weekly deals and social posts you can publish to your page with one click.',
  },
  {
    icon: Headphones,
    title: 'Real people behind you',
    text: 'A UK support team on the phone and chat, seven days a week, for tricky bookings and after-sales.',
  },
  {
    icon: BadgePercent,
    title: 'Commission you keep',
    text: 'Transparent splits paid monthly, with no hidden fees taken from your bookings.',
  },
];

export type Plan = {
  id: string;
  name: string;
  pricePence: number;
  period: string;
  blurb: string;
  features: readonly string[];
  highlighted?: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'quote',
    name: 'Quote Agent',
    pricePence: 2900,
    period: 'per month',
    blurb: 'For side-hustlers who want professional quotes and a simple way to earn.',
    features: ['Branded quote builder', 'Supplier directory', 'Commission calculator', 'Email support'],
  },
  {
    id: 'agent',
    name: 'Home Agent',
    pricePence: 7900,
    period: 'per month',
    blurb: 'Everything you need to run a travel business from home.',
    features: [
      'Everything in Quote Agent',
      'Full training academy',
      'Weekly marketing deals',
      'Live hotel and car search',
      'Phone and chat support',
    ],
    highlighted: true,
  },
  {
    id: 'pro',
    name: 'Agency Pro',
    pricePence: 14900,
    period: 'per month',
    blurb: 'For established agents moving an existing client book across.',
    features: [
      'Everything in Home Agent',
      'Your own public agent page',
      'Priority supplier desk',
      'Dedicated business manager',
    ],
  },
];

export const COMMISSION_EXAMPLE = {
  bookingPence: 480_000,
  commissionRate: 0.12,
  agentShare: 0.7,
} as const;

export type Faq = { q: string; a: string };

export const FAQS: readonly Faq[] = [
  {
    q: 'Do I need travel industry experience?',
    a: 'No. Many of our agents come from teaching, nursing, retail or hospitality. Our training takes you from first principles to confident selling, and our support team is there for every booking.',
  },
  {
    q: 'How much can I earn?',
    a: 'You keep up to 70% of the commission we receive on each booking. Commission on a package holiday is typically 8-15% of its price, so a £4,800 family holiday can earn you around £400.',
  },
  {
    q: 'Are my customers protected?',
    a: 'Yes. Flight-inclusive packages are sold under our ATOL licence and our trade memberships, so customers get the same protection as with any high-street agent.',
  },
  {
    q: 'Is there a contract or minimum term?',
    a: 'No. Membership is monthly and you can cancel at any time from your dashboard. Bookings you have already made still pay out your commission.',
  },
  {
    q: 'Can I work part-time?',
    a: 'Absolutely. Most of our agents start alongside another job. You choose your hours; the platform works on your laptop and your phone.',
  },
  {
    q: 'How quickly can I start?',
    a: 'Most agents are trained and sending their first quotes within two weeks of joining.',
  },
];
