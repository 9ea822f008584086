import { cn } from '@/lib/cn';

/**
 * The picture shown when a product has no drawing or its drawing fails to load. Drawn inline,
 * so it shows even when the server's image cannot be reached.
 */
export function DefaultProductArt({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      data-fallback-image=""
      viewBox="0 0 240 180"
      className={cn('h-full w-full', className)}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="240" height="180" fill="#e2e8f0" />
      <path d="M96 62 Q96 36 120 36 Q144 36 144 62" fill="none" stroke="#64748b" strokeWidth="6" strokeLinecap="round" />
      <path d="M74 60 L166 60 L174 148 L66 148 Z" fill="#94a3b8" stroke="#64748b" strokeWidth="3" strokeLinejoin="round" />
      <path d="M120 82 L120 126 M98 104 L142 104" stroke="#f8fafc" strokeWidth="12" strokeLinecap="round" />
    </svg>
  );
}
