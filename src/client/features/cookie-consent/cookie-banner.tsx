import { ChevronDown, ChevronUp, Cookie, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { dismissedThisSession, dismissForSession, readConsent, storeConsent } from './consent-storage';

const CATEGORIES = [
  { name: 'Essential', text: 'Keep the site working: your session, security and your cookie choice. Always on.' },
  { name: 'Analytics', text: 'Help us understand which features students use so we can improve them. No personal profiles.' },
  { name: 'Marketing', text: 'Let our advertising partners show ads that match your interests. Ads still appear without them.' },
];

export function CookieBanner() {
  const [visible, setVisible] = useState(() => readConsent() === null && !dismissedThisSession());
  const [detailsOpen, setDetailsOpen] = useState(false);
  if (!visible) return null;

  const choose = (all: boolean) => {
    storeConsent({ analytics: all, marketing: all });
    setVisible(false);
  };
  const close = () => {
    dismissForSession();
    setVisible(false);
  };

  return (
    <section aria-label="Cookie consent" className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card shadow-[0_-4px_16px_rgba(15,23,42,0.08)]">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 pr-12 sm:pr-24">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            We use essential cookies to run MedPrep and, with your permission, analytics and marketing cookies. See our{' '}
            <Link href="/privacy-policy" className="text-primary underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        {detailsOpen && (
          <div id="cookie-details" className="grid gap-2 rounded-md bg-muted p-3 text-sm sm:grid-cols-2">
            {CATEGORIES.map((category) => (
              <div key={category.name}>
                <p className="font-semibold">{category.name}</p>
                <p className="text-muted-foreground">{category.text}</p>
              </div>
            ))}
            <div>
              <p className="font-semibold">Medical data notice</p>
              <p className="text-muted-foreground">
                Cookies never hold health information. Do not enter patient-identifiable information anywhere on MedPrep.
              </p>
            </div>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => choose(true)}>Accept All Cookies</Button>
          <Button variant="outline" onClick={() => choose(false)}>
            Essential Only
          </Button>
          <Button variant="ghost" aria-expanded={detailsOpen} aria-controls="cookie-details" onClick={() => setDetailsOpen((open) => !open)}>
            Cookie Details {detailsOpen ? <ChevronUp /> : <ChevronDown />}
          </Button>
        </div>
      </div>
      <button
        type="button"
        onClick={close}
        aria-label="Close cookie banner"
        className="absolute right-3 top-3 flex size-10 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
      >
        <X className="size-4" />
      </button>
    </section>
  );
}
