import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const infectiousDisease: CategoryContent = { category: 'Infectious Disease', models, items };
