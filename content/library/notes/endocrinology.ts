import type { TopicNote } from '../types';

export const notes: readonly TopicNote[] = [];
