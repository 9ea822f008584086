import type { WrittenItem } from '../types';

export const itemsB: readonly WrittenItem[] = [
  {
    id: 'pulm-w-massive-pulmonary-embolism',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'High-risk pulmonary embolism',
    stem:
      'A 54-year-old woman is brought to the emergency department 2 hours after the sudden onset of shortness of breath and lightheadedness. She returned 3 days ago from a 12-hour flight. She has no history of bleeding, stroke, recent surgery, or trauma. After 1 L of intravenous crystalloid, pulse is 128/min, respirations are 30/min, and blood pressure is 78/50 mm Hg. Oxygen saturation is 86% on high-flow oxygen. The jugular veins are distended, and the extremities are cool. CT pulmonary angiography shows a large embolus straddling the bifurcation of the main pulmonary artery, with a dilated right ventricle. An intravenous heparin infusion is started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Alteplase',
        why: 'Systemic thrombolysis rapidly reduces clot burden and right ventricular afterload; it is recommended for pulmonary embolism with sustained hypotension (high-risk embolism) when there is no contraindication.',
      },
      {
        text: 'Apixaban',
        why: 'Direct oral anticoagulants are used for hemodynamically stable embolism and for long-term treatment; they do not dissolve existing clot quickly enough for obstructive shock.',
      },
      {
        text: 'Inferior vena cava filter placement',
        why: 'A filter is for patients with venous thromboembolism who cannot be anticoagulated; it does not relieve the existing pulmonary arterial obstruction.',
      },
      {
        text: 'Surgical embolectomy',
        why: 'Surgical or catheter embolectomy is reserved for high-risk embolism when thrombolysis is contraindicated or has failed.',
      },
      {
        text: 'Warfarin',
        why: 'Warfarin takes days to act, must be bridged with heparin, and does not lyse existing thrombus.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Sustained hypotension (systolic pressure below 90 mm Hg despite fluid) with a large central embolus and right ventricular dilation defines high-risk (massive) pulmonary embolism with obstructive shock. Heparin prevents clot extension but does not relieve obstruction; with no contraindications to lysis (no recent surgery, stroke, trauma or bleeding), systemic thrombolysis with alteplase is indicated. Vasopressors support blood pressure in the meantime, and excessive fluid is avoided because it can worsen right ventricular failure.',
    objective: 'Give systemic thrombolysis for pulmonary embolism with hypotension when there is no contraindication.',
  },
  {
    id: 'pulm-w-lung-cancer-screening',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lung cancer screening',
    stem:
      'A 58-year-old woman comes to the office for a health maintenance examination. She smoked one and one-half packs of cigarettes daily from age 18 to 52 years and quit 6 years ago. She has hypertension treated with amlodipine. She has no cough, hemoptysis, weight loss, or shortness of breath and walks 3 miles daily. Vital signs are normal. Examination shows no abnormalities.',
    leadIn: 'Which of the following is the most appropriate recommendation regarding lung cancer screening?',
    options: [
      {
        text: 'Annual chest radiography',
        why: 'Screening with chest radiography, with or without sputum cytology, did not reduce lung cancer mortality in randomized trials.',
      },
      {
        text: 'Annual low-dose CT of the chest',
        why: 'Annual low-dose CT reduces lung cancer mortality in adults aged 50-80 years with a 20-pack-year or greater history who smoke now or quit within the past 15 years.',
      },
      {
        text: 'Low-dose CT of the chest every 5 years',
        why: 'The mortality benefit was shown with annual screening; a 5-year interval is not a recommended schedule.',
      },
      {
        text: 'No lung cancer screening',
        why: 'She meets all screening criteria (age, 51 pack-years, quit 6 years ago) and is healthy enough to undergo curative treatment, so screening is recommended.',
      },
      {
        text: 'Sputum cytology every year',
        why: 'Sputum cytology has low sensitivity and did not reduce lung cancer mortality in trials.',
      },
    ],
    answerIndex: 1,
    rationale:
      'She is 58 years old, has a 51-pack-year history (1.5 packs daily for 34 years) and quit 6 years ago, so she meets current criteria for annual low-dose CT screening: age 50-80 years, at least 20 pack-years, and current smoking or quitting within the past 15 years. Screening stops once she has not smoked for 15 years or develops a condition that limits life expectancy or the ability to undergo curative surgery. Shared decision-making about false positives and overdiagnosis should precede screening.',
    objective: 'Apply the eligibility criteria for annual low-dose CT lung cancer screening.',
  },
  {
    id: 'pulm-w-hypersensitivity-pneumonitis',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hypersensitivity pneumonitis',
    stem:
      'A 46-year-old man comes to the office because of recurrent episodes of fever, chills, dry cough, shortness of breath, and muscle aches for 6 months. Each episode begins 4 to 6 hours after he cleans the lofts where he keeps racing pigeons and resolves within 1 to 2 days. Between episodes, he has mild shortness of breath on exertion. He has never smoked and has no history of asthma or allergies. Temperature is 37.2°C, pulse is 84/min, respirations are 18/min, and oxygen saturation is 94% on room air. Fine inspiratory crackles are heard at both lung bases. There is no wheezing. Leukocyte count is 7,800/mm³ with 2% eosinophils. High-resolution CT of the chest shows poorly defined centrilobular ground-glass nodules and areas of mosaic attenuation with air trapping on expiratory images. Pulmonary function testing shows a mild restrictive pattern with a reduced diffusing capacity.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Allergic bronchopulmonary aspergillosis',
        why: 'This hypersensitivity reaction to Aspergillus occurs in patients with asthma or cystic fibrosis and causes wheezing, marked eosinophilia, high IgE and central bronchiectasis.',
      },
      {
        text: 'Asthma',
        why: 'Asthma causes episodic wheezing with reversible obstruction, not fever, restriction, a reduced diffusing capacity and centrilobular nodules.',
      },
      {
        text: 'Hypersensitivity pneumonitis',
        why: 'Repeated inhalation of avian proteins causes an immune-mediated alveolitis: flu-like episodes hours after each exposure, inspiratory crackles, restriction with low diffusing capacity, centrilobular ground-glass nodules and air trapping.',
      },
      {
        text: 'Psittacosis',
        why: 'Chlamydia psittaci infection from birds causes a single acute pneumonia with high fever, headache and often splenomegaly, not brief episodes that recur with each exposure and resolve without treatment.',
      },
      {
        text: 'Sarcoidosis',
        why: 'Sarcoidosis causes bilateral hilar adenopathy and perilymphatic nodules; its symptoms are not triggered by a specific exposure.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Flu-like episodes that begin hours after each exposure to pigeon droppings and feathers and resolve within a day or two, with a restrictive defect, reduced diffusing capacity and the CT triad of centrilobular ground-glass nodules, mosaic attenuation and air trapping, indicate hypersensitivity pneumonitis (bird fancier lung). The most important treatment is strict avoidance of the antigen; glucocorticoids are used for persistent or fibrotic disease.',
    objective: 'Diagnose hypersensitivity pneumonitis from exposure-linked episodes and its CT pattern.',
  },
  {
    id: 'pulm-w-omm-viscerosomatic-lung',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    topic: 'Viscerosomatic reflex: lungs',
    stem:
      'A 72-year-old man is hospitalized because of community-acquired pneumonia of the right lower lobe. He has received intravenous ceftriaxone and azithromycin for 2 days. Temperature is 37.8°C, pulse is 94/min, respirations are 20/min, and oxygen saturation is 94% on 2 L/min of oxygen. Bronchial breath sounds and crackles are heard over the right lower lung field. On osteopathic structural examination, a viscerosomatic reflex related to the pneumonia is found: warm, boggy paraspinal tissues over several adjacent segments with firm, hypertonic deep muscles and restricted motion that does not change with positioning.',
    leadIn: 'At which of the following locations is this reflex most likely found?',
    options: [
      {
        text: 'T2-T7 on the right',
        why: 'The sympathetic supply of the lungs and bronchi arises from about T2-T7, so pulmonary viscerosomatic reflexes appear in the upper and midthoracic paraspinal tissues on the side of the disease.',
      },
      {
        text: 'T10-T11 on the right',
        why: 'T10-T11 is the viscerosomatic level for the small intestine, ascending colon, kidneys, upper ureters and gonads.',
      },
      {
        text: 'T12-L2 bilaterally',
        why: 'T12-L2 reflects the descending and sigmoid colon, bladder and pelvic organs.',
      },
      {
        text: 'L3-L5 on the right',
        why: 'The lower lumbar segments have no preganglionic sympathetic outflow, so visceral disease does not produce reflexes there.',
      },
      {
        text: 'S2-S4 bilaterally',
        why: 'S2-S4 carries pelvic splanchnic parasympathetic fibers to the distal colon and pelvic organs; the parasympathetic supply of the lungs is the vagus nerve (occipitoatlantal region and C1-C2).',
      },
    ],
    answerIndex: 0,
    rationale:
      'Visceral afferents from the lungs travel with their sympathetic supply to the upper and midthoracic cord (about T2-T7), producing a viscerosomatic reflex in the paraspinal tissues at those levels, usually on the side of the affected lung. Vagal (parasympathetic) reflexes from the lungs can also appear at the occipitoatlantal region and C1-C2. Rib raising at these thoracic levels is often part of OMT for hospitalized patients with pneumonia.',
    objective: 'Locate the pulmonary viscerosomatic reflex at T2-T7 on the affected side.',
  },
  {
    id: 'pulm-w-omm-thoracic-inlet-first',
    category: 'Pulmonology',
    examTypes: ['comlex'],
    topic: 'Lymphatic OMT in pneumonia',
    stem:
      'A 79-year-old woman is hospitalized with community-acquired pneumonia and has received intravenous ceftriaxone and azithromycin for 2 days. She is improving but still has a productive cough. Temperature is 37.6°C, pulse is 88/min, respirations are 18/min, blood pressure is 128/76 mm Hg, and oxygen saturation is 95% on 2 L/min of oxygen. Crackles are heard over the left lower lung field. She has no history of osteoporosis, fractures, or cancer. Her physician plans a sequence of osteopathic lymphatic techniques to improve lymphatic drainage from the chest.',
    leadIn: 'Which of the following techniques should be performed first?',
    options: [
      {
        text: 'Doming of the thoracoabdominal diaphragm',
        why: 'Redoming the diaphragm improves the thoracoabdominal pressure gradient that drives lymph flow, but it is done after the thoracic inlet has been released.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'Pumps push lymph toward the central circulation and are performed only after the terminal drainage site at the thoracic inlet has been opened.',
      },
      {
        text: 'Splenic pump',
        why: 'The splenic pump is used to enhance immune response and is a later step in a lymphatic sequence, after the inlet and diaphragm have been treated.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'All lymph ultimately drains into the venous system at the thoracic inlet, so it is released first to open the outflow before other lymphatic techniques push fluid toward it.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'The thoracic pump increases lymph flow but would push lymph against an unreleased thoracic inlet; it follows inlet release and diaphragm treatment.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Lymphatic OMT is sequenced from the center outward: first open the thoracic inlet, where the thoracic and right lymphatic ducts empty into the subclavian veins, then treat the diaphragm (the main pump of the lymphatic system), and then apply pumps (thoracic, pedal, splenic) that move fluid toward the now-open outflow. Adjunctive OMT in older adults with pneumonia has been studied as a way to shorten the course of illness.',
    objective: 'Release the thoracic inlet before other lymphatic techniques.',
  },
];
