// What an item tests: its declared task, or one read from the lead-in for older items that
// declare none. The distinct-item count groups items by (topic, key, task).

import { ITEM_TASKS, type ItemTask } from '../../../../../content/practice/types';

const LEAD_IN_TASKS: readonly [RegExp, ItemTask][] = [
  [/osteopathic|somatic dysfunction|chapman|viscerosomatic|counterstrain|tender point|fryette/i, 'osteopathic-diagnosis'],
  [/\bomt\b|manipulative|technique/i, 'omt-choice'],
  [/mechanism of action|mechanism of the|acts by|inhibit/i, 'mechanism'],
  [/adverse|side effect|toxicity|most likely to develop as a result of (the|this) (drug|medication|treatment)/i, 'adverse-effect'],
  [/complication|at (greatest|increased) risk (for|of)/i, 'complication'],
  [/risk factor|predispos/i, 'risk-factor'],
  [/next step|most appropriate (initial )?(management|action|response)|initial step|should be done/i, 'next-step'],
  [/pharmacotherapy|treatment|therapy|drug|medication|manage/i, 'treatment'],
  [/(diagnostic|best|initial|confirm\w*) (test|study|investigation)|most likely to confirm|most appropriate (test|study)|imaging/i, 'investigation'],
  [/pathophysiology|underlying (cause|mechanism)|cause of (this|these|her|his)|explains|responsible for/i, 'pathophysiology'],
  [/findings? (is|are) most likely|expected|most likely to show|would be seen|interpret/i, 'interpretation'],
  [/prognos|outcome|survival/i, 'prognosis'],
  [/prevent|screen|vaccin|prophyla/i, 'prevention'],
  [/nerve|artery|muscle|structure|ligament|anatomic/i, 'anatomy'],
  [/ethic|consent|confidential|capacity|disclos|most appropriate (thing|statement) to say/i, 'ethics'],
  [/diagnosis|most likely (condition|cause|disorder)/i, 'diagnosis'],
];

export function isItemTask(value: string): value is ItemTask {
  return (ITEM_TASKS as readonly string[]).includes(value);
}

/** The task an item declares, else the first lead-in pattern that matches, else 'diagnosis'. */
export function itemTask(declared: ItemTask | undefined, leadIn: string): ItemTask {
  if (declared) return declared;
  return LEAD_IN_TASKS.find(([pattern]) => pattern.test(leadIn))?.[1] ?? 'diagnosis';
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The key that makes two items the same item: (topic, key, task). */
export function distinctKey(topic: string, keyText: string, task: ItemTask): string {
  return `${normalise(topic)}|${normalise(keyText)}|${task}`;
}
