// The message box: Enter sends, Shift+Enter starts a new line; disabled while an answer is on its way.
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react';
import { CHAT_LIMITS } from '../../../../contract/chat';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatCount } from '@/lib/format';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  disabled: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

const WARN_AT = CHAT_LIMITS.messageMaxChars - 200;

export function ChatInput({ value, onChange, onSend, disabled, inputRef }: ChatInputProps) {
  const hintId = useId();
  const blank = value.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled && !blank) onSend();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1 border-t border-border p-3">
      <div className="flex items-end gap-2">
        <Textarea
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
          disabled={disabled}
          maxLength={CHAT_LIMITS.messageMaxChars}
          rows={2}
          placeholder="Ask about a condition, a drug, a code or MedPrep…"
          aria-label="Your question"
          aria-describedby={hintId}
          className="max-h-40 min-h-12 resize-none"
        />
        <Button type="submit" size="icon" disabled={disabled || blank} aria-label="Send message" className="size-12 shrink-0">
          <Send />
        </Button>
      </div>
      <p id={hintId} className="flex justify-between gap-2 px-1 text-xs text-muted-foreground">
        <span>Enter to send, Shift+Enter for a new line</span>
        {value.length > WARN_AT && (
          <span aria-live="polite">
            {formatCount(value.length)}/{formatCount(CHAT_LIMITS.messageMaxChars)}
          </span>
        )}
      </p>
    </form>
  );
}
