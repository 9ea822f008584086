import { useState } from 'react';
import { cn } from '@/lib/cn';
import { DefaultProductArt } from './default-product-art';

/** The product drawing, or the default picture when there is none or it fails to load (spec §2). */
export function ProductImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <DefaultProductArt label={alt} className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      width={240}
      height={180}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('h-full w-full object-cover', className)}
    />
  );
}
