// AI Chat and support chat load on the offline engine (no LLM configured). Issue 7's target is
// an offline answer p95 under 50 ms at the server: besides the load runs, verify() sends
// questions one at a time and reads each answer's Server-Timing (retrieval, answer, storage).
// The per-user message limit would refuse almost every request of one demo user, so it is
// switched off for the benchmark server (CHAT_RATE_LIMIT_PER_MINUTE=0, set before it starts).
import type { BenchScenario, LatencyTarget } from '../types';

process.env.CHAT_RATE_LIMIT_PER_MINUTE ??= '0';

const SEQUENTIAL_SAMPLES = 300;
const SERVER_P95_TARGET_MS = 50;

const CHAT_QUESTIONS = [
  'What is the first-line treatment for acute pericarditis?',
  'How do you diagnose a pulmonary embolism?',
  'symptoms of aortic dissection',
  'What is the antidote for digoxin toxicity?',
  'difference between crohns and ulcerative colitis',
  'What is the ICD-10 code for essential hypertension?',
  'How much does the Premium plan cost?',
  'Who won the football world cup in 1998?',
];
const SUPPORT_QUESTIONS = ['Is there a student discount?', 'How do I cancel my subscription?', 'How long is the free trial?', 'What cookies do you use?'];

const post = (path: string, body: unknown) => ({ method: 'POST' as const, path, body });

export const scenarios: BenchScenario[] = [
  {
    name: 'POST /api/chat (offline answer)',
    method: 'POST',
    path: '/api/chat',
    connections: 10,
    requests: CHAT_QUESTIONS.map((message) => post('/api/chat', { message, userId: 1 })),
    verify: async (baseUrl) => [await sequentialServerP95(baseUrl)],
  },
  {
    name: 'POST /api/support/chat (offline answer)',
    method: 'POST',
    path: '/api/support/chat',
    connections: 10,
    requests: SUPPORT_QUESTIONS.map((message) => post('/api/support/chat', { message, conversationHistory: [] })),
  },
  { name: 'GET /api/chat/conversation', path: '/api/chat/conversation', connections: 10 },
];

export const latencyTargets: LatencyTarget[] = [
  // Ours, under 10 concurrent users on one embedded database (the target is the p95 below).
  { scenario: 'POST /api/chat (offline answer)', p99MaxMs: 150 },
  { scenario: 'POST /api/support/chat (offline answer)', p99MaxMs: 100 },
];

/** One request at a time: the server's own time per answer, p50 and p95. */
async function sequentialServerP95(baseUrl: string): Promise<string> {
  await fetch(`${baseUrl}/api/chat/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const durations: number[] = [];
  for (let i = 0; i < SEQUENTIAL_SAMPLES; i++) {
    const response = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: CHAT_QUESTIONS[i % CHAT_QUESTIONS.length], userId: 1 }),
    });
    await response.arrayBuffer();
    const timing = /answer;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (response.status !== 200 || !timing) return `chat: sequential check failed (status ${response.status})`;
    durations.push(Number(timing[1]));
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
  const p95 = at(0.95);
  const verdict = p95 < SERVER_P95_TARGET_MS ? 'met ' : 'MISS';
  return `${verdict} chat: offline answer at the server, one at a time (${SEQUENTIAL_SAMPLES} answers): p50 ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${SERVER_P95_TARGET_MS} ms)`;
}
