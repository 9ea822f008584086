// Toasts: at most one at a time (spec §9). toast() from anywhere; <Toaster /> once in the app.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;
let toasts: ToastState[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastState[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.filter((t) => t.id !== id));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {current.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            t.variant === 'destructive' && 'border-red-300 bg-destructive text-destructive-foreground',
            t.variant === 'success' && 'border-green-200 bg-success-soft text-green-900',
            (t.variant ?? 'default') === 'default' && 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close className="absolute right-3 top-3 rounded-sm opacity-70 hover:opacity-100 cursor-pointer" aria-label="Dismiss">
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-16 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4" />
    </ToastPrimitive.Provider>
  );
}
