import type { CategoryContent } from '../types';
import { models } from './models';
import { items } from './items';

export const gastroenterology: CategoryContent = { category: 'Gastroenterology', models, items };
