import type { ItemModel } from '../types';

const n = (v: string | number | undefined): number => Number(v);

export const modelsA: readonly ItemModel[] = [
  {
    id: 'pulm-pulmonary-embolism-confirmation',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pulmonary embolism',
    patient: { sex: 'any', age: { min: 45, max: 72 } },
    variables: {
      hours: { kind: 'number', min: 2, max: 6, unit: 'hours' },
      risk: {
        kind: 'choice',
        values: [
          'returned 2 days ago from a 14-hour flight',
          'underwent total knee arthroplasty 3 weeks ago',
          'is receiving chemotherapy for metastatic colon cancer',
        ],
      },
      side: { kind: 'choice', values: ['left', 'right'] },
      temp: { kind: 'number', lab: 'temperature', min: 36.8, max: 37.6, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 104, max: 124, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 22, max: 28, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 134, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 68, max: 84, expect: 'any' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 89, max: 93, expect: 'low' },
      creatinine: { kind: 'number', lab: 'creatinine', min: 0.7, max: 1.1, step: 0.1, expect: 'normal' },
    },
    check: (v) => n(v.dbp) <= n(v.sbp) - 35,
    stem:
      'A {{ageText}} {{person}} comes to the emergency department because of sudden shortness of breath and sharp chest pain that worsens with deep breathing; the symptoms began {{hours}} ago. {{He}} {{risk}}. {{He}} has no history of kidney disease or allergies. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Oxygen saturation is {{spo2}} on room air. The lungs are clear to auscultation. The {{side}} calf is swollen, warm, and tender and measures 3 cm more in circumference than the other calf. An ECG shows sinus tachycardia. Chest radiography shows no abnormalities. Serum creatinine is {{creatinine}}.',
    leadIn: 'Which of the following is the most appropriate next step to confirm the diagnosis?',
    key: {
      text: 'CT pulmonary angiography',
      why: 'CT pulmonary angiography is the imaging test of choice to confirm pulmonary embolism when the clinical probability is high and there is no contraindication to iodinated contrast.',
    },
    distractors: [
      {
        text: 'Serum D-dimer measurement',
        why: 'D-dimer is useful to exclude embolism when pretest probability is low or intermediate; with a high probability a negative result would not exclude it, so patients go straight to imaging.',
      },
      {
        text: 'Transthoracic echocardiography',
        why: 'Echocardiography can show right ventricular strain and helps in unstable patients who cannot be moved, but it cannot confirm or exclude embolism in a stable patient.',
      },
      {
        text: 'Arterial blood gas analysis',
        why: 'Hypoxemia with a widened A-a gradient is common in embolism but is nonspecific and neither confirms nor excludes it.',
      },
      {
        text: 'Pulmonary function testing',
        why: 'Spirometry evaluates obstructive and restrictive disease; it has no role in diagnosing acute embolism.',
      },
      {
        text: 'Noncontrast CT of the chest',
        why: 'Without intravenous contrast the pulmonary arteries are not opacified, so emboli cannot be seen.',
      },
      {
        text: 'Serum BNP measurement',
        why: 'BNP may rise with right ventricular strain and helps in risk stratification after diagnosis, but it does not establish the diagnosis.',
      },
    ],
    rationale:
      'Sudden pleuritic chest pain, dyspnea, tachycardia, hypoxemia and signs of deep venous thrombosis in a patient who {{risk}} give a high clinical probability of pulmonary embolism (Wells score above 6), and the chest radiograph is clear. With high probability, D-dimer is skipped and the diagnosis is confirmed by CT pulmonary angiography; anticoagulation can be started while imaging is arranged if bleeding risk is low. A ventilation-perfusion scan is the alternative when contrast is contraindicated.',
    objective: 'Confirm suspected pulmonary embolism with CT pulmonary angiography when clinical probability is high.',
  },
  {
    id: 'pulm-copd-exacerbation-hypercapnic-failure',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'COPD exacerbation',
    patient: { sex: 'any', age: { min: 58, max: 79 } },
    variables: {
      days: { kind: 'number', min: 2, max: 5, unit: 'days' },
      packYears: { kind: 'number', min: 40, max: 80, step: 5, unit: 'pack-years' },
      hr: { kind: 'number', lab: 'heartRate', min: 102, max: 118, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 26, max: 32, expect: 'high' },
      temp: { kind: 'number', lab: 'temperature', min: 36.8, max: 37.8, step: 0.1, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 128, max: 150, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 72, max: 88, expect: 'any' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 87, max: 90, expect: 'low' },
      ph: { kind: 'number', lab: 'ph', min: 7.24, max: 7.32, step: 0.01, expect: 'low' },
      pco2: { kind: 'number', lab: 'pco2', min: 58, max: 74, expect: 'high' },
      po2: { kind: 'number', lab: 'po2', min: 54, max: 62, expect: 'low' },
    },
    check: (v) => {
      const excess = (n(v.pco2) - 40) / 10;
      const ph = n(v.ph);
      return ph <= 7.38 - 0.03 * excess && ph >= 7.4 - 0.08 * excess && n(v.dbp) <= n(v.sbp) - 40;
    },
    stem:
      'A {{ageText}} {{person}} with chronic obstructive pulmonary disease comes to the emergency department because of increasing shortness of breath, cough, and purulent sputum for {{days}}. {{He}} has a smoking history of {{packYears}}. {{He}} has received nebulized albuterol and ipratropium, intravenous methylprednisolone, oral azithromycin, and oxygen at 2 L/min by nasal cannula. One hour later, temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Oxygen saturation is {{spo2}}. {{He}} is using accessory muscles of respiration but is alert, follows commands, and is coughing up secretions. Breath sounds are diminished with scattered expiratory wheezes. Arterial blood gas analysis on 2 L/min of oxygen shows a pH of {{ph:v}}, PCO2 of {{pco2}}, and PO2 of {{po2}}. Chest radiography shows hyperinflation without consolidation.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Noninvasive positive-pressure ventilation',
      why: 'Bilevel noninvasive ventilation is indicated for COPD exacerbations with acute hypercapnic respiratory acidosis (pH 7.35 or lower with raised PCO2); it lowers the need for intubation and mortality in an alert patient who can protect the airway.',
    },
    distractors: [
      {
        text: 'Endotracheal intubation and mechanical ventilation',
        why: 'Intubation is for patients who fail or cannot tolerate noninvasive ventilation, or who are obtunded, cannot protect the airway or are hemodynamically unstable; this patient is alert.',
      },
      {
        text: 'High-flow oxygen by nonrebreather mask',
        why: 'Uncontrolled high-concentration oxygen worsens hypercapnia in COPD (ventilation-perfusion mismatch and the Haldane effect); the target saturation is 88-92%.',
      },
      {
        text: 'Intravenous aminophylline infusion',
        why: 'Methylxanthines add toxicity (arrhythmias, seizures) without improving outcomes in exacerbations and are not recommended.',
      },
      {
        text: 'Intravenous sodium bicarbonate infusion',
        why: 'The acidosis is respiratory; bicarbonate does not improve ventilation and its conversion to carbon dioxide can raise PCO2 further.',
      },
      {
        text: 'Chest physiotherapy with postural drainage',
        why: 'Chest physiotherapy does not benefit acute COPD exacerbations and does not treat ventilatory failure.',
      },
      {
        text: 'Intravenous magnesium sulfate infusion',
        why: 'Magnesium is an adjunct for severe acute asthma; it has no established role in hypercapnic failure from COPD.',
      },
    ],
    rationale:
      'Despite bronchodilators, systemic glucocorticoids, an antibiotic and controlled oxygen, this patient has acute-on-chronic hypercapnic respiratory failure: pH {{ph:v}} with PCO2 {{pco2}}, a pH lower than expected for chronic compensation. Alert, cooperative and able to clear secretions, {{he}} meets criteria for noninvasive positive-pressure ventilation, with a repeat blood gas in 1-2 hours; intubation is reserved for failure or contraindications.',
    objective: 'Start noninvasive ventilation for a COPD exacerbation with acute hypercapnic respiratory acidosis.',
  },
  {
    id: 'pulm-asthma-step-up-mechanism',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Asthma: persistent asthma controller therapy',
    patient: { sex: 'any', age: { min: 19, max: 42 } },
    variables: {
      months: { kind: 'number', min: 3, max: 6, unit: 'months' },
      daysPerWeek: { kind: 'number', min: 3, max: 5 },
      nights: { kind: 'number', min: 3, max: 4 },
      trigger: { kind: 'choice', values: ['cold air', 'exercise', 'cat dander', 'seasonal pollen'] },
      hr: { kind: 'number', lab: 'heartRate', min: 66, max: 88, expect: 'normal' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 14, max: 18, expect: 'normal' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 97, max: 99, expect: 'normal' },
      fev1: { kind: 'number', min: 81, max: 88 },
      reversal: { kind: 'number', min: 14, max: 20 },
    },
    stem:
      'A {{ageText}} {{person}} with asthma comes to the office because of worsening symptoms during the past {{months}}. {{He}} uses an albuterol inhaler for wheezing and chest tightness {{daysPerWeek:v}} days each week and wakes at night with cough {{nights:v}} times a month. Symptoms are worse with {{trigger}}. Albuterol is {{his}} only medication, and {{he}} uses it correctly. {{He}} does not smoke. Pulse is {{hr}}, respirations are {{rr}}, and oxygen saturation is {{spo2}} on room air. A few end-expiratory wheezes are heard. Spirometry shows an FEV1 of {{fev1:v}}% of predicted that increases by {{reversal:v}}% after albuterol.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate addition to this patient\'s treatment?',
    key: {
      text: 'Inhibition of inflammatory gene expression',
      why: 'Inhaled glucocorticoids bind cytoplasmic glucocorticoid receptors and suppress transcription of inflammatory cytokines and chemokines; low-dose inhaled glucocorticoid (daily, or as needed with formoterol) is the preferred controller for persistent asthma.',
    },
    distractors: [
      {
        text: 'Antagonism of cysteinyl leukotriene receptors',
        why: 'Montelukast is a less effective alternative controller; inhaled glucocorticoids are preferred at this step.',
      },
      {
        text: 'Blockade of muscarinic M3 receptors',
        why: 'A long-acting muscarinic antagonist is an add-on for asthma that remains uncontrolled on inhaled glucocorticoid plus long-acting beta-agonist.',
      },
      {
        text: 'Sustained beta-2 adrenergic receptor agonism',
        why: 'Long-acting beta-agonists are not used without an inhaled glucocorticoid in asthma because monotherapy increases the risk of severe and fatal exacerbations.',
      },
      {
        text: 'Inhibition of phosphodiesterase enzymes',
        why: 'Theophylline is a weak bronchodilator with a narrow therapeutic index and many drug interactions; it is rarely used.',
      },
      {
        text: 'Binding of circulating IgE antibodies',
        why: 'Omalizumab is reserved for severe allergic asthma uncontrolled on high-intensity inhaled therapy.',
      },
      {
        text: 'Blockade of the interleukin-5 pathway',
        why: 'Anti-IL-5 biologics are for severe eosinophilic asthma despite high-dose inhaled glucocorticoid plus a second controller.',
      },
    ],
    rationale:
      'Symptoms more than 2 days a week (but not daily), night awakenings 3-4 times a month and an FEV1 above 80% of predicted with significant reversibility indicate mild persistent asthma that is not controlled with a short-acting beta-agonist alone. The preferred step-up is a low-dose inhaled glucocorticoid, given daily or as needed in combination with formoterol; all regimens for persistent asthma contain an inhaled glucocorticoid.',
    objective: 'Add an inhaled glucocorticoid for persistent asthma and recognize its anti-inflammatory mechanism.',
  },
  {
    id: 'pulm-sarcoidosis-biopsy-finding',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Sarcoidosis',
    patient: { sex: 'any', age: { min: 26, max: 46 } },
    variables: {
      months: { kind: 'number', min: 3, max: 7, unit: 'months' },
      extra: {
        kind: 'choice',
        values: [
          'had painful red eyes with blurred vision that an ophthalmologist diagnosed as anterior uveitis',
          'has noticed raised, violaceous plaques on the nose and cheeks',
          'has had painless swelling of both parotid glands',
        ],
      },
      hr: { kind: 'number', lab: 'heartRate', min: 68, max: 90, expect: 'normal' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 16, max: 20, expect: 'normal' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 95, max: 97, expect: 'normal' },
      calcium: { kind: 'number', lab: 'calcium', min: 9.6, max: 11.0, step: 0.1, expect: 'any' },
    },
    stem:
      'A {{ageText}} {{person}} comes to the office because of a dry cough and shortness of breath on exertion for {{months}}. {{He}} also {{extra}}. {{He}} has never smoked and has no occupational exposures. Pulse is {{hr}}, respirations are {{rr}}, and oxygen saturation is {{spo2}} on room air. Fine crackles are heard in the upper lung fields. Serum calcium is {{calcium}}. An interferon-gamma release assay is negative. Chest radiography shows bilateral hilar lymphadenopathy with reticular opacities in the upper lung zones. CT of the chest shows symmetric enlargement of the hilar and mediastinal lymph nodes and small nodules along the bronchovascular bundles. Endobronchial ultrasound-guided biopsy of a mediastinal lymph node is performed.',
    leadIn: 'Which of the following is most likely to be seen on microscopic examination of the biopsy specimen?',
    key: {
      text: 'Noncaseating granulomas',
      why: 'Tight, well-formed epithelioid granulomas without central necrosis, sometimes with asteroid or Schaumann bodies in giant cells, are the histologic hallmark of sarcoidosis once infection has been excluded.',
    },
    distractors: [
      {
        text: 'Caseating granulomas',
        why: 'Central caseous necrosis suggests tuberculosis or endemic fungal infection; the interferon-gamma release assay is negative and the extrapulmonary findings fit sarcoidosis.',
      },
      {
        text: 'Reed-Sternberg cells',
        why: 'Hodgkin lymphoma can cause mediastinal adenopathy, but it is usually asymmetric and anterior, with B symptoms, and does not cause uveitis or skin plaques.',
      },
      {
        text: 'Ferruginous bodies',
        why: 'Asbestos bodies appear in the lung parenchyma after occupational exposure, which this patient does not have; asbestosis causes lower-lobe fibrosis and pleural plaques.',
      },
      {
        text: 'Small cells with nuclear molding',
        why: 'Small cell carcinoma causes a central mass with bulky adenopathy in heavy smokers, not symmetric hilar adenopathy in a young nonsmoker.',
      },
      {
        text: 'Keratin pearls with intercellular bridges',
        why: 'Keratinization is characteristic of squamous cell carcinoma, a central tumor of smokers.',
      },
    ],
    rationale:
      'A young nonsmoker with cough, symmetric bilateral hilar and mediastinal lymphadenopathy, perilymphatic nodules and upper-zone reticular opacities, plus an extrapulmonary feature typical of sarcoidosis (uveitis, lupus pernio or parotid enlargement), most likely has sarcoidosis. Tissue from the most accessible site confirms it by showing noncaseating granulomas, with stains and cultures to exclude mycobacterial and fungal infection. Hypercalcemia, when present, results from 1-alpha-hydroxylase activity in granuloma macrophages.',
    objective: 'Predict noncaseating granulomas on biopsy in suspected sarcoidosis.',
  },
];
