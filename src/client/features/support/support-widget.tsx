// The floating support chat on every page (spec §2): a round button at the bottom right that
// opens a small panel. The panel's code loads on first open, keeping the first render small.
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

const SupportPanel = lazy(() => import('./support-panel'));
const preload = () => void import('./support-panel');

export function SupportWidget() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      {open && (
        <Suspense fallback={<div className="fixed right-4 bottom-24 z-50 rounded-lg border border-border bg-card px-4 py-3 text-sm shadow-lg">Opening support…</div>}>
          <SupportPanel id="support-chat-panel" onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={open ? 'Close support chat' : 'Open support chat'}
        aria-expanded={open}
        aria-controls={open ? 'support-chat-panel' : undefined}
        className="fixed right-4 bottom-4 z-50 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
      </button>
    </>
  );
}
