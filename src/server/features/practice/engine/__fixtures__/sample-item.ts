import type { WrittenItem } from '../../../../../../content/practice/types';

/** A small, valid written item used by the engine and generator tests. */
export const sampleItem: WrittenItem = {
  id: 'test-w-item',
  category: 'Cardiology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Inferior STEMI',
  stem: 'A 54-year-old man comes to the emergency department because of crushing substernal chest pain for 1 hour. Pulse is 96/min and blood pressure is 150/90 mm Hg. ECG shows ST elevation in leads II, III and aVF.',
  leadIn: 'Which coronary artery is most likely occluded?',
  options: [
    { text: 'Left anterior descending artery', why: 'LAD occlusion produces anterior (V1-V4) ST elevation.' },
    { text: 'Left circumflex artery', why: 'Circumflex occlusion usually produces lateral ST elevation.' },
    { text: 'Left main coronary artery', why: 'Left main occlusion gives diffuse ST depression with aVR elevation.' },
    { text: 'Right coronary artery', why: 'The right coronary artery supplies the inferior wall in most people.' },
    { text: 'Septal perforator artery', why: 'A septal branch alone would not produce inferior ST elevation.' },
  ],
  answerIndex: 3,
  rationale: 'ST elevation in II, III and aVF localises an inferior infarction.',
  objective: 'Localise an inferior STEMI to the right coronary artery.',
};
