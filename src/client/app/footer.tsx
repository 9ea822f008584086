import { Link } from 'wouter';
import { MEDICAL_DISCLAIMER } from '../../contract/constants';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm text-muted-foreground">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <span className="font-semibold text-foreground">MedPrep</span>
          <Link href="/privacy-policy" className="hover:text-foreground hover:underline">
            Privacy Policy
          </Link>
          <Link href="/pricing" className="hover:text-foreground hover:underline">
            Pricing
          </Link>
          <Link href="/enhanced-icd" className="hover:text-foreground hover:underline">
            Enhanced ICD-10 Lookup
          </Link>
        </div>
        <p>
          <strong className="text-foreground">Medical disclaimer:</strong> {MEDICAL_DISCLAIMER}
        </p>
        <p>© {new Date().getFullYear()} MedPrep. USMLE and COMLEX are registered marks of their owners, who do not endorse MedPrep.</p>
      </div>
    </footer>
  );
}
