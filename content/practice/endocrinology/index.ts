import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const endocrinology: CategoryContent = { category: 'Endocrinology', models, items };
