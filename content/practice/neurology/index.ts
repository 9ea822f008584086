import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const neurology: CategoryContent = { category: 'Neurology', models, items };
