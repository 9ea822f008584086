// Copies a code; the icon shows a tick for 2 seconds (spec §4, §9) and a toast confirms.
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COPY_TICK_MS } from '../../../../contract/constants';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

interface CopyCodeButtonProps {
  code: string;
  /** The lookup page names the code in its toast; the enhanced page says 'Copied to clipboard'. */
  message: 'named' | 'short';
}

export function CopyCodeButton({ code, message }: CopyCodeButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_TICK_MS);
      toast(message === 'named' ? { title: 'Copied!', description: `ICD-10 code ${code} copied to clipboard`, variant: 'success' } : { title: 'Copied to clipboard', variant: 'success' });
    } catch {
      toast({ title: 'Unable to copy to clipboard', variant: 'destructive' });
    }
  };

  return (
    <Button variant="ghost" size="icon" onClick={copy} aria-label={copied ? `Copied ${code}` : `Copy ${code}`} className="shrink-0">
      {copied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}
