import { Menu, Stethoscope, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { AccountButton } from './account-dialog';
import { NAV_LINKS } from '../../contract/routes';

export function Header() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  const links = (onNavigate?: () => void) =>
    NAV_LINKS.map((link) => {
      const active = location === link.path;
      return (
        <Link
          key={link.path}
          href={link.path}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-2 text-sm font-medium transition-colors',
            active ? 'bg-primary-soft text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          {link.label}
        </Link>
      );
    });

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-primary">
          <Stethoscope className="size-6" aria-hidden="true" />
          MedPrep
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          {links()}
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <AccountButton label="Login" variant="outline" />
          <AccountButton label="Sign Up" variant="default" />
        </div>
        <button
          type="button"
          className="ml-auto flex size-10 cursor-pointer items-center justify-center rounded-md hover:bg-muted lg:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-border px-4 py-3 lg:hidden">
          <div className="flex flex-col gap-1">{links(() => setMenuOpen(false))}</div>
          <div className="mt-3 flex gap-2">
            <AccountButton label="Login" variant="outline" />
            <AccountButton label="Sign Up" variant="default" />
          </div>
        </nav>
      )}
    </header>
  );
}
