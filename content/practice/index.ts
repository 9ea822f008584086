import type { CategoryContent } from './types';
import { cardiology } from './cardiology';
import { pulmonology } from './pulmonology';
import { gastroenterology } from './gastroenterology';
import { neurology } from './neurology';
import { endocrinology } from './endocrinology';
import { infectiousDisease } from './infectious-disease';
import { psychiatry } from './psychiatry';
import { surgery } from './surgery';
import { pediatrics } from './pediatrics';
import { obstetricsGynecology } from './obstetrics-gynecology';
import { emergencyMedicine } from './emergency-medicine';

export const PRACTICE_CONTENT: readonly CategoryContent[] = [
  cardiology,
  pulmonology,
  gastroenterology,
  neurology,
  endocrinology,
  infectiousDisease,
  psychiatry,
  surgery,
  pediatrics,
  obstetricsGynecology,
  emergencyMedicine,
];
