import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const cardiology: CategoryContent = { category: 'Cardiology', models, items };
