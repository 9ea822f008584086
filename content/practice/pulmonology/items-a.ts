import type { WrittenItem } from '../types';

export const itemsA: readonly WrittenItem[] = [
  {
    id: 'pulm-w-asbestosis-cancer-risk',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Asbestos-related lung disease',
    stem:
      'A 68-year-old man comes to the office because of shortness of breath on exertion that has slowly worsened over 2 years. For 30 years, he worked as a pipe fitter in a shipyard, where he cut and installed pipe insulation. He has smoked one pack of cigarettes daily for 40 years. Pulse is 84/min, respirations are 18/min, and oxygen saturation is 94% on room air. There are fine end-inspiratory crackles at both lung bases and clubbing of the fingers. Chest radiography shows calcified pleural plaques along both hemidiaphragms and reticular opacities in the lower lung zones. Pulmonary function testing shows a restrictive pattern with a reduced diffusing capacity.',
    leadIn: 'This patient is at greatest risk of developing which of the following malignancies?',
    options: [
      {
        text: 'Bronchogenic carcinoma',
        why: 'Asbestos exposure and smoking multiply each other\'s effect on lung cancer risk; bronchogenic carcinoma is the most common asbestos-related malignancy, far more frequent than mesothelioma.',
      },
      {
        text: 'Malignant pleural mesothelioma',
        why: 'Mesothelioma is the malignancy most specific to asbestos, but it is much less common than lung carcinoma in exposed workers, especially in those who also smoke; smoking does not increase mesothelioma risk.',
      },
      {
        text: 'Non-Hodgkin lymphoma',
        why: 'Non-Hodgkin lymphoma is linked to immunosuppression and infections such as EBV and HIV, not to asbestos.',
      },
      {
        text: 'Peritoneal mesothelioma',
        why: 'Asbestos can cause peritoneal mesothelioma, but it is rarer than pleural mesothelioma and far rarer than lung carcinoma.',
      },
      {
        text: 'Thymoma',
        why: 'Thymoma is an anterior mediastinal tumor associated with myasthenia gravis; it has no link to asbestos or smoking.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Long occupational exposure to insulation, calcified diaphragmatic pleural plaques and lower-lobe interstitial fibrosis with restriction indicate asbestosis. Asbestos increases the risk of both lung carcinoma and mesothelioma, but lung carcinoma is much more common, and the combination of asbestos and cigarette smoking raises lung cancer risk multiplicatively. Smoking cessation is the most effective way to lower his risk.',
    objective: 'Recognize bronchogenic carcinoma as the most common malignancy after asbestos exposure, especially in smokers.',
  },
  {
    id: 'pulm-w-opioid-hypoventilation-hypoxemia',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Mechanisms of hypoxemia',
    stem:
      'A 24-year-old woman is brought to the emergency department by friends who found her unresponsive at a party. Respirations are 6/min and shallow, pulse is 58/min, and blood pressure is 104/64 mm Hg. The pupils are pinpoint. The lungs are clear to auscultation. Arterial blood gas analysis on room air at sea level shows a pH of 7.21, PaCO2 of 68 mm Hg, PaO2 of 56 mm Hg, and bicarbonate of 26 mEq/L. Chest radiography shows no abnormalities.',
    leadIn: "Which of the following is the primary mechanism of this patient's hypoxemia?",
    options: [
      {
        text: 'Diffusion impairment',
        why: 'Diffusion limitation (for example interstitial lung disease) widens the A-a gradient, mainly with exertion; the lungs and radiograph are normal here.',
      },
      {
        text: 'Hypoventilation',
        why: 'Opioid-induced depression of the respiratory center reduces alveolar ventilation; the rise in alveolar PCO2 lowers alveolar PO2, so PaO2 falls with a normal A-a gradient.',
      },
      {
        text: 'Low inspired oxygen tension',
        why: 'A low inspired PO2 occurs at altitude; this patient is at sea level, and it would cause hypocapnia from compensatory hyperventilation, not hypercapnia.',
      },
      {
        text: 'Right-to-left shunt',
        why: 'A shunt (for example intracardiac or from atelectasis) widens the A-a gradient and responds poorly to oxygen; the gradient here is normal.',
      },
      {
        text: 'Ventilation-perfusion mismatch',
        why: 'V/Q mismatch, the most common cause of hypoxemia in lung disease, widens the A-a gradient; the lungs here are normal.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Coma, pinpoint pupils and bradypnea indicate opioid toxicity. The alveolar gas equation gives PAO2 = 0.21 x (760 - 47) - 68/0.8, or about 150 - 85 = 65 mm Hg, so the A-a gradient is about 65 - 56 = 9 mm Hg, which is normal. Hypoxemia with hypercapnia and a normal A-a gradient is caused by hypoventilation alone; the acute respiratory acidosis (bicarbonate only slightly raised) fits. Naloxone and ventilatory support correct it.',
    objective: 'Use the A-a gradient to identify hypoventilation as the cause of hypoxemia in opioid overdose.',
  },
  {
    id: 'pulm-w-outpatient-community-acquired-pneumonia',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Community-acquired pneumonia',
    stem:
      'A 34-year-old man comes to the office because of fever, productive cough, and right-sided pleuritic chest pain for 3 days. He has no chronic medical conditions and has not taken antibiotics or been hospitalized in the past year. He does not smoke or drink alcohol. Temperature is 38.4°C, pulse is 96/min, respirations are 20/min, and blood pressure is 126/78 mm Hg. Oxygen saturation is 96% on room air. He is alert and oriented. Crackles and bronchial breath sounds are heard over the right lower lung field. Serum urea nitrogen is 12 mg/dL. Chest radiography shows consolidation in the right lower lobe. He can take oral medications, and treatment at home is planned.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Amoxicillin',
        why: 'High-dose amoxicillin covers Streptococcus pneumoniae, the leading bacterial cause, and is a recommended first choice for healthy outpatients without comorbidities (doxycycline, or a macrolide where pneumococcal resistance is low, are alternatives).',
      },
      {
        text: 'Ceftriaxone and azithromycin',
        why: 'A beta-lactam plus a macrolide is the standard regimen for patients admitted to a hospital ward, not for a low-risk outpatient.',
      },
      {
        text: 'Levofloxacin',
        why: 'Respiratory fluoroquinolones are reserved for outpatients with comorbidities or for inpatients, because of adverse effects (tendon rupture, QT prolongation, C. difficile) and resistance.',
      },
      {
        text: 'Trimethoprim-sulfamethoxazole',
        why: 'Trimethoprim-sulfamethoxazole has unreliable activity against pneumococci and is not recommended for community-acquired pneumonia.',
      },
      {
        text: 'Vancomycin and piperacillin-tazobactam',
        why: 'Coverage for MRSA and Pseudomonas is for patients with prior isolation of these organisms or recent hospitalization with intravenous antibiotics, and usually severe disease.',
      },
    ],
    answerIndex: 0,
    rationale:
      'This healthy young adult has lobar community-acquired pneumonia with a CURB-65 score of 0 (no confusion, normal urea nitrogen, respirations below 30/min, normal blood pressure, age under 65 years), so outpatient treatment is appropriate. Without comorbidities or risk factors for resistant organisms, current guidelines recommend amoxicillin, doxycycline or, where pneumococcal macrolide resistance is below 25%, a macrolide.',
    objective: 'Choose amoxicillin for a healthy outpatient with low-risk community-acquired pneumonia.',
  },
  {
    id: 'pulm-w-superior-sulcus-tumor-horner',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Superior sulcus tumor',
    stem:
      'A 61-year-old man comes to the office because of pain in the right shoulder for 3 months that now radiates down the inner aspect of the arm to the fourth and fifth fingers. He has a 45-pack-year smoking history. The right upper eyelid droops, the right pupil is smaller than the left (more obvious in dim light), and the right side of the face does not sweat. There is weakness of the intrinsic muscles of the right hand. CT of the chest shows a mass in the apex of the right lung that invades the adjacent chest wall and first rib.',
    leadIn: "Involvement of which of the following structures best explains this patient's eye findings?",
    options: [
      {
        text: 'Cervical sympathetic chain',
        why: 'An apical tumor invading the paravertebral sympathetic chain and stellate ganglion interrupts sympathetic supply to the face, causing ptosis, miosis and anhidrosis (Horner syndrome).',
      },
      {
        text: 'Oculomotor nerve',
        why: 'An oculomotor nerve palsy causes ptosis with a dilated pupil and a "down and out" eye, not a small pupil.',
      },
      {
        text: 'Phrenic nerve',
        why: 'Phrenic nerve involvement paralyzes the hemidiaphragm, causing dyspnea and an elevated diaphragm on imaging, not eye findings.',
      },
      {
        text: 'Recurrent laryngeal nerve',
        why: 'Recurrent laryngeal nerve compression causes hoarseness; it is more common with left hilar or aortopulmonary window lesions.',
      },
      {
        text: 'Superior vena cava',
        why: 'Superior vena cava obstruction causes facial and arm swelling, plethora and distended chest wall veins, not ptosis and miosis.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A tumor of the lung apex (superior sulcus or Pancoast tumor) invades structures of the thoracic inlet: the lower brachial plexus (C8-T1 pain along the ulnar side of the arm and weakness of the hand intrinsics) and the cervical sympathetic chain (ipsilateral ptosis, miosis and facial anhidrosis). These tumors are usually non-small cell carcinomas in smokers.',
    objective: 'Explain Horner syndrome in a superior sulcus tumor by invasion of the cervical sympathetic chain.',
  },
  {
    id: 'pulm-w-pulmonary-arterial-hypertension-confirmation',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pulmonary arterial hypertension',
    stem:
      'A 32-year-old woman comes to the office because of progressive shortness of breath on exertion and fatigue for 8 months. Last week she nearly fainted while climbing stairs. She has no medical conditions and takes no medications, supplements, or appetite suppressants. Pulse is 92/min, and blood pressure is 108/70 mm Hg. Oxygen saturation is 95% on room air. The jugular venous pressure is raised, there is a left parasternal heave, the pulmonic component of S2 is loud, and a holosystolic murmur at the left lower sternal border increases with inspiration. The lungs are clear. An ECG shows right axis deviation and right ventricular hypertrophy. Echocardiography shows an estimated pulmonary artery systolic pressure of 70 mm Hg, a dilated right ventricle, normal left ventricular function, and no intracardiac shunt. Pulmonary function testing and a ventilation-perfusion scan show no abnormalities.',
    leadIn: 'Which of the following is the most appropriate next step to confirm the diagnosis?',
    options: [
      {
        text: 'Cardiac magnetic resonance imaging',
        why: 'Cardiac MRI characterizes right ventricular size and function and helps with prognosis, but it cannot measure pulmonary artery pressure or pulmonary vascular resistance.',
      },
      {
        text: 'CT pulmonary angiography',
        why: 'A normal ventilation-perfusion scan has already excluded chronic thromboembolic disease, for which it is more sensitive than CT angiography.',
      },
      {
        text: 'Exercise treadmill testing',
        why: 'Exercise testing assesses myocardial ischemia and functional capacity; it cannot confirm pulmonary hypertension and can be dangerous with exertional presyncope.',
      },
      {
        text: 'Right heart catheterization',
        why: 'Right heart catheterization confirms pulmonary arterial hypertension (mean pulmonary artery pressure above 20 mm Hg with pulmonary artery wedge pressure of 15 mm Hg or less and raised pulmonary vascular resistance) and allows vasoreactivity testing.',
      },
      {
        text: 'Transesophageal echocardiography',
        why: 'Transesophageal echocardiography looks for shunts, valve disease or left atrial thrombus; like transthoracic echocardiography it only estimates pressures.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Exertional dyspnea and presyncope with signs of right ventricular pressure overload (loud P2, parasternal heave, tricuspid regurgitation, right axis deviation) and a high estimated pulmonary artery pressure on echocardiography indicate pulmonary hypertension. Left heart disease, lung disease and chronic thromboembolism have been excluded, pointing to pulmonary arterial hypertension. Echocardiography only estimates pressure; right heart catheterization is required to confirm the diagnosis, distinguish precapillary from postcapillary disease and test vasoreactivity before treatment.',
    objective: 'Confirm suspected pulmonary arterial hypertension with right heart catheterization.',
  },
  {
    id: 'pulm-w-idiopathic-pulmonary-fibrosis-therapy',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Idiopathic pulmonary fibrosis',
    stem:
      'A 68-year-old man comes to the office because of progressive shortness of breath on exertion and a dry cough for 14 months. He smoked one pack of cigarettes daily for 30 years and quit 10 years ago. He is a retired accountant and has no exposure to birds, molds, or occupational dusts. He has no joint pain, rash, Raynaud phenomenon, or muscle weakness, and takes no medications. Oxygen saturation is 93% on room air. There is clubbing of the fingers and fine, dry, end-inspiratory crackles at both lung bases. Antinuclear antibodies and rheumatoid factor are negative. Pulmonary function testing shows an FVC of 62% of predicted, an FEV1:FVC ratio of 0.86, and a diffusing capacity of 45% of predicted. High-resolution CT shows subpleural, basal-predominant reticulation with honeycombing and traction bronchiectasis, without ground-glass opacities or nodules.',
    leadIn: 'Which of the following drugs is most likely to slow the decline in his lung function?',
    options: [
      {
        text: 'Azathioprine',
        why: 'Azathioprine, particularly with prednisone and N-acetylcysteine, increased mortality and hospitalization in idiopathic pulmonary fibrosis and is not used.',
      },
      {
        text: 'Cyclophosphamide',
        why: 'Cyclophosphamide is used for interstitial lung disease from systemic sclerosis or vasculitis; it does not benefit idiopathic pulmonary fibrosis.',
      },
      {
        text: 'N-acetylcysteine',
        why: 'N-acetylcysteine alone did not slow the decline in FVC in clinical trials and is not recommended.',
      },
      {
        text: 'Pirfenidone',
        why: 'Pirfenidone, an antifibrotic that reduces fibroblast proliferation and TGF-beta-mediated collagen production, slows the decline in FVC; nintedanib is the other approved option.',
      },
      {
        text: 'Prednisone',
        why: 'Glucocorticoids do not slow fibrosis in idiopathic pulmonary fibrosis and are harmful in combination immunosuppression; they are used only for acute exacerbations.',
      },
    ],
    answerIndex: 3,
    rationale:
      'An older former smoker with progressive dyspnea, clubbing, dry bibasilar crackles, restriction with a reduced diffusing capacity and a usual interstitial pneumonia pattern on CT (subpleural, basal reticulation with honeycombing and traction bronchiectasis), with no exposure or connective tissue disease to explain it, has idiopathic pulmonary fibrosis. Antifibrotic therapy with pirfenidone or nintedanib slows the decline in FVC, whereas immunosuppression is ineffective or harmful.',
    objective: 'Treat idiopathic pulmonary fibrosis with an antifibrotic drug rather than immunosuppression.',
  },
];
