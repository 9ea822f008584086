import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const surgery: CategoryContent = { category: 'Surgery', models, items };
