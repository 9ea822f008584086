// Ad slot (spec §9): the ad script is injected once, a slot activates 100 ms after mount,
// and with no ad client configured a labelled placeholder of the same size is shown.
import { useEffect, useRef } from 'react';
import { AD_SLOT_DELAY_MS } from '../../../contract/constants';
import { cn } from '@/lib/cn';
import { usePublicConfig } from '@/lib/use-public-config';
import { readConsent } from '../cookie-consent/consent-storage';

export type AdKind = 'horizontal' | 'vertical';

const SIZES: Record<AdKind, string> = {
  horizontal: 'h-[90px] w-full max-w-[728px]',
  vertical: 'h-[600px] w-full max-w-[300px]',
};

declare global {
  interface Window {
    adsbygoogle?: unknown[] & { requestNonPersonalizedAds?: number };
  }
}

let scriptInjected = false;

function injectAdScript(clientId: string) {
  if (scriptInjected) return;
  scriptInjected = true;
  window.adsbygoogle ??= [];
  const ads = window.adsbygoogle;
  if (!readConsent()?.marketing) ads.requestNonPersonalizedAds = 1;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
  script.crossOrigin = 'anonymous';
  script.onerror = () => console.warn('Ad script failed to load');
  document.head.append(script);
}

export function AdSlot({ kind, slot, className }: { kind: AdKind; slot: string; className?: string }) {
  const { data: config } = usePublicConfig();
  const clientId = config?.adClientId ?? null;
  const activated = useRef(false);

  useEffect(() => {
    if (!clientId || activated.current) return;
    injectAdScript(clientId);
    const timer = window.setTimeout(() => {
      try {
        window.adsbygoogle?.push({});
        activated.current = true;
      } catch (error) {
        console.warn('Ad slot failed to activate', error);
      }
    }, AD_SLOT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [clientId]);

  if (!clientId) {
    return (
      <div
        role="complementary"
        aria-label="Advertisement placeholder"
        data-ad-kind={kind}
        className={cn(
          'mx-auto flex items-center justify-center rounded-md border border-dashed border-input bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground',
          SIZES[kind],
          className,
        )}
      >
        Advertisement
      </div>
    );
  }
  return (
    <aside className={cn('mx-auto overflow-hidden', SIZES[kind], className)} aria-label="Advertisement">
      <ins
        className="adsbygoogle block h-full w-full"
        data-ad-client={clientId}
        data-ad-slot={slot}
        data-ad-format={kind === 'horizontal' ? 'horizontal' : 'vertical'}
        data-full-width-responsive="true"
      />
    </aside>
  );
}
