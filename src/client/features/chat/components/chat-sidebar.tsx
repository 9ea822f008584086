// Beside the chat: the medical disclaimer, usage tips and what the assistant can do.
import { AlertTriangle } from 'lucide-react';
import { CHAT_LIMITS } from '../../../../contract/chat';
import { MEDICAL_DISCLAIMER } from '../../../../contract/constants';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const TIPS = [
  'Name the condition, drug or test: "first-line treatment for acute pericarditis" works better than "what do I give?".',
  'Ask for one thing at a time: key findings, diagnosis, first-line management, mechanism or complications.',
  'Follow-ups such as "how is it diagnosed?" use your previous question.',
  'Open a source to read the full note or explanation behind an answer.',
  `Messages can be up to ${CHAT_LIMITS.messageMaxChars.toLocaleString('en-US')} characters; you can send ${CHAT_LIMITS.messagesPerMinute} a minute.`,
];

const CAPABILITIES = ['Topic notes', 'Practice explanations', 'ICD-10-CM codes', 'Cited sources', 'MedPrep FAQ', 'Works offline'];

export function ChatSidebar({ llmEnabled }: { llmEnabled: boolean }) {
  return (
    <aside className="flex flex-col gap-4" aria-label="About the assistant">
      <Alert variant="warning">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>Medical disclaimer</AlertTitle>
        <AlertDescription>{MEDICAL_DISCLAIMER} In an emergency, call your local emergency number.</AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">What it can do</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {CAPABILITIES.map((label) => (
            <Badge key={label} variant="secondary">
              {label}
            </Badge>
          ))}
          <Badge variant={llmEnabled ? 'default' : 'outline'}>{llmEnabled ? 'AI model: on' : 'Offline engine'}</Badge>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Usage tips</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </aside>
  );
}
