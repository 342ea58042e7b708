import { eq, inArray } from 'drizzle-orm';
import type { StoredQuiz } from '@domain/training/schema';
import { certificateCode } from '../commands/training/record-completion';
import { renderLessonMarkdown } from '../commands/training/render-lesson';
import type { Executor } from './index';
import {
  trainingCourseCompletions,
  trainingCourses,
  trainingLessonCompletions,
  trainingLessons,
  trainingModules,
  trainingQuizAttempts,
  users,
} from './schema';

/*
 * The demo agency's training: the onboarding path every new agent takes
 * (welcome, how quotes work here, ATOL and PTR basics, the first booking) and
 * an optional course on selling cruises. The demo onboarding agent is part
 * way through the path; the demo agent has finished the cruise course.
 */

type SeedQuestion = { prompt: string; options: [string, boolean][] };
type SeedModule = {
  title: string;
  lessons: { title: string; minutes: number; body: string; video?: string; links?: [string, string][] }[];
  quiz?: { passMark: number; questions: SeedQuestion[] };
};
type SeedCourse = {
  title: string;
  summary: string;
  audience: 'all' | 'onboarding';
  required: boolean;
  dueDays: number | null;
  modules: SeedModule[];
};

const ONBOARDING: SeedCourse = {
  title: 'Your first month: the onboarding path',
  summary:
    'Everything a new homeworking agent needs before their first booking: how we work, how quotes work here, what ATOL and the Package Travel Regulations mean for your customers, and your first booking step by step.',
  audience: 'onboarding',
  required: true,
  dueDays: 30,
  modules: [
    {
      title: 'Welcome',
      lessons: [
        {
          title: 'Welcome to the team',
          minutes: 5,
          body: `## You are not on your own

Welcome aboard. As a homeworking agent you run your own travel business, with the agency behind you: our supplier agreements, our licences and our support team.

In your first month you will:

- set up your profile and branding, so your quotes carry your name;
- work through this path (about an hour and a half in total);
- build your first quote and share it with a friendly customer;
- make your first booking with a colleague on hand.

## How to get help

Use **New Features** in the sidebar to tell us what is missing, and the chat for anything urgent. Nobody expects you to know it all on day one: ask early and ask often.`,
        },
        {
          title: 'How we support you',
          minutes: 6,
          body: `## The support you can count on

- **Booking support** on weekdays: a second pair of eyes on any booking before you confirm it.
- **Supplier updates** in your dashboard: price changes, new offers and anything that affects a customer's trip.
- **Training** here, at your own pace, with a certificate for each course you finish.

## What we ask of you

1. Keep customer details in the platform, not in personal notes or spreadsheets.
2. Send every quote through the platform, so the customer sees the same price and terms we hold.
3. Tell us straight away if something goes wrong on a trip: we would rather hear early.

> Good agents are not the ones who never make mistakes; they are the ones who flag them quickly.`,
        },
      ],
    },
    {
      title: 'How quotes work here',
      lessons: [
        {
          title: 'Building a quote',
          minutes: 8,
          body: `## Standard quotes and itineraries

A **quote** prices one holiday: hotel, flights, transfers and extras, with your commission built in. An **itinerary** lays out a trip day by day; onboarding agents start with itineraries while they learn.

## Prices are in pounds, and the platform does the sums

Enter the supplier's price and the platform works out the customer price, your margin and the deposit. Always check the supplier's price is current on the day you send the quote.

## What the customer sees

Your published quote is a web page with your branding. The customer can accept it or send an enquiry from that page, and either one becomes a task in your list.`,
        },
        {
          title: 'Publishing and sharing your quote',
          minutes: 6,
          body: `## Publish, then share the link

A draft is visible only to you. **Publish** makes its page live at its own address, ready to send by e-mail or message.

## Before you publish

- Read it as the customer would: dates, names, what is included and what is not.
- Check the price is per booking, not per person, unless you say so.
- Add a photo of the hotel: quotes with a picture are opened far more often.

## After you share it

You can see when the quote is viewed. If the customer goes quiet for a few days, a short friendly follow-up usually helps.`,
        },
      ],
      quiz: {
        passMark: 70,
        questions: [
          {
            prompt: 'What happens when a customer accepts your published quote?',
            options: [
              ['A task appears in your list to follow up', true],
              ['The holiday is booked automatically', false],
              ['Nothing until the customer phones you', false],
            ],
          },
          {
            prompt: 'Who can see a quote that is still a draft?',
            options: [
              ['Only you (and the agency staff)', true],
              ['Anyone with the link', false],
              ['Your customers on your agent page', false],
            ],
          },
          {
            prompt: 'Which should you check before publishing? Choose all that apply.',
            options: [
              ['The supplier price is current', true],
              ['Dates and names are right', true],
              ['The customer has paid a deposit', false],
            ],
          },
        ],
      },
    },
    {
      title: 'ATOL and PTR basics',
      lessons: [
        {
          title: 'What ATOL protects',
          minutes: 8,
          body: `## ATOL in one sentence

ATOL (the Air Travel Organiser's Licence, run by the Civil Aviation Authority) protects customers who buy a **package that includes a flight** from the UK: if the company that sold it fails, they are not left stranded abroad or out of pocket.

## What the customer gets

Whenever a flight-inclusive package is booked, the customer must receive an **ATOL Certificate** straight away. It names who is protected and what is covered. Make sure every traveller's name is on it.

## What ATOL does not cover

- a hotel booked on its own, with no flight;
- a flight-only booking sold as a ticket issued on the spot;
- travel insurance matters such as illness or lost luggage.

If you are unsure whether a booking is protected, ask before you take payment.`,
          links: [['The CAA explains ATOL', 'https://www.caa.co.uk/atol-protection/']],
        },
        {
          title: 'The Package Travel Regulations in brief',
          minutes: 8,
          body: `## When is it a package?

Under the Package Travel and Linked Travel Arrangements Regulations 2018 (the PTRs), combining at least two types of travel service (transport, accommodation, car hire, other significant tourist services) for the same trip usually makes a **package**.

## What the PTRs promise the customer

- **Clear information before they book**, including the standard information form.
- **One organiser responsible** for every part of the package being delivered as sold.
- **Protection if the organiser fails**: ATOL for packages with flights, bonding or a trust account for those without.
- **Limits on price changes**: a surcharge of more than 8% lets the customer cancel with a full refund.
- **The right to transfer** the booking to someone else, with reasonable notice.

## What this means for you

Describe each package accurately, give the customer the right paperwork, and never promise what the supplier has not confirmed.`,
        },
      ],
      quiz: {
        passMark: 75,
        questions: [
          {
            prompt: 'Which booking needs an ATOL Certificate?',
            options: [
              ['A package with a flight and a hotel from the UK', true],
              ['A hotel-only booking in Spain', false],
              ['Travel insurance on its own', false],
            ],
          },
          {
            prompt: 'A price rise of more than what lets the customer cancel a package with a full refund?',
            options: [
              ['8%', true],
              ['2%', false],
              ['20%', false],
            ],
          },
          {
            prompt: 'What does the PTRs require before a customer books? Choose all that apply.',
            options: [
              ['Clear pre-contract information', true],
              ['The standard information form', true],
              ['A deposit of at least half the price', false],
            ],
          },
          {
            prompt: 'Who is responsible for every part of a package being delivered as sold?',
            options: [
              ['The organiser of the package', true],
              ['Each supplier for its own part only', false],
              ['The customer', false],
            ],
          },
        ],
      },
    },
    {
      title: 'Your first booking',
      lessons: [
        {
          title: 'From accepted quote to booking',
          minutes: 7,
          body: `## Step by step

1. **Confirm the details** with the customer: names as on passports, dates, rooms, any special requests.
2. **Re-check the price** with the supplier on the day; prices can move.
3. **Take the deposit** and record it against the booking.
4. **Book with the supplier** and note their reference.
5. **Send the confirmation** and, for flight packages, the ATOL Certificate.

## Ask for a second pair of eyes

For your first few bookings, ask booking support to check before you confirm. It costs ten minutes and saves a lot of trouble.`,
        },
        {
          title: 'Payments, documents and aftercare',
          minutes: 6,
          body: `## Balance and documents

Diary the balance due date as a task as soon as you book. Send a friendly reminder two weeks before it is due.

When the balance is paid, send the travel documents and check every name and time once more.

## Aftercare wins repeat customers

- A message the week before they travel: weather, transfers, anything to remember.
- A welcome-home message asking how it went.
- A note in their record of what they loved, ready for next year's quote.`,
        },
      ],
      quiz: {
        passMark: 70,
        questions: [
          {
            prompt: 'What do you do before booking with the supplier?',
            options: [
              ['Re-check the price and take the deposit', true],
              ['Send the travel documents', false],
              ['Ask the customer for the balance', false],
            ],
          },
          {
            prompt: 'When should the balance due date go into your tasks?',
            options: [
              ['As soon as the booking is made', true],
              ['The week before travel', false],
              ['Only if the customer asks', false],
            ],
          },
        ],
      },
    },
  ],
};

const CRUISES: SeedCourse = {
  title: 'Selling cruises with confidence',
  summary:
    'Match customers to the right ship and line, explain what is included, and sell the extras that make a cruise.',
  audience: 'all',
  required: false,
  dueDays: null,
  modules: [
    {
      title: 'Cruise essentials',
      lessons: [
        {
          title: 'Matching the customer to the line',
          minutes: 8,
          body: `## Start with the customer, not the ship

Ask how they like to holiday: lively or quiet, formal or relaxed, children or adults only, big resort ship or small ship calling at smaller ports.

- **Resort ships** suit families and first-timers who want choice on board.
- **Premium and luxury lines** suit couples who value space, food and service.
- **River cruises** suit those who want a new town every day and little time at sea.`,
        },
        {
          title: "What's included, and what isn't",
          minutes: 6,
          body: `## Be clear about the fare

Most fares include the cabin, main restaurants and entertainment. Drinks packages, speciality dining, excursions, Wi-Fi and gratuities often cost extra.

Put what is **not** included on the quote: customers who know in advance are happy customers.`,
        },
        {
          title: 'Selling the extras',
          minutes: 5,
          body: `## Extras that customers thank you for

- A **balcony** on a scenic itinerary such as the Norwegian fjords.
- **Pre-cruise hotel nights** so a delayed flight never means a missed ship.
- **Transfers** between airport, hotel and port.

Offer them once, clearly, with the price; never push.`,
        },
      ],
      quiz: {
        passMark: 60,
        questions: [
          {
            prompt: 'Which customer is a river cruise most likely to suit?',
            options: [
              ['A couple who want a new town every day', true],
              ['A family wanting water slides on board', false],
            ],
          },
          {
            prompt: 'Which are often extra on a cruise fare? Choose all that apply.',
            options: [
              ['Drinks packages', true],
              ['Excursions', true],
              ['The cabin', false],
            ],
          },
        ],
      },
    },
  ],
};

let counter = 0;
const quizId = () => `seed${(++counter).toString(36).padStart(4, '0')}`;

function quizOf(q: NonNullable<SeedModule['quiz']>): StoredQuiz {
  return {
    pass_mark: q.passMark,
    questions: q.questions.map((question) => ({
      id: quizId(),
      prompt: question.prompt,
      options: question.options.map(([text, correct]) => ({ id: quizId(), text, correct })),
    })),
  };
}

async function insertCourse(tx: Executor, c: SeedCourse, position: number, authorId: string | null, publishedAt: Date) {
  const [course] = await tx
    .insert(trainingCourses)
    .values({
      title: c.title,
      summary: c.summary,
      audience: c.audience,
      required: c.required,
      dueDays: c.dueDays,
      isPublished: true,
      publishedAt,
      position,
      createdBy: authorId,
    })
    .returning();
  if (!course) throw new Error('seed: no course');
  const lessonIds: string[] = [];
  const moduleIds: string[] = [];
  for (const [mi, m] of c.modules.entries()) {
    const [mod] = await tx
      .insert(trainingModules)
      .values({ courseId: course.id, title: m.title, position: mi, quiz: m.quiz ? quizOf(m.quiz) : null })
      .returning({ id: trainingModules.id });
    if (!mod) throw new Error('seed: no module');
    moduleIds.push(mod.id);
    const rows = await tx
      .insert(trainingLessons)
      .values(
        m.lessons.map((l, li) => ({
          courseId: course.id,
          moduleId: mod.id,
          title: l.title,
          bodyMarkdown: l.body,
          bodyHtml: renderLessonMarkdown(l.body),
          videoUrl: l.video ?? null,
          attachments: (l.links ?? []).map(([label, url]) => ({ kind: 'link' as const, url, label })),
          minutes: l.minutes,
          position: li,
        })),
      )
      .returning({ id: trainingLessons.id });
    lessonIds.push(...rows.map((r) => r.id));
  }
  return { id: course.id, lessonIds, moduleIds };
}

/** Seeds the demo courses and some progress; does nothing when courses exist already. */
export async function seedTraining(tx: Executor): Promise<boolean> {
  const [existing] = await tx.select({ id: trainingCourses.id }).from(trainingCourses).limit(1);
  if (existing) return false;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@demo.test', 'onboarding@demo.test', 'agent@demo.test']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const day = 24 * 60 * 60 * 1000;
  const publishedAt = new Date(Date.now() - 60 * day);

  const onboarding = await insertCourse(tx, ONBOARDING, 0, idOf('admin@demo.test'), publishedAt);
  const cruises = await insertCourse(tx, CRUISES, 1, idOf('admin@demo.test'), publishedAt);

  // The onboarding agent has read the welcome module: their dashboard offers the next lesson.
  const learner = idOf('onboarding@demo.test');
  if (learner) {
    await tx.insert(trainingLessonCompletions).values(
      onboarding.lessonIds.slice(0, 2).map((lessonId, i) => ({
        userId: learner,
        lessonId,
        courseId: onboarding.id,
        completedAt: new Date(Date.now() - (3 - i) * day),
      })),
    );
  }

  // The demo agent finished the cruise course last week, with its certificate.
  const agent = idOf('agent@demo.test');
  if (agent) {
    const finished = new Date(Date.now() - 7 * day);
    await tx
      .insert(trainingLessonCompletions)
      .values(
        cruises.lessonIds.map((lessonId) => ({ userId: agent, lessonId, courseId: cruises.id, completedAt: finished })),
      );
    const [mod] = await tx
      .select()
      .from(trainingModules)
      .where(eq(trainingModules.id, cruises.moduleIds[0] ?? ''));
    const quiz = mod?.quiz;
    if (mod && quiz) {
      const answers = Object.fromEntries(
        quiz.questions.map((q) => [q.id, q.options.filter((o) => o.correct).map((o) => o.id)]),
      );
      await tx.insert(trainingQuizAttempts).values({
        userId: agent,
        moduleId: mod.id,
        courseId: cruises.id,
        score: 100,
        passed: true,
        answers,
        createdAt: finished,
      });
    }
    await tx
      .insert(trainingCourseCompletions)
      .values({ userId: agent, courseId: cruises.id, certificateCode: certificateCode(), completedAt: finished });
  }
  return true;
}
