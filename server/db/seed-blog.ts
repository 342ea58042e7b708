import { eq } from 'drizzle-orm';
import { sanitizeHtml } from '../lib/sanitize-html';
import type { Executor } from './index';
import { articles, users } from './schema';

const DEMO_ADMIN = 'admin@demo.test';
const DAY = 24 * 60 * 60 * 1000;

type SeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  daysAgo: number;
  body: string;
};

const COMMISSION: SeedArticle = {
  slug: 'how-commission-works',
  title: 'How commission works when you sell holidays from home',
  excerpt:
    'Where your earnings come from, how the split with the host agency is worked out, and why commission is paid after your customer travels rather than when they book.',
  tags: ['commission', 'getting-started'],
  seoTitle: 'How travel agent commission works for homeworkers',
  seoDescription:
    'A plain guide to homeworking travel agent commission: supplier rates, your share, worked examples and when you get paid.',
  daysAgo: 41,
  body: `
<p>Most people who join us ask the same first question: <strong>how do I actually get paid?</strong> The short answer is commission, but it helps to understand where that commission comes from, how it is shared and when it lands in your account. Once you see the whole chain, a lot of the small print makes sense.</p>
<h2>Where the money comes from</h2>
<p>When your customer books a holiday, they pay the price the supplier sets: the tour operator, the cruise line, the hotel or the airline. You do not add a fee on top for a standard package. Instead, the supplier pays a percentage of the booking value back to the agency that made the sale. That percentage is the commission.</p>
<p>Because you sell under our agency, the supplier pays the commission to us, and we pay your share to you. This is what lets a brand-new homeworker earn the same rates as a large high-street agency: suppliers pay on the agency's total sales, not on yours alone.</p>
<h2>Typical commission rates</h2>
<p>Rates vary by supplier and by the kind of product. As a rough guide:</p>
<ul>
<li><strong>Package holidays</strong> from the big tour operators usually pay between 7% and 12% of the holiday price.</li>
<li><strong>Cruises</strong> often pay well, particularly on longer sailings, and the booking values are high.</li>
<li><strong>Hotel-only and car hire</strong> bookings pay a percentage of the room or rental price.</li>
<li><strong>Flight-only</strong> tickets pay little or nothing on their own, which is why most agents focus on packages.</li>
<li><strong>Travel insurance and extras</strong> such as airport parking and lounges add smaller amounts that mount up over a year.</li>
</ul>
<p>You will find each supplier's current rate in the supplier directory in your dashboard. Rates change a few times a year, usually with a new brochure season, so check before you quote a customer if commission matters to your decision.</p>
<h2>Your share, with a worked example</h2>
<p>Your membership agreement sets out your share of the commission we receive. Say your customers book a seven-night family package in Lanzarote for £3,000, with a supplier paying 10%:</p>
<table>
<thead><tr><th scope="col">Step</th><th scope="col">Amount</th></tr></thead>
<tbody>
<tr><td>Holiday price paid by the customer</td><td>£3,000</td></tr>
<tr><td>Supplier commission at 10%</td><td>£300</td></tr>
<tr><td>Your share at a 70% split</td><td>£210</td></tr>
</tbody>
</table>
<p>The commission calculator in your dashboard does this sum for any price, rate and split, so you can see what a booking is worth before you send the quote.</p>
<h2>When you get paid</h2>
<p>This is the part that surprises new agents. Suppliers pay commission <strong>after the customer has travelled</strong>, not when they book. A customer can cancel, amend or reduce their booking right up to departure, and the commission changes with it. Paying after travel means nobody has to claw money back.</p>
<p>In practice, a booking made in January for a holiday in August earns you nothing until the autumn. Your first few months will feel slow, and then the bookings you made early start paying out every month. Many of our agents keep a simple spreadsheet of expected commission by travel month so they can see the pipeline build.</p>
<blockquote><p>The agents who do best in their first year are the ones who keep quoting through the quiet months before the first commission arrives.</p></blockquote>
<h2>Things that reduce commission</h2>
<ul>
<li><strong>Discounts you give away.</strong> If a supplier lets you discount, the discount usually comes out of the commission.</li>
<li><strong>Cancellations.</strong> A cancelled booking earns nothing, even if the customer loses their deposit.</li>
<li><strong>Amendments.</strong> A cheaper hotel or fewer nights means a smaller commission.</li>
</ul>
<h2>Next steps</h2>
<p>Open the commission calculator, pick three suppliers you would like to sell, and work out what a typical booking from each would pay you. It is the quickest way to decide where to put your effort in your first season.</p>
`,
};

const ATOL: SeedArticle = {
  slug: 'what-atol-protection-means-for-your-customers',
  title: 'What ATOL protection means for your customers',
  excerpt:
    'ATOL is the reason a customer who books a flight-inclusive holiday with you gets home, or gets their money back, if a travel company fails. Here is what it covers and what you must do.',
  tags: ['atol', 'customer-protection'],
  seoTitle: 'ATOL protection explained for travel agents',
  seoDescription:
    'What ATOL protection covers, which bookings it applies to, what an ATOL certificate is and what you need to do as a homeworking agent.',
  daysAgo: 19,
  body: `
<p>Customers do not often ask about ATOL, but they care about it a great deal the moment something goes wrong. Knowing how it works, and being able to explain it in two sentences, is one of the things that makes a customer trust you over a website.</p>
<h2>What ATOL is</h2>
<p>ATOL stands for Air Travel Organiser's Licence. It is a financial protection scheme run by the UK Civil Aviation Authority (the CAA). Any business in the UK that sells holidays including a flight must hold an ATOL, or sell as an agent of a business that does.</p>
<p>If an ATOL-protected travel company fails, the scheme makes sure that:</p>
<ul>
<li>customers who are <strong>already abroad</strong> can finish their holiday and get home, and</li>
<li>customers who have <strong>not yet travelled</strong> get their money back.</li>
</ul>
<p>The scheme is funded by a small ATOL Protection Contribution collected on each protected booking and paid into the Air Travel Trust.</p>
<h2>Which bookings are protected</h2>
<p>ATOL protects <strong>flight-inclusive packages</strong>: a flight plus accommodation or car hire, bought together. It also protects some flight-only sales made by ATOL holders. It does <em>not</em> cover:</p>
<ul>
<li>hotel-only or car-only bookings with no flight,</li>
<li>cruises without a flight, or rail and coach holidays,</li>
<li>flights booked directly with an airline, which are the airline's own responsibility.</li>
</ul>
<p>Packages without a flight are still protected, but under the Package Travel Regulations rather than ATOL. The supplier or the agency must have other insolvency protection in place, such as a bond or trust account.</p>
<h2>The ATOL certificate</h2>
<p>Every protected booking gets an <strong>ATOL certificate</strong>. It names the ATOL holder, lists the customers and the flights and services covered, and tells the customer what to do if the company fails. The certificate must be issued as soon as the customer pays any money, including a deposit, and again if the booking changes.</p>
<p>When you book a package through one of our tour operator partners, the operator issues the certificate and it arrives with the confirmation. Forward it to your customer straight away and keep a copy on the booking.</p>
<h2>What it means for you as a homeworker</h2>
<p>You sell as an agent of our agency and of the suppliers you book with. You do not need your own licence to sell ATOL-protected packages from a tour operator, but you do need to:</p>
<ol>
<li>make sure every flight-inclusive booking you sell is ATOL protected, and say so before the customer pays;</li>
<li>send the customer their ATOL certificate as soon as it is issued;</li>
<li>never build a "package" yourself by booking a flight and a hotel separately for a customer and charging them one price, unless you do it through the agency's own licensed process;</li>
<li>point customers to the financial protection page of our site if they want the full details.</li>
</ol>
<h2>How to explain it to a customer</h2>
<p>Keep it short and confident: <em>"Your holiday includes flights, so it is ATOL protected. If the company you are travelling with were to fail, you would get your money back, or be brought home if you were already away. Your ATOL certificate is attached to your confirmation."</em></p>
<p>That one paragraph answers the question most customers are really asking: "Is my money safe with you?"</p>
`,
};

const FIRST_MONTH: SeedArticle = {
  slug: 'my-first-month-as-a-homeworking-travel-agent',
  title: 'My first month as a homeworking travel agent',
  excerpt:
    'Priya left a retail job to sell holidays from her kitchen table in Leeds. She kept notes through her first four weeks: the training, the first quote, the first booking and what she would do differently.',
  tags: ['homeworking', 'getting-started'],
  seoTitle: 'A first month as a homeworking travel agent: week by week',
  seoDescription:
    "One new agent's first four weeks selling holidays from home: onboarding, first quotes, first booking and lessons learned.",
  daysAgo: 6,
  body: `
<p>Priya joined us after twelve years managing a clothing shop in Leeds. She had booked every family holiday for as long as anyone could remember and friends kept asking her for help with theirs. We asked her to keep notes through her first month. Here they are, lightly edited.</p>
<h2>Week one: training before selling</h2>
<p>"I wanted to start selling on day one, but the onboarding path in the dashboard does not let you skip ahead, and I am glad it did not. The lessons on how quotes work and on ATOL and the Package Travel Regulations took me about four evenings. The quiz at the end of the ATOL module caught me out twice, which was humbling.</p>
<p>I also set up my agent page and branding that week: my photo, a short bio and my colours. It felt like a small thing, but having a page with my name on it made the whole thing feel real."</p>
<h2>Week two: the first quotes</h2>
<p>"I started with people I knew. My sister wanted a week in Crete for four in half term, and a former colleague was thinking about a Mediterranean cruise for her parents' anniversary.</p>
<ul>
<li>The Crete quote took me nearly two hours, most of it comparing hotels. The second one took forty minutes.</li>
<li>Sending a quote as a link, rather than a PDF, was the best surprise. My sister opened it on her phone in the school car park and asked a question through the page the same afternoon.</li>
<li>I learned to put the price per person <em>and</em> the total on every quote, because families always ask for both."</li>
</ul>
<h2>Week three: the first booking</h2>
<p>"My sister accepted the Crete quote on a Tuesday evening. Taking the deposit, making the booking with the tour operator and sending the confirmation and ATOL certificate felt like a lot of steps the first time, so I followed the booking checklist line by line. The next morning I had a task in my dashboard reminding me when the balance was due.</p>
<blockquote><p>Nobody tells you how good it feels to press "book" on your first holiday. I may have done a small dance in the kitchen.</p></blockquote>
<p>The cruise did not go ahead: her parents decided to wait until next year. I added a follow-up task for January and moved on."</p>
<h2>Week four: finding customers beyond friends</h2>
<p>"By week four I had run through the people who already knew I was doing this. I asked for a post about a good-value Algarve deal to go out on Facebook through the agency, which brought two enquiries, and I put a card in the window of the local café. One of the enquiries became a quote; the other wanted a price I could not match, and that is fine."</p>
<h2>What I would tell someone starting next month</h2>
<ol>
<li><strong>Do the training properly.</strong> The customers who ask hard questions about protection are the ones who book.</li>
<li><strong>Quote quickly.</strong> A good quote the same day beats a perfect one next week.</li>
<li><strong>Write everything down.</strong> Tasks and notes on each quote saved me at least twice.</li>
<li><strong>Expect the money later.</strong> My first commission will arrive after my sister's holiday in October. Knowing that in advance stopped me panicking.</li>
</ol>
<p>Four weeks in, Priya had sent nine quotes and taken two bookings. If you are thinking about joining, her notes are a fair picture of what the first month looks like.</p>
`,
};

export const SEED_ARTICLES: readonly SeedArticle[] = [COMMISSION, ATOL, FIRST_MONTH];

/**
 * The demo blog: three published articles by the demo admin, written for
 * agents of a UK host agency. Skipped when articles exist.
 */
export async function seedBlog(tx: Executor, now: Date = new Date()): Promise<boolean> {
  const [existing] = await tx.select({ id: articles.id }).from(articles).limit(1);
  if (existing) return false;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN));
  await tx.insert(articles).values(
    SEED_ARTICLES.map((a) => {
      const at = new Date(now.getTime() - a.daysAgo * DAY);
      return {
        slug: a.slug,
        title: a.title,
        excerpt: a.excerpt,
        body: sanitizeHtml(a.body.trim()),
        authorId: admin?.id ?? null,
        authorName: 'Alex Admin',
        tags: a.tags,
        seoTitle: a.seoTitle,
        seoDescription: a.seoDescription,
        status: 'published',
        publishAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  return true;
}
