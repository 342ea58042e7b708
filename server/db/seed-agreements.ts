import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_BRAND } from '@domain/brand';
import type { Executor } from './index';
import { agreementSignatures, agreementVersions, profiles, users } from './schema';

export const AGREEMENT_V1_TITLE = 'Homeworking Agent Agreement';

/**
 * Version 1 of the host agency's agreement with its homeworking agents, as
 * Markdown. `{{agency}}` is replaced by the agency's brand name when the
 * version is first stored; the stored text (and its hash) is what is signed.
 */
export const AGREEMENT_V1_BODY = `# Homeworking Agent Agreement

This agreement is between **{{agency}}** ("the Host", "we", "us") and the person accepting it online ("the Agent", "you"). It sets out how you sell travel as a self-employed homeworking agent under the Host's trading name, licences and memberships. Please read it carefully: by typing your full name, ticking the box and pressing **Accept and sign** you agree to be bound by it.

## 1. Definitions

In this agreement:

- **Booking** means any travel arrangement you sell or quote to a Customer, including package holidays, flights, accommodation, cruises, car hire, transfers, insurance and extras.
- **Customer** means any person for whom you make, or try to make, a Booking.
- **Client Money** means any money paid by or on behalf of a Customer in connection with a Booking, including deposits, balances, amendment fees and cancellation charges.
- **Commission** means the commission, override or margin a supplier pays, or a Customer pays, to the Host on a Booking, after VAT, supplier recalls and card charges.
- **Membership** means the paid plan you choose when you join, described on the Host's website, and the access to the platform, training and support that comes with it.
- **Platform** means the Host's website, agent dashboard, quote builder, booking tools and any related software we provide.
- **Regulations** means the Package Travel and Linked Travel Arrangements Regulations 2018, the Civil Aviation (Air Travel Organisers' Licensing) Regulations 2012, the Consumer Rights Act 2015, the Consumer Protection from Unfair Trading Regulations 2008 (and any law that replaces them) and the codes of conduct of the bodies the Host belongs to.

## 2. Your appointment

2.1 We appoint you, on a non-exclusive basis, to promote and sell travel products to Customers in the United Kingdom as a homeworking agent trading under the Host's name or under a trading style we have approved in writing.

2.2 You are a self-employed independent contractor. Nothing in this agreement makes you an employee, worker, partner or legal agent of the Host for any purpose other than taking Bookings in the way this agreement describes. You are responsible for your own income tax and National Insurance contributions and for registering with HM Revenue & Customs as self-employed. You will not describe yourself as employed by the Host.

2.3 You may decide your own working hours and where you work, provided you meet the standards in this agreement, the Regulations and the Host's written procedures as they are updated from time to time.

2.4 You must be at least 18 years old, legally entitled to work in the United Kingdom and resident in the United Kingdom to accept this agreement.

## 3. Licences, ATOL and ABTA

3.1 The Host holds an Air Travel Organiser's Licence (ATOL) issued by the Civil Aviation Authority and is a member of ABTA (the Association of British Travel Agents). Its licence and membership numbers are shown on the Host's website and on every confirmation we issue. You sell under those licences and memberships; you do not hold them yourself and must never suggest that you do.

3.2 Every Booking that includes a flight and is sold as a package or flight-inclusive holiday must be made through the Platform or a supplier system we have approved, so that the correct ATOL Certificate is issued by the Host at the time the Customer pays any money. You must never take money for a flight-inclusive Booking outside those systems.

3.3 You must give every Customer, before they book, the information the Regulations require: the standard information form for a package or linked travel arrangement, the supplier's and the Host's booking conditions, passport, visa and health requirements, and details of the financial protection that applies. The Platform produces these documents; you must not change them.

3.4 You must not create packages, set up linked travel arrangements or act as an organiser in your own name. If you are unsure whether an arrangement is a package, ask the Host's support desk before taking payment.

3.5 If the Civil Aviation Authority, ABTA, Trading Standards or any other regulator contacts you about a Booking or about the Host, you must tell us the same working day and must not respond without our agreement.

## 4. Client Money

4.1 All Client Money belongs to the Customer until it is paid to the supplier or earned by the Host, and is held by the Host in a client trust account for the protection of Customers, in line with the ATOL and ABTA financial protection rules.

4.2 You must ensure that every Customer pays either the supplier directly, where the supplier takes payment and issues the protection, or the Host through the Host's secure payment pages. You must never ask a Customer to pay money into your own bank account, take cash, accept a cheque made out to you, or take card details by telephone, e-mail or message.

4.3 If you receive any Client Money by mistake, you hold it on trust for the Customer and must tell us and pass it to the Host's client trust account within one working day, without deducting anything.

4.4 You must not offer credit, instalment arrangements or payment terms other than those the supplier and the Host publish for the Booking.

## 5. Commission

5.1 For each Booking made in line with this agreement, we will pay you the share of the Commission set out for your Membership plan in the commission schedule published in your dashboard. The share that applies is the one in force on the date the Booking is confirmed.

5.2 Commission becomes payable to you once the Customer has travelled (or, for products that are not travel services, once the product has been delivered), the Customer has paid in full and the Host has received the Commission from the supplier. We pay earned Commission monthly, by bank transfer, on or before the last working day of the month after it became payable, with a statement showing each Booking.

5.3 If a Booking is cancelled, refunded, charged back or amended after we have paid you, or a supplier recalls its commission, we may deduct the Commission paid to you on it from later payments, or ask you to repay it within 30 days.

5.4 You are not entitled to Commission on a Booking made outside the Platform or an approved supplier system, on a Booking the Host could not lawfully accept, or on a Booking in which you broke clause 3 or clause 4.

5.5 If you are registered for VAT you must tell us and give us your VAT number, and you will send us a VAT invoice for each payment. If you are not registered, the amounts we pay you are the whole amount due.

5.6 You may not give away part of your Commission as a discount except through the discount tools in the Platform, so that the Customer's price and documents stay accurate.

## 6. Membership fees

6.1 You will pay the Membership fee for the plan you choose, monthly or yearly in advance, through the Host's payment provider. Prices include VAT where VAT applies and are shown before you pay.

6.2 Some plans include a free trial. If you do not cancel before the trial ends, the first fee is taken automatically on the day it ends.

6.3 If a payment fails, we will tell you and try again. While a fee remains unpaid your Membership is in a termination period: you may finish Bookings already started but may not take new ones. If the fee is still unpaid at the end of that period, your Membership expires for non-payment and clause 13 applies.

6.4 You may cancel your Membership at any time from your dashboard. Cancellation takes effect at the end of the period you have already paid for; fees already paid are not refunded, except where the law requires it.

6.5 We may change Membership fees or plan contents by giving you at least 30 days' written notice. If you do not accept a change you may cancel before it takes effect.

## 7. Your obligations

7.1 You will act honestly, in good faith and with reasonable skill and care, and always in the Customer's best interests.

7.2 You will give Customers accurate, complete and up-to-date information about every product, price and condition, and you will not make any statement, in any medium, that is false or likely to mislead, including in advertising and on social media. Your advertising must follow the CAP Code and show total prices including all unavoidable charges.

7.3 You will complete the Host's induction training before taking your first Booking and such further training as we reasonably require when procedures or the law change.

7.4 You will keep accurate records of every enquiry and Booking in the Platform, so that the Host can meet its obligations to Customers, suppliers and regulators.

7.5 You will not sell travel for any other tour operator, host agency or travel business while this agreement is in force, unless we agree in writing.

7.6 You will comply with all laws that apply to your work, including the Bribery Act 2010, the Modern Slavery Act 2015, the Equality Act 2010 and anti-money-laundering law. You will not offer or accept any bribe, and you will tell us of any gift or hospitality from a supplier worth more than £100.

7.7 You will not use the Host's name, logos or trading styles except in the forms we provide or approve, and you will stop using them at once when this agreement ends.

## 8. Our obligations

8.1 We will give you access to the Platform, induction and ongoing training, marketing materials and a support desk during the hours published in your dashboard.

8.2 We will issue ATOL Certificates and confirmations, hold Client Money in trust, deal with suppliers and handle the financial protection of Bookings made in line with this agreement.

8.3 We will pay you the Commission due to you under clause 5 and give you a statement with each payment.

8.4 We will tell you promptly of any change in the law, in our licences or memberships, or in our procedures that affects how you sell.

## 9. Complaints and Customer care

9.1 You will handle Customers' questions promptly and courteously. Every complaint must be logged in the Platform and passed to the Host's customer relations team within one working day. You must not admit liability, offer compensation or agree a settlement without our written agreement.

9.2 We will deal with complaints in line with the ABTA Code of Conduct, including its alternative dispute resolution scheme, and you will give us all the help and information we reasonably ask for.

## 10. Data protection and confidentiality

10.1 The Host is the controller of the personal data of Customers and enquirers processed for Bookings, and you process that data only on the Host's behalf and on its documented instructions, as the UK General Data Protection Regulation and the Data Protection Act 2018 require.

10.2 You will: process Customer data only for the Booking it was given for; keep it in the Platform rather than on personal devices, paper or private e-mail accounts; protect your devices and accounts with strong, unique passwords and up-to-date security software; never share your sign-in details; and take particular care with passport details, dates of birth, medical information and any other special category data, entering them only where a supplier needs them.

10.3 You will tell us without delay, and in any case within 24 hours, if you suspect that Customer data has been lost, disclosed or accessed without authority, and you will help us respond to it and to any request from a Customer to exercise their data protection rights.

10.4 You will not send marketing to any person unless they have given the consent the Privacy and Electronic Communications Regulations require, recorded in the Platform.

10.5 The Host processes your own personal data to run this agreement, pay you and meet its legal obligations, as described in its privacy policy.

10.6 Each party will keep confidential the other's business information, including supplier rates, commission levels, Customer lists and the contents of the Platform, both during this agreement and after it ends, except where the law requires disclosure.

## 11. Intellectual property

All rights in the Platform, the Host's brand, training materials and marketing content remain with the Host or its licensors. We grant you a non-exclusive, non-transferable licence to use them only to perform this agreement. Content you create in the Platform, such as quotes and agent pages, may be used by the Host to provide the Bookings and to meet its legal obligations.

## 12. Liability and insurance

12.1 The Host's financial protection and professional indemnity insurance cover Bookings made in line with this agreement. They do not cover anything you do outside it.

12.2 You will be responsible for, and reimburse the Host for, any loss, fine or claim that arises because you broke this agreement, acted dishonestly or acted negligently.

12.3 Neither party is liable to the other for loss of profit or for indirect or consequential loss. The Host's total liability to you in any year is limited to the Membership fees you paid in that year plus any Commission then due to you.

12.4 Nothing in this agreement limits liability for death or personal injury caused by negligence, for fraud, or for anything else the law does not allow to be limited.

## 13. Term and termination

13.1 This agreement starts when you accept it and your Membership begins, and continues until it is ended under this clause.

13.2 Either party may end this agreement by giving the other 30 days' written notice. Cancelling your Membership is notice by you.

13.3 The Host may end this agreement immediately by written notice if you: break clause 3 or clause 4; act dishonestly or in a way likely to bring the Host or the travel industry into disrepute; commit any other serious breach and do not put it right within 14 days of being asked to; become bankrupt or enter into an arrangement with your creditors; or if your Membership expires for non-payment.

13.4 When this agreement ends, for whatever reason: you must stop taking Bookings and stop presenting yourself as connected with the Host; Bookings already confirmed remain with the Host and the Host will look after the Customers; you must return or permanently delete all Customer data held outside the Platform and confirm in writing that you have done so; and we will pay you Commission earned on Bookings confirmed before the end date once it becomes payable under clause 5, less any amounts you owe us.

13.5 Clauses 4, 5.3, 10, 11, 12 and 13.4 continue to apply after this agreement ends.

## 14. Changes to this agreement

We may update this agreement, for example when the law or our licences change. We will publish the new version in the Platform and tell you at least 30 days before it takes effect, except where a change is required sooner by law or a regulator. You will be asked to accept the new version; if you do not accept it you may end this agreement under clause 13.2 before it takes effect.

## 15. General

15.1 This agreement, with the commission schedule and the Host's written procedures, is the whole agreement between us about its subject and replaces anything said or written before.

15.2 You may not transfer or sub-contract any of your rights or obligations under this agreement. The Host may transfer it to another business that takes over its travel business, and will tell you if it does.

15.3 If any part of this agreement is found to be unenforceable, the rest continues in force.

15.4 A failure or delay in enforcing any right is not a waiver of it.

15.5 Notices under this agreement may be given by e-mail to the address on your account or to the Host's published support address, and are treated as received on the next working day.

15.6 No one other than the Host and you has any right to enforce this agreement under the Contracts (Rights of Third Parties) Act 1999.

15.7 This agreement is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction over any dispute arising from it.

## 16. Electronic signature

You accept this agreement electronically. Typing your full name and ticking the box is your signature and has the same effect as signing a paper copy, as the Electronic Communications Act 2000 provides. We keep a record of the version you accepted, a fingerprint (SHA-256 hash) of its exact text, the date and time, and the internet address and browser you used. You can reopen and print the agreement you signed from your account at any time.
`;

/** The text's fingerprint as stored with each version and each signature. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Stores version 1 when no version exists yet (the agreement is product
 * content, not demo data: it is needed on every database). Safe to call from
 * several requests at once.
 */
export async function ensureAgreement(db: Executor, brandName: string): Promise<void> {
  const [any] = await db.select({ id: agreementVersions.id }).from(agreementVersions).limit(1);
  if (any) return;
  const body = AGREEMENT_V1_BODY.replaceAll('{{agency}}', brandName);
  await db
    .insert(agreementVersions)
    .values({ version: 1, title: AGREEMENT_V1_TITLE, body, bodySha256: sha256Hex(body) })
    .onConflictDoNothing({ target: agreementVersions.version });
}

/**
 * Demo data: the agreement in force, and the paying demo members' signatures
 * of it, so "the agreement you signed" opens on their accounts.
 */
export async function seedAgreements(
  db: Executor,
  brandName = process.env.BRAND_NAME?.trim() || DEFAULT_BRAND.name,
): Promise<void> {
  await ensureAgreement(db, brandName);
  const [version] = await db.select().from(agreementVersions).where(eq(agreementVersions.version, 1));
  if (!version) return;
  const members = await db
    .select({ id: users.id, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(profiles.membershipStatus, 'Current'));
  const day = 24 * 60 * 60 * 1000;
  for (const [i, m] of members.entries()) {
    await db.insert(agreementSignatures).values({
      versionId: version.id,
      userId: m.id,
      email: m.email,
      fullName: `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim() || m.email,
      textSha256: version.bodySha256,
      ipAddress: '203.0.113.' + String(10 + i),
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      signedAt: new Date(Date.now() - (120 + i * 30) * day),
    });
  }
}
