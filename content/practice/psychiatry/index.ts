import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const psychiatry: CategoryContent = { category: 'Psychiatry', models, items };
