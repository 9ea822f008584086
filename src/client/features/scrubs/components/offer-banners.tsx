import { BadgePercent, Footprints, Shirt } from 'lucide-react';
import { SCRUB_OFFERS, type ScrubCategory } from '../../../../contract/constants';
import { Button } from '@/components/ui/button';

const [SETS_OFFER, SHOES_OFFER, BULK_OFFER] = SCRUB_OFFERS;

const OFFERS: { headline: string; text: string; icon: typeof Shirt; category?: ScrubCategory; action?: string; tone: string }[] = [
  { headline: SETS_OFFER, text: 'Selected scrub sets: a complete top and pants for your next rotation.', icon: Shirt, category: 'sets', action: 'Shop sets', tone: 'bg-primary text-primary-foreground' },
  { headline: SHOES_OFFER, text: 'Selected clogs and running shoes built for twelve-hour shifts.', icon: Footprints, category: 'shoes', action: 'Shop shoes', tone: 'bg-slate-800 text-white' },
  { headline: BULK_OFFER, text: 'Buy five or more items and save 15%: stock up with your study group.', icon: BadgePercent, tone: 'bg-amber-100 text-amber-950' },
];

/** Spec §2 and §9: the special-offer banners. */
export function OfferBanners({ onShop }: { onShop: (category: ScrubCategory) => void }) {
  return (
    <section aria-label="Special offers" className="grid gap-3 md:grid-cols-3">
      {OFFERS.map(({ headline, text, icon: Icon, category, action, tone }) => (
        <div key={headline} className={`flex flex-col gap-2 rounded-lg p-5 shadow-sm ${tone}`}>
          <div className="flex items-center gap-2">
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <p className="text-2xl font-bold">{headline}</p>
          </div>
          <p className="text-sm opacity-90">{text}</p>
          {category && action && (
            <Button variant="outline" className="mt-auto w-fit border-current bg-transparent hover:bg-white/15" onClick={() => onShop(category)}>
              {action}
            </Button>
          )}
        </div>
      ))}
    </section>
  );
}
