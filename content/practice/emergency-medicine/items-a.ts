import type { WrittenItem } from '../types';

export const itemsA: readonly WrittenItem[] = [
  {
    id: 'em-w-exhalation-rib-dysfunction',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Chest wall injury: rib somatic dysfunction',
    stem: 'A 36-year-old man comes to the emergency department 2 days after an opponent\'s elbow struck the left side of his chest during a basketball game. He has left anterior chest wall pain that worsens with deep breathing. He has no hemoptysis and no shortness of breath at rest. Temperature is 36.9°C, pulse is 78/min, respirations are 16/min, blood pressure is 124/78 mm Hg, and oxygen saturation is 98% on room air. Breath sounds are normal and equal bilaterally. An ECG shows no abnormalities, and chest and rib radiographs show no fracture or pneumothorax. On osteopathic structural examination, during deep inhalation the left 3rd through 5th ribs stop rising before the corresponding right ribs; during exhalation the ribs move symmetrically.',
    leadIn: 'Osteopathic treatment of this rib group should be directed first at which of the following ribs?',
    options: [
      {
        text: 'Left 3rd rib',
        why: 'Ribs that stop moving up during inhalation are held in exhalation (restricted in inhalation). In a group exhalation dysfunction the key rib is the top rib of the group; freeing it (for example with muscle energy using the pectoralis minor) usually releases the ribs below.',
      },
      {
        text: 'Left 4th rib',
        why: 'The middle rib of a group is not the key rib; treatment starts at the top or bottom rib depending on the type of dysfunction.',
      },
      {
        text: 'Left 5th rib',
        why: 'The bottom rib is the key rib for an inhalation dysfunction, in which ribs stop moving down during exhalation; these ribs are restricted in inhalation.',
      },
      {
        text: 'Right 3rd rib',
        why: 'The right ribs move normally and serve as the reference; the restriction is on the left.',
      },
      {
        text: 'Right 5th rib',
        why: 'The right ribs rise and fall normally; treatment is directed to the restricted left-sided group.',
      },
    ],
    answerIndex: 0,
    rationale:
      'After fracture and pneumothorax are excluded, a group of left ribs that stops rising early during inhalation has an exhalation somatic dysfunction. By the "BITE" rule (Bottom rib for Inhalation, Top rib for Exhalation), the key rib of an exhalation group is the top one, the left 3rd rib.',
    objective: 'Identify the key rib of a group exhalation somatic dysfunction.',
  },
  {
    id: 'em-w-lumbar-frs-acute-low-back-pain',
    category: 'Emergency Medicine',
    examTypes: ['comlex'],
    topic: 'Acute low back pain: lumbar somatic dysfunction',
    stem: 'A 42-year-old woman comes to the emergency department because of low back pain that began 1 day ago while she was lifting boxes during a move. The pain is across the lower back and does not radiate. She has no numbness, weakness, fever, weight loss, history of cancer, or bowel or bladder symptoms. Temperature is 36.8°C, pulse is 82/min, and blood pressure is 126/80 mm Hg. There is lumbar paraspinal muscle spasm. Straight-leg raising is negative bilaterally, and strength, sensation and reflexes in the lower extremities are normal, with normal perineal sensation. On osteopathic structural examination, the left transverse process of L3 is more posterior than the right; the asymmetry increases when she bends backward and resolves when she bends forward.',
    leadIn: 'Which of the following is the most likely somatic dysfunction?',
    options: [
      {
        text: 'L3 extended, rotated left, sidebent left',
        why: 'An extended dysfunction is most symmetric in extension and worsens with flexion, the opposite of this finding.',
      },
      {
        text: 'L3 extended, rotated right, sidebent right',
        why: 'A right rotation would make the right transverse process posterior, and an extended segment would worsen with flexion.',
      },
      {
        text: 'L3 flexed, rotated left, sidebent left',
        why: 'A posterior left transverse process means left rotation; asymmetry that resolves in flexion and worsens in extension means the segment is flexed; a single-segment (type II) dysfunction sidebends to the same side as it rotates.',
      },
      {
        text: 'L3 flexed, rotated right, sidebent right',
        why: 'The segment is flexed, but the posterior transverse process is on the left, so it is rotated left.',
      },
      {
        text: 'L3 neutral, sidebent right, rotated left',
        why: 'A neutral (type I) group dysfunction involves several segments and does not change with flexion or extension; this single segment changes with both.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Acute mechanical low back pain without red flags is common in the emergency department, and osteopathic manipulation is a reasonable treatment. A segmental dysfunction is named for the position in which it improves and for the side of its posterior transverse process: L3 flexed, rotated left and sidebent left (FRS left), a type II dysfunction.',
    objective: 'Name a lumbar type II somatic dysfunction from transverse process asymmetry in flexion and extension.',
  },
  {
    id: 'em-w-malignant-pericardial-tamponade',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cardiac tamponade',
    stem: 'A 61-year-old woman with metastatic lung adenocarcinoma comes to the emergency department because of progressive shortness of breath and light-headedness for 3 days. Temperature is 36.9°C, pulse is 124/min, respirations are 26/min, and blood pressure is 86/64 mm Hg; the systolic pressure falls by 22 mm Hg during inspiration. Oxygen saturation is 95% on room air. The jugular veins are distended to the angle of the jaw. Heart sounds are distant, and the lungs are clear to auscultation. An ECG shows sinus tachycardia with low QRS voltage and beat-to-beat variation in QRS amplitude. Bedside echocardiography shows a large circumferential pericardial effusion with diastolic collapse of the right ventricle.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Intravenous alteplase',
        why: 'Thrombolysis treats massive pulmonary embolism or STEMI; with a pericardial effusion it risks hemopericardium, and it does not relieve the compression.',
      },
      {
        text: 'Intravenous furosemide',
        why: 'Diuresis lowers the preload that keeps the compressed ventricles filling and can precipitate cardiovascular collapse.',
      },
      {
        text: 'Nitroglycerin infusion',
        why: 'Venodilation reduces preload and worsens hypotension in tamponade.',
      },
      {
        text: 'Pericardiocentesis',
        why: 'Echocardiography-guided drainage of the effusion relieves the compression of the heart and restores cardiac output at once.',
      },
      {
        text: 'Tube thoracostomy',
        why: 'A chest tube drains a pneumothorax or pleural effusion; the fluid here is in the pericardium.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Hypotension, distended neck veins and distant heart sounds, with pulsus paradoxus of 22 mm Hg, electrical alternans and right ventricular diastolic collapse, indicate cardiac tamponade, here from a malignant effusion. The treatment is urgent pericardiocentesis, with intravenous fluid as a temporary bridge.',
    objective: 'Recognize cardiac tamponade and treat it with pericardiocentesis.',
  },
  {
    id: 'em-w-methanol-fomepizole',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Toxic alcohol poisoning',
    stem: 'A 46-year-old man is brought to the emergency department because of blurred vision that he describes as "like looking through a snowstorm," abdominal pain and vomiting. Twenty hours ago, after running out of liquor, he drank a large amount of windshield washer fluid. Temperature is 36.8°C, pulse is 108/min, respirations are 28/min and deep, and blood pressure is 134/82 mm Hg. Visual acuity is 20/200 bilaterally, the pupils react sluggishly, and the optic discs are hyperemic and swollen. Serum sodium concentration is 140 mEq/L, chloride 102 mEq/L, bicarbonate 8 mEq/L, urea nitrogen 14 mg/dL, creatinine 1.0 mg/dL, glucose 90 mg/dL, and lactate 2.0 mmol/L. Arterial pH is 7.20. Measured serum osmolality is 332 mOsm/kg H₂O. Serum ethanol is undetectable.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate antidote?',
    options: [
      {
        text: 'Conversion of methemoglobin to hemoglobin',
        why: 'Methylene blue treats methemoglobinemia (cyanosis, saturation near 85%), not a high anion gap acidosis with an osmolal gap.',
      },
      {
        text: 'Inhibition of alcohol dehydrogenase',
        why: 'Fomepizole blocks the conversion of methanol to formaldehyde and formic acid, which cause the acidosis and optic nerve injury; hemodialysis is also indicated here because of visual impairment and severe acidosis.',
      },
      {
        text: 'Inhibition of aldehyde dehydrogenase',
        why: 'Disulfiram blocks the next enzyme in alcohol metabolism and causes acetaldehyde accumulation; it does not prevent formation of toxic metabolites.',
      },
      {
        text: 'Reactivation of acetylcholinesterase',
        why: 'Pralidoxime treats organophosphate poisoning, which causes a cholinergic syndrome rather than visual loss with acidosis.',
      },
      {
        text: 'Replenishment of hepatic glutathione',
        why: 'N-acetylcysteine treats acetaminophen poisoning; it does not block methanol metabolism.',
      },
    ],
    answerIndex: 1,
    rationale:
      'The anion gap is 140 - (102 + 8) = 30 mEq/L with a normal lactate, and the calculated osmolality is 2(140) + 90/18 + 14/2.8 = 290 mOsm/kg, giving an osmolal gap of 42. A high anion gap acidosis with an osmolal gap and visual loss after drinking windshield washer fluid indicates methanol poisoning. Fomepizole inhibits alcohol dehydrogenase; hemodialysis and folate are added.',
    objective: 'Recognize methanol poisoning from the anion and osmolal gaps and treat with fomepizole, an alcohol dehydrogenase inhibitor.',
  },
  {
    id: 'em-w-salicylate-alkalinization',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Salicylate poisoning',
    stem: 'A 34-year-old woman is brought to the emergency department 6 hours after swallowing the contents of a bottle of 325-mg aspirin tablets in a suicide attempt. She has ringing in her ears, nausea and has vomited twice. Temperature is 37.9°C, pulse is 112/min, respirations are 30/min, blood pressure is 122/76 mm Hg, and oxygen saturation is 98% on room air. She is alert and oriented. The lungs are clear. Serum sodium concentration is 140 mEq/L, potassium 3.6 mEq/L, chloride 104 mEq/L, bicarbonate 15 mEq/L, glucose 102 mg/dL, and creatinine 0.9 mg/dL. Arterial blood gas analysis on room air shows a pH of 7.47, PCO₂ of 21 mm Hg and PO₂ of 102 mm Hg. Serum salicylate concentration is 55 mg/dL; acetaminophen and ethanol are undetectable. Activated charcoal is given.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Endotracheal intubation',
        why: 'She is protecting her airway; intubation and sedation can remove the hyperventilation that keeps salicylate out of the brain and precipitate sudden deterioration.',
      },
      {
        text: 'Hemodialysis',
        why: 'Dialysis is indicated for altered mental status, pulmonary edema, kidney failure, worsening acidosis despite treatment, or a concentration above about 100 mg/dL; she has none of these yet.',
      },
      {
        text: 'Intravenous fomepizole',
        why: 'Fomepizole treats methanol or ethylene glycol poisoning; the history, tinnitus and salicylate concentration identify aspirin.',
      },
      {
        text: 'Intravenous N-acetylcysteine',
        why: 'N-acetylcysteine treats acetaminophen poisoning; her acetaminophen concentration is undetectable.',
      },
      {
        text: 'Intravenous sodium bicarbonate',
        why: 'Alkalinizing the serum and urine (target urine pH 7.5-8.0) traps ionized salicylate, keeping it out of the brain and increasing its renal excretion; potassium must be kept normal for the urine to alkalinize.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Tinnitus, vomiting and tachypnea after aspirin ingestion, with a mixed primary respiratory alkalosis and high anion gap metabolic acidosis (anion gap 140 - (104 + 15) = 21 mEq/L; PCO₂ 21 mm Hg, well below the 30.5 ± 2 mm Hg expected from the Winter formula), is salicylate poisoning. With a concentration of 55 mg/dL, normal mental status and normal kidney function, the treatment is intravenous sodium bicarbonate for serum and urine alkalinization.',
    objective: 'Treat moderate salicylate poisoning with sodium bicarbonate and know the indications for hemodialysis.',
  },
  {
    id: 'em-w-thunderclap-headache-lumbar-puncture',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Subarachnoid hemorrhage',
    stem: 'A 47-year-old woman comes to the emergency department because of a severe headache that began suddenly 10 hours ago while she was lifting weights and reached maximal intensity within 1 minute. It is the most severe headache she has ever had, and she has vomited once. She has no history of headaches. She smokes one pack of cigarettes daily. Temperature is 37.0°C, pulse is 88/min, and blood pressure is 148/90 mm Hg. She is alert and oriented. There is mild discomfort with neck flexion. Neurologic examination shows no focal findings. Noncontrast CT of the head obtained on arrival shows no abnormalities.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Discharge home with analgesics',
        why: 'A thunderclap headache is not benign until subarachnoid hemorrhage is excluded; a missed sentinel bleed can be followed by a catastrophic rupture.',
      },
      {
        text: 'Electroencephalography',
        why: 'EEG evaluates seizures and encephalopathy; it does not detect subarachnoid blood.',
      },
      {
        text: 'Lumbar puncture',
        why: 'CT sensitivity for subarachnoid blood falls after 6 hours; cerebrospinal fluid showing xanthochromia or red cells that do not clear confirms hemorrhage and prompts angiography.',
      },
      {
        text: 'Repeat CT of the head in 24 hours',
        why: 'Blood becomes harder to see on CT over time, so a later scan is less sensitive and delays the diagnosis.',
      },
      {
        text: 'Subcutaneous sumatriptan',
        why: 'Triptans are for migraine and are avoided when subarachnoid hemorrhage or another vascular cause has not been excluded.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A sudden headache that peaks within a minute (thunderclap) with vomiting and meningismus suggests subarachnoid hemorrhage. Noncontrast CT is nearly fully sensitive within 6 hours of onset, but this scan was done at 10 hours, so a normal CT must be followed by lumbar puncture (or CT angiography) before subarachnoid hemorrhage is excluded.',
    objective: 'Follow a normal CT obtained more than 6 hours after a thunderclap headache with lumbar puncture.',
  },
];
