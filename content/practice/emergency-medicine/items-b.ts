import type { WrittenItem } from '../types';

export const itemsB: readonly WrittenItem[] = [
  {
    id: 'em-w-aortic-dissection-esmolol',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute aortic dissection',
    stem: 'A 62-year-old man comes to the emergency department because of sudden, severe, tearing chest pain that began 1 hour ago and radiates to the area between his shoulder blades. He has hypertension and has not taken his medications for 2 months. He smokes one pack of cigarettes daily. Pulse is 104/min and respirations are 20/min. Blood pressure is 186/104 mm Hg in the right arm and 150/88 mm Hg in the left arm. Oxygen saturation is 97% on room air. There is a soft early diastolic murmur at the right upper sternal border. An ECG shows left ventricular hypertrophy without ST-segment elevation. A chest x-ray shows a widened mediastinum. CT angiography is being arranged, and intravenous morphine is given for pain.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    options: [
      {
        text: 'Alteplase',
        why: 'Thrombolysis can cause fatal hemorrhage in aortic dissection, which must be excluded before thrombolysis is given for a suspected infarction.',
      },
      {
        text: 'Esmolol',
        why: 'An intravenous β-blocker lowers heart rate (target below 60/min) and the force of ejection (dP/dt), reducing shear stress on the aortic wall before any vasodilator is added.',
      },
      {
        text: 'Heparin',
        why: 'Anticoagulation would worsen bleeding into the aortic wall; it is used for acute coronary syndrome or pulmonary embolism.',
      },
      {
        text: 'Hydralazine',
        why: 'A direct vasodilator causes reflex tachycardia and increases shear stress, which can extend the dissection.',
      },
      {
        text: 'Nitroprusside',
        why: 'Nitroprusside can be added to reach a systolic pressure of 100-120 mm Hg, but only after β-blockade, because alone it causes reflex tachycardia.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Tearing chest pain radiating to the back, a blood pressure difference between the arms, a new aortic regurgitation murmur and a widened mediastinum in a patient with uncontrolled hypertension indicate aortic dissection, probably involving the ascending aorta. The first drug is an intravenous β-blocker such as esmolol or labetalol to lower heart rate and wall stress; definitive management depends on CT angiography (emergency surgery for type A).',
    objective: 'Start intravenous β-blockade first in suspected acute aortic dissection.',
  },
  {
    id: 'em-w-massive-pulmonary-embolism',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'High-risk pulmonary embolism',
    stem: 'A 56-year-old woman is brought to the emergency department because of sudden shortness of breath and a brief episode of fainting 1 hour ago. She takes tamoxifen after treatment of stage II breast cancer 2 years ago. She has had no recent surgery, trauma, bleeding or stroke. Pulse is 128/min, respirations are 30/min, and blood pressure is 78/46 mm Hg, unchanged after 500 mL of intravenous crystalloid. Oxygen saturation is 86% on room air and 91% with oxygen by nonrebreather mask. The jugular veins are distended, and the lungs are clear. Serum troponin I concentration is 0.38 ng/mL. CT pulmonary angiography shows a saddle embolus with right ventricular dilation, and bedside echocardiography shows a dilated, hypokinetic right ventricle. An intravenous heparin infusion is started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Inferior vena cava filter placement',
        why: 'A filter is for patients with venous thromboembolism who cannot receive anticoagulation; it does nothing for the clot already obstructing the pulmonary arteries.',
      },
      {
        text: 'Intravenous alteplase',
        why: 'Systemic thrombolysis is recommended for pulmonary embolism with sustained hypotension (high-risk embolism) in a patient without contraindications; it rapidly relieves right ventricular pressure overload.',
      },
      {
        text: 'Intravenous furosemide',
        why: 'The failing right ventricle depends on preload; diuresis would worsen hypotension.',
      },
      {
        text: 'Oral apixaban',
        why: 'Oral anticoagulation suits hemodynamically stable pulmonary embolism; it does not reverse obstructive shock.',
      },
      {
        text: 'Oral warfarin',
        why: 'Warfarin takes days to act and is started only after the acute phase, overlapping with parenteral anticoagulation.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Syncope, hypoxemia, distended neck veins and sustained hypotension with a saddle embolus and right ventricular dysfunction define high-risk (massive) pulmonary embolism. With no contraindication to thrombolysis, systemic alteplase is given; catheter-directed therapy or surgical embolectomy is used when thrombolysis is contraindicated or fails.',
    objective: 'Give systemic thrombolysis for pulmonary embolism with shock when there is no contraindication.',
  },
  {
    id: 'em-w-trauma-airway-gcs',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Trauma primary survey: airway',
    stem: 'A 27-year-old man is brought to the emergency department 15 minutes after a motorcycle collision in which he was not wearing a helmet. A cervical collar is in place. He does not open his eyes even to painful stimuli, makes incomprehensible sounds, and withdraws his limbs from pain. Respirations are 10/min and snoring, and there is blood in the oropharynx. Pulse is 104/min, blood pressure is 132/84 mm Hg, and oxygen saturation is 90% with oxygen by nonrebreather mask. The pupils are 3 mm, equal and reactive. There is a large scalp laceration and abrasions over the right flank. Breath sounds are equal bilaterally, and the abdomen is not distended.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Cervical spine radiography',
        why: 'The cervical spine is protected with the collar and in-line stabilization and imaged later, after the airway is secured.',
      },
      {
        text: 'Computed tomography of the head',
        why: 'Head CT is needed soon, but a patient with a Glasgow Coma Scale score of 7 and a threatened airway must not go to the scanner before the airway is secured.',
      },
      {
        text: 'Endotracheal intubation',
        why: 'Airway comes first in the primary survey: a Glasgow Coma Scale score of 8 or less, snoring respirations, blood in the oropharynx and hypoxemia call for a definitive airway, placed with manual in-line cervical stabilization.',
      },
      {
        text: 'Focused assessment with sonography for trauma',
        why: 'FAST is part of the circulation assessment; he is not hypotensive, and the airway must be secured first.',
      },
      {
        text: 'Intravenous mannitol',
        why: 'Osmotic therapy is used for signs of herniation (such as a unilateral dilated pupil) after the airway and ventilation are secured; his pupils are equal and reactive.',
      },
    ],
    answerIndex: 2,
    rationale:
      'His Glasgow Coma Scale score is 7 (eyes 1, verbal 2, motor 4). The primary survey follows ABCDE: a depressed level of consciousness with an obstructed, bloody airway and hypoxemia requires endotracheal intubation with cervical spine protection before imaging or further evaluation.',
    objective: 'Secure a definitive airway first in a trauma patient with a Glasgow Coma Scale score of 8 or less.',
  },
  {
    id: 'em-w-smoke-inhalation-cyanide',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cyanide poisoning from smoke inhalation',
    stem: 'A 45-year-old man is brought to the emergency department after firefighters rescued him from a smoke-filled bedroom during a house fire. At the scene he was unresponsive; he is now confused. He has soot in his nares and mouth, and he is intubated for airway protection. Pulse is 124/min, and blood pressure is 88/54 mm Hg. Oxygen saturation is 98% with 100% oxygen. There are no burns on the skin. Arterial blood gas analysis shows a pH of 7.14, PCO₂ of 30 mm Hg and PO₂ of 380 mm Hg. Serum lactate concentration is 11.2 mmol/L, and carboxyhemoglobin level is 9%.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Atropine',
        why: 'Atropine treats cholinergic toxicity (organophosphates), which causes bradycardia, miosis and secretions, not lactic acidosis after a fire.',
      },
      {
        text: 'Dimercaprol',
        why: 'Dimercaprol chelates arsenic, mercury and lead; it has no role in smoke inhalation.',
      },
      {
        text: 'Hydroxocobalamin',
        why: 'Hydroxocobalamin binds cyanide to form cyanocobalamin, which is excreted in the urine; it is the preferred antidote in fire victims because it does not impair oxygen transport.',
      },
      {
        text: 'Methylene blue',
        why: 'Methylene blue treats methemoglobinemia, which causes cyanosis and a low saturation despite oxygen; his saturation is normal.',
      },
      {
        text: 'Physostigmine',
        why: 'Physostigmine reverses anticholinergic delirium; it does not treat cellular hypoxia.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Hydrogen cyanide from burning plastics blocks cytochrome oxidase, so cells cannot use oxygen despite a high arterial PO₂. Altered consciousness, hypotension and a lactate above 8 mmol/L in a victim of an enclosed-space fire, with a carboxyhemoglobin level too low to explain them, indicate cyanide poisoning; hydroxocobalamin is given empirically.',
    objective: 'Suspect cyanide poisoning in a smoke inhalation victim with severe lactic acidosis and treat with hydroxocobalamin.',
  },
  {
    id: 'em-w-organophosphate-atropine',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Organophosphate poisoning',
    stem: 'A 38-year-old man is brought to the emergency department 1 hour after he sprayed insecticide on crops without protective equipment. He has vomiting, diarrhea, blurred vision and shortness of breath. Pulse is 48/min, respirations are 28/min, and blood pressure is 92/58 mm Hg; oxygen saturation is 88% on room air. He is anxious and drenched in sweat. The pupils are pinpoint. There is profuse salivation, and diffuse wheezes and coarse crackles are heard over both lungs with copious bronchial secretions. Muscle fasciculations are seen in the arms and thighs. His clothes are removed, and his skin is washed.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    options: [
      {
        text: 'Albuterol',
        why: 'A β2 agonist does not dry the bronchial secretions or reverse bronchospasm driven by excess acetylcholine at muscarinic receptors.',
      },
      {
        text: 'Atropine',
        why: 'Atropine blocks muscarinic receptors; doses are doubled every few minutes until bronchial secretions dry and breathing and heart rate improve.',
      },
      {
        text: 'Naloxone',
        why: 'Opioids cause miosis and respiratory depression, but not salivation, sweating, diarrhea, bronchorrhea or fasciculations.',
      },
      {
        text: 'Physostigmine',
        why: 'Physostigmine is a cholinesterase inhibitor used for anticholinergic toxicity; it would worsen this cholinergic crisis.',
      },
      {
        text: 'Pyridostigmine',
        why: 'Pyridostigmine inhibits acetylcholinesterase (myasthenia gravis) and would add to the acetylcholine excess.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Bradycardia, miosis, salivation, sweating, vomiting, diarrhea, bronchorrhea and bronchospasm (muscarinic) with fasciculations (nicotinic) after insecticide exposure indicate organophosphate poisoning. After decontamination, atropine is given first and titrated to drying of secretions; pralidoxime is added to reactivate acetylcholinesterase and treat nicotinic weakness.',
    objective: 'Treat organophosphate poisoning with atropine titrated to bronchial secretions.',
  },
];
