import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const pediatrics: CategoryContent = { category: 'Pediatrics', models, items };
