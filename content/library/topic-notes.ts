import type { TopicNote } from './types';
import { notes as cardiology } from './notes/cardiology';
import { notes as pulmonology } from './notes/pulmonology';
import { notes as gastroenterology } from './notes/gastroenterology';
import { notes as neurology } from './notes/neurology';
import { notes as endocrinology } from './notes/endocrinology';
import { notes as infectiousDisease } from './notes/infectious-disease';
import { notes as psychiatry } from './notes/psychiatry';
import { notes as surgery } from './notes/surgery';
import { notes as pediatrics } from './notes/pediatrics';
import { notes as obstetricsGynecology } from './notes/obstetrics-gynecology';
import { notes as emergencyMedicine } from './notes/emergency-medicine';

export const TOPIC_NOTES: readonly TopicNote[] = [
  ...cardiology,
  ...pulmonology,
  ...gastroenterology,
  ...neurology,
  ...endocrinology,
  ...infectiousDisease,
  ...psychiatry,
  ...surgery,
  ...pediatrics,
  ...obstetricsGynecology,
  ...emergencyMedicine,
];
