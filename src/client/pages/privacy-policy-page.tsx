import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PRIVACY_RESPONSE_DAYS } from '../../contract/constants';
import { Card, CardContent } from '@/components/ui/card';
import { usePageMeta } from '@/lib/page-meta';

const LAST_UPDATED = 'November 22, 2026';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="flex flex-col gap-2 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export default function PrivacyPolicyPage() {
  usePageMeta('/privacy-policy');
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">Privacy Policy</h1>
        <p className="text-sm text-muted-foreground">Last updated: {LAST_UPDATED}</p>
      </header>
      <Card>
        <CardContent className="flex flex-col gap-6 pt-6">
          <p className="leading-relaxed text-slate-700">
            MedPrep helps medical students and physicians prepare for the USMLE and COMLEX. This policy explains what we collect
            when you use MedPrep, why, how long we keep it, and the choices and rights you have.
          </p>

          <Section title="What we collect">
            <ul className="list-disc space-y-1 pl-6">
              <li><strong>Practice history:</strong> the questions generated for you, your answers, whether they were correct and the time you spent, so we can show progress, streaks and avoid repeats.</li>
              <li><strong>ICD-10-CM searches:</strong> the codes you open and the search text that led to them, to show your recent searches and usage figures.</li>
              <li><strong>Bookmarks:</strong> the ICD-10-CM codes you bookmark and any notes you add to them.</li>
              <li><strong>Loan plans:</strong> the amounts, rates, terms and names of the loan plans you save.</li>
              <li><strong>Chat messages:</strong> what you write to the AI medical assistant and its replies, so conversations survive a page reload. Support-assistant messages are processed to answer you and kept only in your browser tab.</li>
              <li><strong>Account and subscription data:</strong> your name, email address, plan, trial dates and billing status. Payment details are handled by our payment processor (see below).</li>
              <li><strong>Technical data:</strong> IP address, browser type and request logs kept for security and troubleshooting.</li>
            </ul>
          </Section>

          <Section title="Cookies">
            <p>We group cookies and similar browser storage into three categories. You choose in the cookie banner, and your choice is stored in your browser.</p>
            <ul className="list-disc space-y-1 pl-6">
              <li><strong>Essential</strong> (always on): keep the site working, secure and remember your cookie choice.</li>
              <li><strong>Analytics</strong> (optional): tell us which features are used so we can improve them, in aggregate.</li>
              <li><strong>Marketing</strong> (optional): let our advertising partner show ads based on your interests. If you decline, ads are not personalised.</li>
            </ul>
            <p>To change your choice, clear this site's data in your browser and the banner will ask again.</p>
          </Section>

          <Section title="Medical data notice">
            <p>
              MedPrep is an education tool, not a medical record. Do not enter patient-identifiable information (names, dates of
              birth, record numbers, images or any detail that could identify a person) anywhere on MedPrep. Case studies shared in
              Collaboration must be fully anonymised before you post them. Answers from our assistants are for learning and are not
              medical advice.
            </p>
          </Section>

          <Section title="Payments">
            <p>
              Subscriptions are paid through our payment processor. Your card details are entered into the processor's secure form
              and never reach our servers; we receive only the status of your subscription and the last digits of the card to
              show you which card is on file.
            </p>
          </Section>

          <Section title="How we use your data">
            <p>
              To provide the features you use, keep your progress, enforce plan limits, prevent abuse, answer support requests and
              improve MedPrep. We do not sell your personal data.
            </p>
          </Section>

          <Section title="Retention">
            <p>
              We keep your study data (practice history, bookmarks, searches, loan plans and chats) while your account exists and
              delete it within 30 days after you delete your account. Billing records are kept as long as tax law requires. Request
              logs are kept for up to 90 days.
            </p>
          </Section>

          <Section title="Your rights">
            <p>
              You may ask for a copy of your data, its correction or deletion, or object to or restrict how we use it, and you may
              withdraw consent for optional cookies at any time. Where the law of your country gives you further rights, such as
              under the GDPR or the CCPA, we honour them.
            </p>
          </Section>

          <Section title="Contact">
            <p>
              Write to <a className="text-primary underline" href="mailto:privacy@medprep.example">privacy@medprep.example</a> or use
              the support chat on any page. We respond to every privacy request within {PRIVACY_RESPONSE_DAYS} days.
            </p>
          </Section>

          <p className="text-sm text-muted-foreground">
            See also the medical disclaimer at the foot of every page. <Link href="/" className="text-primary underline">Back to Home</Link>
          </p>
        </CardContent>
      </Card>
    </article>
  );
}
