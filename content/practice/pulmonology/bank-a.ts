import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'pulm-q-aspirin-exacerbated-respiratory-disease',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Aspirin-exacerbated respiratory disease',
    stem:
      'A 38-year-old woman comes to the emergency department because of wheezing, chest tightness, nasal congestion, and facial flushing that began 40 minutes after she took ibuprofen for a headache. She developed asthma at age 31 years and has chronic rhinosinusitis; nasal polyps have been removed surgically twice. Last year, she had a similar but milder episode after taking aspirin. Her asthma is treated with an inhaled budesonide-formoterol combination. She does not smoke. Pulse is 112/min, respirations are 26/min, and blood pressure is 128/78 mm Hg. Oxygen saturation is 93% on room air. There is no urticaria, and the lips and tongue are not swollen. Polyps are visible in both nasal cavities. Diffuse expiratory wheezes are heard.',
    leadIn: 'Which of the following best explains this reaction to ibuprofen?',
    options: [
      {
        text: 'Blockade of beta-2 adrenergic receptors',
        why: 'Nonselective beta-blockers such as propranolol, or timolol eye drops, provoke bronchospasm in asthma by removing beta-2-mediated bronchodilation; NSAIDs have no beta-receptor activity.',
      },
      {
        text: 'Direct mast cell degranulation',
        why: 'Opioids, vancomycin and radiocontrast media release mast cell mediators directly, without antibody, causing flushing and urticaria; this does not explain a reaction shared by chemically unrelated COX-1 inhibitors.',
      },
      {
        text: 'Drug-specific IgE antibody production',
        why: 'IgE-mediated allergy is specific to one drug and typically causes urticaria, angioedema or anaphylaxis; two structurally unrelated NSAIDs triggered the same reaction here, which points to their shared pharmacologic action.',
      },
      {
        text: 'Immune complex deposition with complement activation',
        why: 'Type III reactions such as serum sickness begin 1-2 weeks after exposure with fever, rash and arthralgia, not within an hour with bronchospasm.',
      },
      {
        text: 'Shunting of arachidonic acid to leukotrienes',
        why: 'Inhibiting COX-1 lowers prostaglandin E2, which normally restrains 5-lipoxygenase and mast cells, so arachidonic acid is diverted to cysteinyl leukotrienes (LTC4, LTD4, LTE4) that cause bronchoconstriction, mucus secretion and nasal congestion.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Adult-onset asthma, chronic rhinosinusitis with recurrent nasal polyps, and bronchospasm with nasal congestion and flushing within an hour of two different nonselective NSAIDs (aspirin, then ibuprofen) define aspirin-exacerbated respiratory disease. The reaction is not allergic: these patients already overproduce cysteinyl leukotrienes, and any strong COX-1 inhibitor removes the brake that prostaglandin E2 provides. Management is avoidance of COX-1 inhibitors (selective COX-2 inhibitors are usually tolerated), a leukotriene modifier such as montelukast or zileuton, and, in selected patients, aspirin desensitization or biologic therapy.',
    objective: 'Explain bronchospasm after NSAIDs in aspirin-exacerbated respiratory disease by shunting of arachidonic acid to leukotrienes.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Asthma, nasal polyps and reactions to any COX-1 inhibitor mean aspirin-exacerbated respiratory disease: a leukotriene excess, not an allergy.',
  },
  {
    id: 'pulm-q-theophylline-toxicity-interaction',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Theophylline toxicity',
    stem:
      'A 71-year-old man is brought to the emergency department because of nausea, repeated vomiting, palpitations, and tremulousness for 1 day. While in the department, he has a generalized tonic-clonic seizure that stops after 2 minutes. He has chronic obstructive pulmonary disease treated for several years with an inhaled tiotropium-olodaterol combination and oral sustained-release theophylline; the doses have not changed. Four days ago, he began an oral antibiotic for a urinary tract infection. He has no history of seizures and does not drink alcohol. Temperature is 37.1°C, pulse is 132/min, respirations are 22/min, and blood pressure is 138/74 mm Hg. Oxygen saturation is 93% on room air. He has a fine tremor of both hands. Serum potassium is 3.0 mEq/L, and glucose is 176 mg/dL. An ECG shows sinus tachycardia with frequent premature ventricular contractions.',
    leadIn: 'Which of the following antibiotics was most likely prescribed?',
    options: [
      {
        text: 'Amoxicillin',
        why: 'Amoxicillin does not inhibit cytochrome P450 enzymes and does not raise theophylline concentrations; its main adverse effects are rash, diarrhea and hypersensitivity.',
      },
      {
        text: 'Cephalexin',
        why: 'Cephalexin is excreted unchanged by the kidneys, does not inhibit hepatic CYP enzymes and has no meaningful interaction with theophylline.',
      },
      {
        text: 'Ciprofloxacin',
        why: 'Ciprofloxacin inhibits CYP1A2, the main enzyme that metabolizes theophylline, so theophylline accumulates within days; fluoroquinolones also lower the seizure threshold themselves.',
      },
      {
        text: 'Doxycycline',
        why: 'Doxycycline is not a clinically important CYP1A2 inhibitor; its typical adverse effects are photosensitivity and pill esophagitis.',
      },
      {
        text: 'Nitrofurantoin',
        why: 'Nitrofurantoin can cause acute hypersensitivity pneumonitis or chronic pulmonary fibrosis, but it does not inhibit theophylline metabolism.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Vomiting, tremor, sinus tachycardia with ventricular ectopy, a seizure, hypokalemia and hyperglycemia in a patient taking theophylline indicate theophylline toxicity. Theophylline has a narrow therapeutic index and is cleared mainly by hepatic CYP1A2, so adding an inhibitor of that enzyme raises its concentration although the dose is unchanged. Other drugs that raise theophylline levels include fluvoxamine, cimetidine, erythromycin and clarithromycin, and stopping smoking does too, because cigarette smoke induces CYP1A2. Management is stopping theophylline, measuring its serum concentration, benzodiazepines for seizures and extracorporeal removal for severe toxicity.',
    objective: 'Recognize theophylline toxicity precipitated by ciprofloxacin through inhibition of CYP1A2.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Theophylline toxicity (vomiting, tachyarrhythmias, seizures, low potassium) is often triggered by a CYP1A2 inhibitor such as ciprofloxacin.',
  },
  {
    id: 'pulm-q-copd-antimuscarinic-urinary-retention',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'COPD: long-acting muscarinic antagonist adverse effects',
    stem:
      'A 74-year-old man comes to the office because of difficulty starting urination, a weak stream, and a feeling of incomplete bladder emptying for 10 days. He also has a dry mouth. He has chronic obstructive pulmonary disease and benign prostatic hyperplasia. Three weeks ago, a new once-daily maintenance inhaler was added to his as-needed albuterol because of persistent shortness of breath. He takes no other medications. Pulse is 78/min, respirations are 16/min, and blood pressure is 132/80 mm Hg. Oxygen saturation is 94% on room air. The lower abdomen is mildly distended, and the bladder is palpable above the pubic symphysis. Breath sounds are diminished bilaterally. Bladder ultrasonography after voiding shows a residual volume of 420 mL.',
    leadIn: 'Which of the following is the mechanism of action of the drug most likely responsible for these symptoms?',
    options: [
      {
        text: 'Agonism at beta-2 adrenergic receptors',
        why: 'Long-acting beta-2 agonists (salmeterol, formoterol, olodaterol) cause tremor, tachycardia and hypokalemia; they are not a recognized cause of urinary retention and do not cause dry mouth.',
      },
      {
        text: 'Antagonism of leukotriene receptors',
        why: 'Montelukast is an oral asthma controller whose notable adverse effects are neuropsychiatric, such as sleep disturbance and mood changes, not urinary retention.',
      },
      {
        text: 'Antagonism of muscarinic receptors',
        why: 'Long-acting muscarinic antagonists such as tiotropium block M3 receptors on airway smooth muscle and glands to produce bronchodilation; systemic anticholinergic effects include dry mouth, urinary retention (especially with prostatic enlargement) and angle-closure glaucoma.',
      },
      {
        text: 'Binding to glucocorticoid receptors',
        why: 'Inhaled glucocorticoids cause oropharyngeal candidiasis, dysphonia and an increased risk of pneumonia in COPD; they do not affect bladder emptying.',
      },
      {
        text: 'Inhibition of phosphodiesterase-4',
        why: 'Roflumilast, an oral drug for severe COPD with chronic bronchitis and frequent exacerbations, causes diarrhea, nausea, weight loss and insomnia.',
      },
    ],
    answerIndex: 2,
    rationale:
      'New urinary hesitancy, a weak stream, a large post-void residual volume and dry mouth weeks after a once-daily COPD maintenance inhaler was added, in a man with benign prostatic hyperplasia, indicate anticholinergic adverse effects. Maintenance therapy for symptomatic COPD starts with long-acting bronchodilators, and of these the long-acting muscarinic antagonists (tiotropium, umeclidinium, aclidinium) cause urinary retention: although little drug is absorbed from the lungs, blocking muscarinic receptors on the detrusor can tip a man with outlet obstruction into retention.',
    objective: 'Attribute urinary retention in a patient with COPD to the antimuscarinic action of an inhaled maintenance drug.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Inhaled long-acting muscarinic antagonists (tiotropium) can cause dry mouth, urinary retention with prostatic enlargement, and angle-closure glaucoma.',
  },
  {
    id: 'pulm-q-copd-long-term-oxygen',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'COPD: long-term oxygen therapy',
    stem:
      'A 68-year-old woman with chronic obstructive pulmonary disease comes to the office for a follow-up examination. She becomes short of breath when walking on level ground and has had no exacerbations in the past 2 years. She stopped smoking 3 years ago after a 50-pack-year history. Her medications are an inhaled umeclidinium-vilanterol combination and as-needed albuterol, and her inhaler technique is correct. Pulse is 92/min, respirations are 20/min, and blood pressure is 128/76 mm Hg. Oxygen saturation at rest is 87% on room air, unchanged from a visit 4 weeks ago. There is mild bilateral ankle edema. Breath sounds are diminished bilaterally with a prolonged expiratory phase. Arterial blood gas analysis on room air shows a pH of 7.38, PCO2 of 48 mm Hg, and PO2 of 53 mm Hg. Hematocrit is 49%. Spirometry shows an FEV1 of 38% of predicted.',
    leadIn: "Which of the following interventions is most likely to prolong this patient's survival?",
    options: [
      {
        text: 'Daily oral azithromycin',
        why: 'Chronic azithromycin reduces exacerbations in patients who continue to have them despite optimal inhaled therapy; it has not been shown to lower mortality, and she has had no exacerbations.',
      },
      {
        text: 'Long-term oxygen therapy',
        why: 'Oxygen used at least 15 hours a day prolongs survival in COPD with severe resting hypoxemia (PaO2 of 55 mm Hg or less, or saturation of 88% or less), or with PaO2 of 56-59 mm Hg plus cor pulmonale or polycythemia.',
      },
      {
        text: 'Oral roflumilast',
        why: 'Roflumilast reduces exacerbations in severe COPD with chronic bronchitis and frequent exacerbations; it does not prolong survival.',
      },
      {
        text: 'Oral theophylline',
        why: 'Theophylline is a weak bronchodilator with a narrow therapeutic index and many drug interactions; it does not reduce mortality.',
      },
      {
        text: 'Pulmonary rehabilitation',
        why: 'Rehabilitation improves dyspnea, exercise capacity and quality of life and should be offered to her, but in stable patients it has not been shown to prolong survival as oxygen does in severe hypoxemia.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Her resting oxygen saturation of 87% and PaO2 of 53 mm Hg, confirmed while she is stable and on optimal inhaled therapy, meet the criteria for long-term oxygen therapy; ankle edema suggesting cor pulmonale and a raised hematocrit strengthen the indication. Apart from smoking cessation, which she has already achieved, long-term oxygen is the intervention proven to prolong survival in this group, and the benefit depends on the hours of use. Oxygen is titrated to keep the resting saturation at 90% or more.',
    objective: 'Prescribe long-term oxygen to prolong survival in COPD with severe resting hypoxemia.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Long-term oxygen (15 or more hours a day) prolongs survival in COPD with resting PaO2 of 55 mm Hg or less or saturation of 88% or less.',
  },
  {
    id: 'pulm-q-severe-asthma-normal-pco2',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Life-threatening asthma exacerbation',
    stem:
      'A 23-year-old man is brought to the emergency department because of an asthma attack that began 8 hours ago. He has used his albuterol inhaler more than 20 times since then. He was intubated for asthma once, 2 years ago. During the past hour, he has received three treatments of nebulized albuterol and ipratropium and intravenous methylprednisolone. He can speak only one or two words at a time and appears exhausted. Pulse is 128/min, respirations are 30/min, and blood pressure is 124/70 mm Hg with a pulsus paradoxus of 22 mm Hg. Oxygen saturation is 91% on 4 L/min of oxygen by nasal cannula. There are suprasternal and intercostal retractions. Breath sounds are faint throughout, with little air movement and scant wheezing. Arterial blood gas analysis on 4 L/min of oxygen shows a pH of 7.35, PCO2 of 45 mm Hg, and PO2 of 66 mm Hg.',
    leadIn: "Which of the following best explains this patient's PCO2?",
    options: [
      {
        text: 'Adequate response to bronchodilator therapy',
        why: 'A response would bring less work of breathing, better air entry and better oxygenation; he is worse, with a quiet chest and exhaustion.',
      },
      {
        text: 'Carbon dioxide retention from supplemental oxygen',
        why: 'Oxygen-induced hypercapnia occurs in patients with chronic hypercapnic COPD given high oxygen concentrations; it does not explain this PCO2 in a young patient with asthma on low-flow oxygen.',
      },
      {
        text: 'Compensation for a metabolic alkalosis',
        why: 'A compensatory rise in PCO2 follows a primary metabolic alkalosis and leaves the pH high; his pH is at the low end of normal.',
      },
      {
        text: 'Hyperventilation driven by hypoxemia',
        why: 'Hypoxemia and stimulation of airway receptors drive hyperventilation early in an attack, which lowers the PCO2; it cannot explain a PCO2 that has returned to normal.',
      },
      {
        text: 'Respiratory muscle fatigue',
        why: 'When the work of breathing against severe obstruction exceeds what the respiratory muscles can sustain, alveolar ventilation falls and PCO2 climbs back toward and then above normal.',
      },
    ],
    answerIndex: 4,
    rationale:
      'This is a life-threatening asthma exacerbation: he speaks in single words, has a nearly silent chest, a pulsus paradoxus above 20 mm Hg, exhaustion and hypoxemia despite bronchodilators, and a previous intubation. Early in an attack the expected blood gas is a respiratory alkalosis with a low PCO2. A PCO2 of 45 mm Hg in a patient breathing 30 times a minute means alveolar ventilation is failing as the respiratory muscles tire. He needs intensive care, intravenous magnesium, frequent reassessment and preparation for intubation.',
    objective: 'Interpret a normal PCO2 during a severe asthma attack as a sign of respiratory muscle fatigue and impending failure.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'In acute asthma a normal or rising PCO2 means the patient is tiring and heading for respiratory failure.',
    table: {
      caption: 'Arterial PCO2 during an acute asthma attack',
      header: ['Stage', 'PCO2', 'Meaning'],
      rows: [
        ['Early', 'Low (respiratory alkalosis)', 'Hyperventilation'],
        ['Worsening', 'Normal', 'Fatigue; impending failure'],
        ['Late', 'High (respiratory acidosis)', 'Respiratory failure; intubation likely'],
      ],
    },
  },
  {
    id: 'pulm-q-beta-agonist-hypokalemia',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Beta-2 agonist-induced hypokalemia',
    stem:
      'A 31-year-old woman is hospitalized because of a severe asthma exacerbation. She has received continuous nebulized albuterol for the past 6 hours and intravenous methylprednisolone every 6 hours. Her wheezing has improved, but she now reports generalized weakness and palpitations. She takes no other medications and has had no vomiting or diarrhea. Pulse is 118/min, respirations are 22/min, and blood pressure is 126/74 mm Hg. Oxygen saturation is 95% on 2 L/min of oxygen. She has a fine tremor of the hands. Serum studies show a sodium of 139 mEq/L, potassium of 2.9 mEq/L (4.1 mEq/L at admission), chloride of 103 mEq/L, bicarbonate of 24 mEq/L, magnesium of 1.8 mEq/L, and glucose of 148 mg/dL. Urine potassium concentration is 10 mEq/L. An ECG shows sinus tachycardia, flattened T waves, and U waves.',
    leadIn: "Which of the following best explains the change in this patient's serum potassium?",
    options: [
      {
        text: 'Glucocorticoid-induced renal potassium wasting',
        why: 'Methylprednisolone has little mineralocorticoid activity, and renal potassium wasting would produce a high urine potassium; hers is low.',
      },
      {
        text: 'Hyperglycemia with osmotic diuresis',
        why: 'Osmotic diuresis requires glucose above the renal threshold of about 180 mg/dL and would raise urinary potassium losses; her glucose is only mildly raised and her urine potassium is low.',
      },
      {
        text: 'Increased Na+/K+-ATPase activity in muscle',
        why: 'Beta-2 receptor stimulation raises cAMP and activates Na+/K+-ATPase in skeletal muscle, moving potassium into cells within hours; total body potassium is unchanged, and the effect wanes as the albuterol is reduced.',
      },
      {
        text: 'Magnesium depletion with renal potassium loss',
        why: 'Hypomagnesemia causes refractory renal potassium loss, but her magnesium is normal and her urine potassium is low.',
      },
      {
        text: 'Transcellular shift from metabolic alkalosis',
        why: 'A metabolic alkalosis moves potassium into cells and increases renal potassium loss, but her bicarbonate of 24 mEq/L is normal.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A fall in potassium from 4.1 to 2.9 mEq/L within hours, with weakness, flattened T waves and U waves, during continuous high-dose albuterol is beta-2 agonist-induced hypokalemia. A urine potassium below about 15-20 mEq/L shows the kidneys are conserving potassium, so the loss is not renal: potassium has moved into cells. The same effect is used therapeutically when nebulized albuterol lowers potassium in hyperkalemia. Potassium should be monitored in patients receiving frequent beta-agonists, particularly with glucocorticoids, diuretics or theophylline, and replaced with care because it shifts back out as treatment is tapered.',
    objective: 'Explain hypokalemia during high-dose albuterol therapy by a beta-2-mediated shift of potassium into cells.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'High-dose beta-2 agonists lower serum potassium by shifting it into cells through Na+/K+-ATPase, the same effect used to treat hyperkalemia.',
  },
  {
    id: 'pulm-q-cough-variant-asthma-methacholine',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cough-variant asthma',
    stem:
      'A 27-year-old woman comes to the office because of a dry cough for 4 months. The cough is worse at night, after exercise, and in cold air. She has no wheezing, heartburn, nasal congestion, postnasal drip, fever, or weight loss. She has never smoked. She takes an oral contraceptive and no other medications. Pulse is 74/min, respirations are 14/min, and blood pressure is 112/70 mm Hg. Oxygen saturation is 99% on room air. The nasal mucosa and oropharynx are normal. The lungs are clear to auscultation. Chest radiography shows no abnormalities. Spirometry shows an FEV1 of 94% of predicted and an FEV1:FVC ratio of 0.82, with no significant change after albuterol.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'Ambulatory esophageal pH monitoring',
        why: 'Ambulatory pH monitoring is reserved for suspected reflux-related cough that persists despite an empiric trial of acid suppression; she has no reflux symptoms.',
      },
      {
        text: 'CT of the chest',
        why: 'CT is indicated when the radiograph or examination suggests parenchymal or airway disease, or with hemoptysis or a smoking history; her radiograph and examination are normal.',
      },
      {
        text: 'CT of the paranasal sinuses',
        why: 'Upper airway cough syndrome is suggested by postnasal drip, throat clearing and nasal findings and is usually treated empirically rather than imaged; she has none of these features.',
      },
      {
        text: 'Flexible bronchoscopy',
        why: 'Bronchoscopy is used for suspected endobronchial tumors, foreign bodies or unexplained hemoptysis, not for chronic cough with normal imaging.',
      },
      {
        text: 'Methacholine challenge testing',
        why: 'Inhaled methacholine causes a 20% fall in FEV1 at a low dose in hyperresponsive airways; a negative test makes asthma unlikely, and a positive test supports cough-variant asthma, confirmed by response to asthma therapy.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Chronic cough (longer than 8 weeks) in a nonsmoker who takes no ACE inhibitor and has a normal chest radiograph is usually caused by upper airway cough syndrome, asthma or gastroesophageal reflux. Her nocturnal cough triggered by exercise and cold air, without nasal or reflux symptoms, suggests cough-variant asthma. Spirometry is often normal between episodes, so a normal result without bronchodilator response does not exclude asthma; bronchoprovocation testing demonstrates the airway hyperresponsiveness. Treatment follows asthma guidelines, starting with an inhaled glucocorticoid.',
    objective: 'Use methacholine challenge testing to evaluate suspected cough-variant asthma when spirometry is normal.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Suspected asthma with normal spirometry: demonstrate airway hyperresponsiveness with a methacholine challenge test.',
  },
  {
    id: 'pulm-q-eosinophilic-granulomatosis-polyangiitis',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Eosinophilic granulomatosis with polyangiitis',
    stem:
      'A 46-year-old man comes to the office because of numbness and tingling of the right foot for 3 weeks and difficulty lifting the left wrist for 1 week. He has had asthma since age 40 years and chronic rhinosinusitis with nasal polyps. During the past 6 months, his asthma has worsened despite inhaled budesonide-formoterol, his only medication, and he has lost 4 kg. Temperature is 37.8°C, pulse is 96/min, respirations are 18/min, and blood pressure is 134/82 mm Hg. Oxygen saturation is 95% on room air. There is palpable purpura on both lower legs. Sensation is decreased over the dorsum of the right foot, he cannot dorsiflex the right foot, and extension of the left wrist is weak. Scattered expiratory wheezes are heard. Leukocyte count is 14,800/mm³ with 31% eosinophils. Serum creatinine is 1.0 mg/dL. Urinalysis shows no blood or protein. Chest radiography shows patchy, nonsegmental opacities in both upper lobes that were not present 2 months ago.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Allergic bronchopulmonary aspergillosis',
        why: 'This reaction to Aspergillus also causes worsening asthma, eosinophilia and fleeting opacities, but it is confined to the lungs and does not cause purpura or mononeuritis multiplex.',
      },
      {
        text: 'Drug reaction with eosinophilia and systemic symptoms',
        why: 'This reaction begins 2-8 weeks after starting a drug such as an anticonvulsant or allopurinol, with fever, a widespread rash and hepatitis; he takes only his usual inhaler.',
      },
      {
        text: 'Eosinophilic granulomatosis with polyangiitis',
        why: 'Adult-onset asthma, nasal polyps, marked blood eosinophilia, migratory pulmonary opacities and small-vessel vasculitis (palpable purpura, mononeuritis multiplex) define this ANCA-associated vasculitis.',
      },
      {
        text: 'Granulomatosis with polyangiitis',
        why: 'This vasculitis causes destructive sinus disease, cavitating lung nodules and glomerulonephritis with PR3-ANCA; asthma and marked eosinophilia are not features.',
      },
      {
        text: 'Polyarteritis nodosa',
        why: 'Polyarteritis nodosa causes mononeuritis multiplex, livedo and skin nodules, but it spares the lungs and is not associated with asthma or eosinophilia; some cases follow hepatitis B.',
      },
    ],
    answerIndex: 2,
    rationale:
      'This man shows the three phases of eosinophilic granulomatosis with polyangiitis: an allergic phase (adult-onset asthma, chronic rhinosinusitis with polyps), an eosinophilic phase (31% eosinophils, transient nonsegmental pulmonary opacities) and a vasculitic phase (palpable purpura, weight loss and mononeuritis multiplex of the peroneal and radial nerves). Only about 40% of patients have detectable ANCA, usually MPO-ANCA (p-ANCA), so a negative test does not exclude it. Cardiac involvement is the main cause of death; treatment is glucocorticoids with further immunosuppression or mepolizumab according to severity.',
    objective: 'Diagnose eosinophilic granulomatosis with polyangiitis from asthma, eosinophilia and vasculitic neuropathy.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Asthma, eosinophilia and mononeuritis multiplex or purpura suggest eosinophilic granulomatosis with polyangiitis (often p-ANCA).',
  },
  {
    id: 'pulm-q-allergic-bronchopulmonary-aspergillosis',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Allergic bronchopulmonary aspergillosis',
    stem:
      'A 34-year-old woman comes to the office because her asthma has worsened during the past 4 months, and she has been coughing up thick, brown plugs of mucus. She has had asthma since childhood and uses an inhaled fluticasone-salmeterol combination; she has needed three courses of oral prednisone this year. She does not smoke. Temperature is 37.4°C, pulse is 88/min, respirations are 18/min, and blood pressure is 118/72 mm Hg. Oxygen saturation is 95% on room air. Diffuse expiratory wheezes and coarse crackles over both upper lung fields are heard. Leukocyte count is 10,200/mm³ with 14% eosinophils. Serum total IgE is 2,400 IU/mL (reference, below 100 IU/mL). Skin-prick testing shows an immediate wheal-and-flare reaction to Aspergillus fumigatus antigen. CT of the chest shows dilated, mucus-filled central bronchi in both upper lobes.',
    leadIn: "Which of the following best describes the pathogenesis of this patient's condition?",
    options: [
      {
        text: 'Eosinophilic vasculitis of small vessels',
        why: 'Eosinophilic granulomatosis with polyangiitis also occurs in asthma with eosinophilia, but it causes purpura, mononeuritis multiplex or glomerulonephritis, not central bronchiectasis with mucus plugs.',
      },
      {
        text: 'Fungal ball growing within a preexisting cavity',
        why: 'An aspergilloma forms in an old cavity (for example from tuberculosis or sarcoidosis) and typically causes hemoptysis; it appears as a mobile mass within a cavity and does not cause eosinophilia or high IgE.',
      },
      {
        text: 'Hypersensitivity to fungi colonizing the airways',
        why: 'Aspergillus grows in the mucus of asthmatic or cystic fibrosis airways without invading tissue; IgE-mediated (type I) and immune complex (type III) reactions with eosinophilic inflammation cause mucus plugging and central bronchiectasis.',
      },
      {
        text: 'Invasion of lung tissue by fungal hyphae',
        why: 'Invasive aspergillosis occurs in severely immunocompromised patients, such as those with prolonged neutropenia or transplants, and causes nodules with a halo sign, angioinvasion and infarction.',
      },
      {
        text: 'Type IV hypersensitivity to inhaled organic antigens',
        why: 'Hypersensitivity pneumonitis (for example farmer lung or bird fancier lung) causes episodic fever and dyspnea with centrilobular nodules, restriction and lymphocytic inflammation, not high IgE and eosinophilia.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Poorly controlled asthma needing repeated courses of prednisone, expectoration of brown mucus plugs, blood eosinophilia, a very high total IgE, immediate skin reactivity to Aspergillus and central (proximal) bronchiectasis with mucus plugging indicate allergic bronchopulmonary aspergillosis. The fungus colonizes the airway lumen rather than invading tissue; the damage comes from the host immune response. Treatment aims to suppress this response and reduce fungal burden with oral glucocorticoids or itraconazole, with total IgE used to monitor activity.',
    objective: 'Describe allergic bronchopulmonary aspergillosis as hypersensitivity to Aspergillus colonizing the airways.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Asthma or cystic fibrosis with high IgE, eosinophilia, mucus plugs and central bronchiectasis suggests allergic bronchopulmonary aspergillosis.',
  },
  {
    id: 'pulm-q-cystic-fibrosis-gating-potentiator',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cystic fibrosis: CFTR modulator therapy',
    stem:
      'A 19-year-old man with cystic fibrosis comes to the clinic to discuss a new treatment. He has a chronic cough productive of purulent sputum, recurrent pulmonary exacerbations, and pancreatic insufficiency treated with pancreatic enzyme replacement. His medications include inhaled dornase alfa, hypertonic saline, and azithromycin three times weekly. Pulse is 84/min, respirations are 18/min, and oxygen saturation is 95% on room air. BMI is 19 kg/m². There is digital clubbing, and coarse crackles are heard over both upper lung fields. Genotyping shows a G551D mutation in one CFTR allele. Functional studies of this mutation show that the encoded protein folds normally and is present in normal amounts at the apical membrane of epithelial cells, but chloride transport across the membrane is markedly reduced. A drug that targets this defect is started.',
    leadIn: 'Which of the following best describes the mechanism of action of this drug?',
    options: [
      {
        text: 'Cleavage of extracellular DNA in sputum',
        why: 'Dornase alfa, which he already uses, is a recombinant DNase that thins sputum by cleaving DNA released from neutrophils; it does not act on CFTR.',
      },
      {
        text: 'Correction of protein folding and trafficking',
        why: 'Correctors such as lumacaftor, tezacaftor and elexacaftor help misfolded protein (for example F508del) escape degradation and reach the cell surface; his protein already reaches the membrane.',
      },
      {
        text: 'Increase in channel open probability',
        why: 'Ivacaftor, a CFTR potentiator, binds the channel at the cell surface and increases the time it spends open, restoring chloride and bicarbonate transport in gating mutations such as G551D.',
      },
      {
        text: 'Inhibition of epithelial sodium channels',
        why: 'Blocking sodium absorption would in theory rehydrate airway surface liquid, but sodium channel blockers have not proven useful and do not target this CFTR defect.',
      },
      {
        text: 'Read-through of premature stop codons',
        why: 'Read-through agents were developed for nonsense (class I) mutations, in which no full-length protein is made; they have not proved effective and do not address a gating defect.',
      },
    ],
    answerIndex: 2,
    rationale:
      'G551D is a class III (gating) mutation: the CFTR protein is made, folds and reaches the apical membrane, but the channel does not open normally. A potentiator, ivacaftor, increases channel open probability and produces large improvements in sweat chloride, FEV1 and weight in patients with gating mutations. By contrast, F508del, the most common mutation, causes misfolding and degradation (class II), so it needs correctors, which are combined with ivacaftor (elexacaftor-tezacaftor-ivacaftor). The modulators are given with, not instead of, airway clearance and enzyme replacement.',
    objective: 'Match a CFTR gating mutation with a potentiator that increases channel open probability.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'CFTR potentiators (ivacaftor) hold the channel open for gating mutations; correctors fix folding and trafficking for F508del.',
    table: {
      caption: 'CFTR defects and targeted treatment',
      header: ['Mutation class', 'Defect', 'Modulator approach'],
      rows: [
        ['I (nonsense)', 'No full-length protein', 'No approved modulator'],
        ['II (F508del)', 'Misfolding, degraded before reaching the membrane', 'Correctors plus potentiator'],
        ['III (G551D)', 'Protein at the membrane but channel does not open', 'Potentiator (ivacaftor)'],
      ],
    },
  },
  {
    id: 'pulm-q-primary-ciliary-dyskinesia',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary ciliary dyskinesia',
    stem:
      'A 29-year-old man comes to the office because he and his wife have been unable to conceive for 2 years. He has had a daily productive cough since early childhood, recurrent sinusitis, and several ear infections that required tympanostomy tubes. He does not smoke. Temperature is 36.9°C, pulse is 76/min, respirations are 16/min, and oxygen saturation is 96% on room air. There is purulent nasal discharge. The apical impulse is palpated in the fifth intercostal space at the right midclavicular line, and heart sounds are loudest in the right side of the chest. Coarse crackles are heard at both lung bases. Semen analysis shows a normal sperm count, but the sperm are immotile. Sweat chloride concentration is 22 mmol/L (normal, below 30 mmol/L). CT of the chest shows bronchiectasis in both lower lobes and confirms dextrocardia.',
    leadIn: 'Which of the following is the most likely underlying defect?',
    options: [
      {
        text: 'Absent B cells from a tyrosine kinase mutation',
        why: 'X-linked agammaglobulinemia (BTK mutation) causes recurrent sinopulmonary infections and bronchiectasis from infancy, but not situs inversus or immotile sperm.',
      },
      {
        text: 'Defective dynein arms of cilia',
        why: 'Mutations affecting the outer or inner dynein arms of the ciliary axoneme impair mucociliary clearance, sperm flagellar motility and embryonic nodal cilia that set left-right asymmetry.',
      },
      {
        text: 'Deficient serum protease inhibitor',
        why: 'Alpha-1 antitrypsin deficiency causes early lower-lobe panlobular emphysema and liver disease, not childhood sinusitis, infertility or dextrocardia.',
      },
      {
        text: 'Misfolded epithelial chloride channel',
        why: 'Cystic fibrosis causes bronchiectasis and male infertility, but through absence of the vas deferens (azoospermia) rather than immotile sperm; his sweat chloride is normal.',
      },
      {
        text: 'Selective IgA deficiency',
        why: 'IgA deficiency is usually asymptomatic or causes mild sinopulmonary and gastrointestinal infections; it does not affect sperm motility or organ position.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Lifelong productive cough, chronic sinusitis and otitis, bronchiectasis, dextrocardia and infertility with immotile sperm indicate primary ciliary dyskinesia; the combination with situs inversus is called Kartagener syndrome. It is usually autosomal recessive and caused by defects in axonemal dynein arms, which power ciliary beating. Poor mucociliary clearance leads to recurrent infection and bronchiectasis; random nodal ciliary motion in the embryo leaves situs inversus in about half of patients. A normal sweat chloride argues against cystic fibrosis, and low nasal nitric oxide supports the diagnosis.',
    objective: 'Attribute bronchiectasis, situs inversus and infertility to defective ciliary dynein arms.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Bronchiectasis, sinusitis, situs inversus and immotile sperm point to primary ciliary dyskinesia from defective dynein arms.',
  },
  {
    id: 'pulm-q-bronchiectasis-hrct',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Bronchiectasis',
    stem:
      'A 58-year-old woman comes to the office because of a daily cough productive of large amounts of thick, yellow sputum for 2 years. During the past year, she has had four episodes of worsening cough and fever that improved with antibiotics, and her sputum has occasionally been streaked with blood. At age 24 years, she was hospitalized for 3 weeks with severe pneumonia. She has never smoked. Temperature is 37.0°C, pulse is 84/min, respirations are 18/min, and blood pressure is 124/78 mm Hg. Oxygen saturation is 95% on room air. Coarse inspiratory crackles and scattered rhonchi are heard over both lower lung fields. Chest radiography shows increased linear markings at both lung bases without consolidation.',
    leadIn: 'Which of the following is the most appropriate next step to establish the diagnosis?',
    options: [
      {
        text: 'Bronchoscopy with bronchoalveolar lavage',
        why: 'Bronchoscopy is used to look for an obstructing lesion or foreign body in focal disease or to sample secretions when sputum cannot be obtained; it does not show the extent of airway dilation.',
      },
      {
        text: 'CT pulmonary angiography',
        why: 'CT angiography evaluates pulmonary embolism or locates a bleeding bronchial artery in massive hemoptysis; she has chronic sputum production with minor streaking.',
      },
      {
        text: 'High-resolution CT of the chest',
        why: 'Thin-section CT shows bronchi wider than their accompanying arteries, failure of bronchi to taper and airways visible near the pleura, confirming bronchiectasis and its distribution.',
      },
      {
        text: 'Spirometry before and after bronchodilator',
        why: 'Spirometry often shows mild obstruction in bronchiectasis and is useful for follow-up, but it cannot establish the diagnosis.',
      },
      {
        text: 'Sputum culture for mycobacteria',
        why: 'Sputum cultures, including for nontuberculous mycobacteria, are part of the evaluation once bronchiectasis is confirmed; they identify organisms, not the structural airway disease.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A daily cough with large volumes of purulent sputum, frequent exacerbations needing antibiotics, intermittent blood-streaked sputum and coarse crackles in a nonsmoker with a past severe pneumonia suggest bronchiectasis, permanent dilation of bronchi after infection and inflammation. Chest radiography is insensitive, and high-resolution CT is the test that confirms it. The evaluation then looks for a cause and guides treatment: blood counts, immunoglobulin levels, testing for allergic bronchopulmonary aspergillosis, and sputum bacterial and mycobacterial cultures. Treatment centers on airway clearance and prompt antibiotics for exacerbations.',
    objective: 'Confirm suspected bronchiectasis with high-resolution CT of the chest.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Chronic copious purulent sputum and recurrent infections suggest bronchiectasis; high-resolution CT confirms it.',
  },
  {
    id: 'pulm-q-obesity-hypoventilation-syndrome',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Obesity hypoventilation syndrome',
    stem:
      'A 52-year-old woman comes to the office because of daytime sleepiness, morning headaches, and progressive shortness of breath on exertion with leg swelling for 1 year. Her husband says she snores loudly. She has hypertension treated with lisinopril. She has never smoked, does not drink alcohol, and takes no sedating medications. BMI is 46 kg/m². Pulse is 88/min, respirations are 18/min, and blood pressure is 142/88 mm Hg. Oxygen saturation is 88% on room air. The oropharynx is crowded. The jugular venous pressure is raised, and there is 2+ pitting edema of both legs. The lungs are clear, and muscle strength is normal. Arterial blood gas analysis on room air shows a pH of 7.37, PCO2 of 56 mm Hg, PO2 of 58 mm Hg, and bicarbonate of 31 mEq/L. Hematocrit is 48%, and serum TSH is 2.1 μU/mL. Chest radiography shows small lung volumes without parenchymal abnormalities. Spirometry shows an FVC of 72% of predicted and an FEV1:FVC ratio of 0.82.',
    leadIn: "Which of the following best explains this patient's hypercapnia while awake?",
    options: [
      {
        text: 'Amyotrophic lateral sclerosis',
        why: 'Neuromuscular disease causes hypoventilation with a low FVC, but it produces limb or bulbar weakness and fasciculations; her strength is normal.',
      },
      {
        text: 'Chronic obstructive pulmonary disease',
        why: 'COPD can cause chronic hypercapnia in severe disease, but she has never smoked and her FEV1:FVC ratio is normal.',
      },
      {
        text: 'Obesity hypoventilation syndrome',
        why: 'Obesity (BMI 30 kg/m² or more) with awake PaCO2 above 45 mm Hg, not explained by lung, neuromuscular, chest wall or metabolic disease, defines this syndrome.',
      },
      {
        text: 'Obstructive sleep apnea',
        why: 'She very likely also has obstructive sleep apnea, as most patients with obesity hypoventilation do, but sleep apnea alone does not produce a raised PCO2 and bicarbonate during the day.',
      },
      {
        text: 'Pulmonary arterial hypertension',
        why: 'Pulmonary hypertension causes hypoxemia and right heart failure with a normal or low PCO2 from hyperventilation; here right heart failure is a consequence of chronic hypoventilation.',
      },
    ],
    answerIndex: 2,
    rationale:
      'This woman with severe obesity has daytime hypercapnia (PCO2 56 mm Hg) with a metabolic compensation (bicarbonate 31 mEq/L, near-normal pH) that shows the problem is chronic. Her airflow ratio is normal, her strength is normal, and her thyroid function is normal, so obesity hypoventilation syndrome is the diagnosis; the mild restriction reflects the mass load on the chest wall. Hypoxemia with a raised hematocrit and right heart failure (raised jugular venous pressure, edema) are common complications. Treatment is positive airway pressure during sleep (CPAP or noninvasive ventilation), weight loss, and avoidance of sedatives and uncontrolled oxygen.',
    objective: 'Diagnose obesity hypoventilation syndrome from obesity with chronic awake hypercapnia.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'BMI of 30 or more plus awake PaCO2 above 45 mm Hg with no other cause is obesity hypoventilation syndrome; treat with positive airway pressure.',
  },
  {
    id: 'pulm-q-post-intubation-tracheal-stenosis',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Post-intubation tracheal stenosis',
    stem:
      'A 45-year-old woman comes to the office because of progressive shortness of breath on exertion and noisy breathing for 3 months. Four months ago, she was treated in the intensive care unit for acute respiratory distress syndrome due to influenza and was intubated for 18 days. An albuterol inhaler prescribed at an urgent care center has not helped. She has no history of asthma and has never smoked. Pulse is 86/min, respirations are 18/min, and blood pressure is 122/76 mm Hg. Oxygen saturation is 97% on room air. A harsh, high-pitched sound is heard loudest over the trachea in the neck. The lungs are otherwise clear. CT of the neck and chest shows a short, concentric, scarred narrowing of the trachea 2 cm below the vocal cords.',
    leadIn: 'Which of the following flow-volume loop patterns is most likely in this patient?',
    options: [
      {
        text: 'Concave expiratory limb with normal inspiratory limb',
        why: 'A scooped-out expiratory curve reflects diffuse small-airway obstruction, as in asthma or COPD; inspiratory flow is preserved.',
      },
      {
        text: 'Flattened expiratory limb with normal inspiratory limb',
        why: 'A plateau limited to expiration indicates a variable intrathoracic obstruction, such as a tumor of the lower trachea, which is compressed during forced expiration and held open during inspiration.',
      },
      {
        text: 'Flattened inspiratory and expiratory limbs',
        why: 'A rigid stricture limits flow equally in both directions regardless of the pressure around it, producing plateaus on both limbs, the pattern of a fixed upper airway obstruction.',
      },
      {
        text: 'Flattened inspiratory limb with normal expiratory limb',
        why: 'A plateau limited to inspiration indicates a variable extrathoracic obstruction, such as vocal cord paralysis, which is drawn inward by negative pressure during inspiration.',
      },
      {
        text: 'Narrow loop of normal shape at low lung volumes',
        why: 'A small loop with preserved contour and high flow for the volume reflects restriction, as in pulmonary fibrosis.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Exertional dyspnea and stridor over the trachea months after prolonged intubation, with a short, concentric, scarred narrowing just below the vocal cords, indicate post-intubation tracheal stenosis, caused by cuff pressure ischemia and scarring. A fibrotic stenosis is a fixed obstruction: its caliber does not change with the pressure swings of breathing, so both inspiratory and expiratory flow plateau. The FEV1 may be only mildly reduced, which is why upper airway obstruction is often misdiagnosed as asthma. Treatment is bronchoscopic dilation or resection.',
    objective: 'Predict a flow-volume loop with flattening of both limbs in fixed upper airway obstruction.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Fixed upper airway obstruction (post-intubation stenosis) flattens both limbs; variable lesions flatten one limb only.',
    table: {
      caption: 'Flow-volume loops in upper airway obstruction',
      header: ['Lesion', 'Inspiratory limb', 'Expiratory limb'],
      rows: [
        ['Fixed (stenosis, goiter encasing the trachea)', 'Flattened', 'Flattened'],
        ['Variable extrathoracic (vocal cord paralysis)', 'Flattened', 'Normal'],
        ['Variable intrathoracic (lower tracheal tumor)', 'Normal', 'Flattened'],
      ],
    },
  },
  {
    id: 'pulm-q-ards-prone-positioning',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Severe acute respiratory distress syndrome',
    stem:
      'A 56-year-old man is in the intensive care unit because of respiratory failure from pneumococcal pneumonia. He was intubated 14 hours ago. He is receiving intravenous ceftriaxone and azithromycin and is sedated with propofol and fentanyl; he is breathing in synchrony with the ventilator. Ventilator settings are volume control, tidal volume 420 mL (6 mL/kg of predicted body weight), respiratory rate 30/min, positive end-expiratory pressure 14 cm H2O, and FiO2 0.9. Plateau pressure is 28 cm H2O. Temperature is 38.2°C, pulse is 108/min, and blood pressure is 112/68 mm Hg. Oxygen saturation is 88%. Arterial blood gas analysis shows a pH of 7.31, PCO2 of 52 mm Hg, and PO2 of 63 mm Hg. Chest radiography shows diffuse bilateral opacities. Echocardiography shows normal left ventricular function.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Extracorporeal membrane oxygenation',
        why: 'ECMO is considered in experienced centers for severe ARDS that remains refractory despite optimized ventilation and prone positioning; it is not the next step.',
      },
      {
        text: 'High-frequency oscillatory ventilation',
        why: 'Routine high-frequency oscillation did not improve, and in one large trial increased, mortality in moderate to severe ARDS.',
      },
      {
        text: 'Inhaled nitric oxide',
        why: 'Inhaled nitric oxide transiently improves oxygenation by dilating vessels of ventilated lung, but it does not reduce mortality and may cause kidney injury.',
      },
      {
        text: 'Prone positioning',
        why: 'Prone ventilation for at least 12-16 hours daily recruits dorsal lung, makes ventilation and stress more uniform and lowers mortality in ARDS with PaO2:FiO2 below 150 mm Hg.',
      },
      {
        text: 'Tidal volume increase to 10 mL/kg',
        why: 'Larger tidal volumes overdistend the remaining aerated lung and raise plateau pressure; low tidal volume ventilation is the intervention proven to reduce mortality in ARDS.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Bilateral opacities and hypoxemia within a week of pneumonia, not explained by heart failure, define ARDS. His PaO2:FiO2 ratio is 63/0.9, or 70 mm Hg, which is severe. Lung-protective ventilation is already in place (6 mL/kg of predicted body weight, plateau pressure 30 cm H2O or less, moderate to high PEEP), and the permissive hypercapnia is acceptable. With a ratio below 150 mm Hg despite these settings, early prolonged prone positioning is the next step because it lowers mortality. Deep sedation, conservative fluid management and treatment of the pneumonia continue.',
    objective: 'Add prone positioning for severe ARDS with PaO2:FiO2 below 150 mm Hg despite lung-protective ventilation.',
    task: 'next-step',
    steps: 3,
    takeHome: 'ARDS with PaO2:FiO2 below 150 mm Hg on lung-protective ventilation: prone the patient for at least 12-16 hours a day.',
  },
  {
    id: 'pulm-q-ards-diffuse-alveolar-damage',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute respiratory distress syndrome: pathology',
    stem:
      'A 44-year-old man is hospitalized because of severe acute pancreatitis related to alcohol use. On the second hospital day, he develops rapidly progressive shortness of breath. Temperature is 38.4°C, pulse is 124/min, respirations are 34/min, and blood pressure is 96/58 mm Hg. Oxygen saturation is 84% on a nonrebreather mask. Diffuse crackles are heard bilaterally. Chest radiography shows bilateral diffuse opacities. Echocardiography shows normal left ventricular size and function. He is intubated, but he dies of multiorgan failure on the fifth hospital day. At autopsy, both lungs are heavy, firm, and dark red.',
    leadIn: 'Microscopic examination of the lungs is most likely to show which of the following?',
    options: [
      {
        text: 'Eosinophils filling the alveolar spaces',
        why: 'Alveolar eosinophilia is seen in acute or chronic eosinophilic pneumonia, which can follow drugs or smoking, not in lung injury from pancreatitis.',
      },
      {
        text: 'Hemosiderin-laden macrophages in alveoli',
        why: 'Hemosiderin-laden macrophages (heart failure cells) reflect repeated alveolar hemorrhage from chronic left heart failure or diffuse alveolar hemorrhage; his ventricular function is normal.',
      },
      {
        text: 'Hyaline membranes lining alveolar walls',
        why: 'In the exudative phase of diffuse alveolar damage, protein-rich fluid and necrotic type I pneumocytes form eosinophilic hyaline membranes along the alveolar ducts and walls.',
      },
      {
        text: 'Noncaseating interstitial granulomas',
        why: 'Noncaseating granulomas along lymphatics indicate sarcoidosis or chronic beryllium disease, chronic conditions that do not develop over days.',
      },
      {
        text: 'Patchy interstitial fibrosis with honeycombing',
        why: 'Patchy fibrosis of different ages with honeycomb change is usual interstitial pneumonia, the pattern of idiopathic pulmonary fibrosis, which develops over years.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Severe hypoxemia with bilateral opacities within a week of a systemic insult (acute pancreatitis), with normal left ventricular function, is acute respiratory distress syndrome. Its histologic correlate is diffuse alveolar damage. Circulating inflammatory mediators and neutrophils injure the capillary endothelium and type I pneumocytes; protein-rich fluid floods the alveoli, and within the first week fibrin and cell debris form hyaline membranes. Survivors enter a proliferative phase with type II pneumocyte hyperplasia and, in some, fibrosis.',
    objective: 'Identify hyaline membranes (diffuse alveolar damage) as the histologic finding of early ARDS.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Early ARDS is diffuse alveolar damage: protein-rich edema and hyaline membranes from endothelial and type I pneumocyte injury.',
  },
  {
    id: 'pulm-q-ventilator-peak-plateau-pressures',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Mechanical ventilation: airway pressures',
    stem:
      'A 67-year-old man has been receiving mechanical ventilation in the intensive care unit for 2 days because of hypoxemic respiratory failure from pneumonia. The high-pressure alarm of the ventilator sounds. Settings are volume control, tidal volume 450 mL, respiratory rate 18/min, positive end-expiratory pressure 8 cm H2O, and FiO2 0.5. Six hours ago, the peak inspiratory pressure was 28 cm H2O and the plateau pressure was 21 cm H2O; they are now 48 cm H2O and 22 cm H2O, respectively. Pulse is 112/min, and blood pressure is 136/84 mm Hg. Oxygen saturation has decreased from 95% to 89%. The trachea is midline. Breath sounds are heard equally over both lungs, with coarse rhonchi over the central airways. The chest rises symmetrically.',
    leadIn: 'Which of the following is the most likely cause of the change in airway pressures?',
    options: [
      {
        text: 'Cuff leak around the endotracheal tube',
        why: 'A cuff leak lets delivered gas escape, so peak and plateau pressures fall and exhaled volume is less than the set tidal volume; often an audible leak is heard at the mouth.',
      },
      {
        text: 'Mucus plug in the endotracheal tube',
        why: 'Secretions narrowing the tube or large airways raise airway resistance, which increases the pressure needed to drive flow (peak) but not the pressure needed to hold the breath in the lungs (plateau).',
      },
      {
        text: 'Right main bronchus intubation',
        why: 'Ventilating one lung with the whole tidal volume reduces compliance and raises both peak and plateau pressures; breath sounds and chest rise would be reduced on the left.',
      },
      {
        text: 'Tension pneumothorax',
        why: 'Tension pneumothorax lowers respiratory system compliance, raising both peak and plateau pressures, and causes hypotension, unilateral absent breath sounds and tracheal deviation.',
      },
      {
        text: 'Worsening pulmonary edema',
        why: 'Alveolar flooding stiffens the lungs, so both peak and plateau pressures rise together, with new crackles and worse opacities.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Peak inspiratory pressure reflects both airway resistance and respiratory system compliance, whereas plateau pressure, measured during an end-inspiratory pause with no flow, reflects compliance alone. Here the peak pressure rose by 20 cm H2O while the plateau pressure barely changed, so the gap between them, which represents resistance, widened. Rhonchi over the central airways with equal breath sounds point to secretions obstructing the tube or large airways; bronchospasm or a kinked or bitten tube would give the same pattern. The next steps are to pass a suction catheter, give bronchodilators if wheezing, and replace the tube if it remains obstructed.',
    objective: 'Interpret a rise in peak with unchanged plateau pressure as increased airway resistance.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Peak pressure up, plateau unchanged: resistance (plug, kink, bronchospasm). Both up: compliance (pneumothorax, mainstem intubation, edema).',
    table: {
      caption: 'Ventilator pressure patterns',
      header: ['Pattern', 'Problem', 'Examples'],
      rows: [
        ['Peak up, plateau unchanged', 'Higher airway resistance', 'Secretions, kinked or bitten tube, bronchospasm'],
        ['Peak and plateau both up', 'Lower compliance', 'Pneumothorax, mainstem intubation, pulmonary edema, ARDS'],
        ['Peak and plateau both down', 'Volume loss', 'Cuff leak, circuit disconnection'],
      ],
    },
  },
  {
    id: 'pulm-q-primary-spontaneous-pneumothorax-small',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary spontaneous pneumothorax',
    stem:
      'A 22-year-old man comes to the emergency department because of right-sided chest pain that began suddenly 5 hours ago while he was sitting at his desk. He is not short of breath at rest. He has had no trauma and has no history of lung disease. He smokes one-half pack of cigarettes daily. He is tall and thin; BMI is 19 kg/m². Pulse is 88/min, respirations are 18/min, and blood pressure is 124/76 mm Hg. Oxygen saturation is 97% on room air. He speaks in full sentences. The trachea is midline. Breath sounds are slightly decreased at the right apex. Chest radiography shows a right apical pneumothorax; the distance between the lung apex and the top of the chest cavity is 1.5 cm, and the rim of air at the level of the hilum is 1 cm. The left lung is normal.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Needle aspiration of the pleural space',
        why: 'Needle aspiration is an initial option for a large or symptomatic primary pneumothorax; it is unnecessary for a small one with minimal symptoms.',
      },
      {
        text: 'Needle decompression in the second intercostal space',
        why: 'Emergency decompression is for tension pneumothorax with hypotension, severe distress or tracheal deviation, none of which is present.',
      },
      {
        text: 'Observation with supplemental oxygen',
        why: 'A small, minimally symptomatic first primary pneumothorax usually resolves without intervention; supplemental oxygen speeds reabsorption of pleural air, and a repeat radiograph confirms that it is not enlarging.',
      },
      {
        text: 'Small-bore chest tube insertion',
        why: 'A chest tube is for large or symptomatic pneumothoraces, failed aspiration, secondary pneumothorax in patients with lung disease, or patients on positive-pressure ventilation.',
      },
      {
        text: 'Thoracoscopic bleb resection with pleurodesis',
        why: 'Surgery is for a recurrent or persistent air leak, bilateral pneumothorax or high-risk occupations such as pilots and divers, not a small first episode.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A tall, thin young man who smokes and has sudden chest pain with a small apical pneumothorax and no lung disease has a primary spontaneous pneumothorax, usually from rupture of apical subpleural blebs. He is stable, speaks in full sentences, and the pneumothorax is small (below 3 cm at the apex and below 2 cm at the hilum), so observation is appropriate. Oxygen raises the gradient for nitrogen to leave the pleural space and speeds resolution. He should be counseled that smoking cessation markedly lowers the risk of recurrence and advised to avoid air travel until resolution is confirmed.',
    objective: 'Observe a small, minimally symptomatic first primary spontaneous pneumothorax with oxygen and repeat imaging.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Small, minimally symptomatic primary spontaneous pneumothorax: observe with oxygen and repeat imaging; intervene for large, symptomatic or tension pneumothorax.',
  },
  {
    id: 'pulm-q-postoperative-lobar-atelectasis',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Postoperative lobar atelectasis',
    stem:
      'A 64-year-old woman has shortness of breath on the second day after an open right hemicolectomy performed under general anesthesia. Her pain is treated with intravenous morphine, and she has avoided coughing and deep breathing because of incisional pain. Temperature is 37.9°C, pulse is 102/min, respirations are 24/min, and blood pressure is 132/80 mm Hg. Oxygen saturation is 90% on room air. The trachea is deviated to the left. Over the lower left hemithorax, there is dullness to percussion, decreased tactile fremitus, and absent breath sounds. The calves are not swollen or tender. Chest radiography shows a dense opacity in the left lower lung zone with elevation of the left hemidiaphragm and shift of the heart and trachea to the left. There are no air bronchograms.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Large pleural effusion',
        why: 'A large effusion causes dullness and absent breath sounds but pushes the trachea and mediastinum away from the affected side.',
      },
      {
        text: 'Lobar atelectasis',
        why: 'Obstruction of a lobar bronchus, usually by retained secretions after surgery, lets the lobe lose its air, so volume loss pulls the trachea, heart and hemidiaphragm toward the affected side.',
      },
      {
        text: 'Lobar pneumonia',
        why: 'Consolidation causes dullness with increased fremitus, bronchial breath sounds and air bronchograms, and does not shift the mediastinum.',
      },
      {
        text: 'Pulmonary infarction',
        why: 'Infarction from pulmonary embolism causes pleuritic pain and a peripheral wedge-shaped opacity, not collapse of a whole lobe with mediastinal shift.',
      },
      {
        text: 'Tension pneumothorax',
        why: 'Tension pneumothorax causes hyperresonance, absent breath sounds, hypotension and a shift away from the affected side.',
      },
    ],
    answerIndex: 1,
    rationale:
      'After abdominal surgery, pain, opioids and shallow breathing impair cough and let secretions plug a bronchus. The air beyond the plug is absorbed and the lobe collapses. Dullness with absent breath sounds and reduced fremitus means no air-filled lung is conducting sound (unlike consolidation), and the shift of the trachea, heart and hemidiaphragm toward the opacity shows volume loss, which distinguishes collapse from an effusion or pneumothorax. Treatment is airway clearance: adequate analgesia, chest physiotherapy, incentive spirometry and early mobilization, with bronchoscopy if the collapse persists.',
    objective: 'Recognize lobar atelectasis from dullness, absent breath sounds and a shift toward the affected side.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Trachea shifted toward an opaque, airless hemithorax means collapse; away from it means effusion or tension pneumothorax.',
    table: {
      caption: 'Physical findings that separate the options',
      header: ['Condition', 'Percussion and breath sounds', 'Tracheal shift'],
      rows: [
        ['Lobar atelectasis', 'Dull; decreased or absent', 'Toward the lesion'],
        ['Large pleural effusion', 'Dull; decreased or absent', 'Away from the lesion'],
        ['Lobar pneumonia', 'Dull; bronchial, fremitus increased', 'None'],
        ['Tension pneumothorax', 'Hyperresonant; absent', 'Away from the lesion'],
      ],
    },
  },
  {
    id: 'pulm-q-thoracentesis-hemothorax-anatomy',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Thoracentesis: neurovascular anatomy',
    stem:
      'A 66-year-old woman with a history of breast cancer undergoes diagnostic thoracentesis for a new left pleural effusion. She sits leaning forward, and the needle is inserted immediately below the lower border of the eighth rib in the posterior axillary line. One hour later, she becomes lightheaded and short of breath. Pulse is 118/min, and blood pressure is 94/58 mm Hg. Oxygen saturation is 92% on room air. Dullness to percussion over the left hemithorax now extends higher than before the procedure. Repeat aspiration yields frank blood. Hemoglobin concentration has decreased from 12.8 g/dL before the procedure to 11.3 g/dL.',
    leadIn: 'Injury to which of the following vessels most likely caused this complication?',
    options: [
      {
        text: 'Azygos vein',
        why: 'The azygos and hemiazygos veins lie in the posterior mediastinum beside the vertebral bodies, far from a needle in the posterior axillary line.',
      },
      {
        text: 'Intercostal artery',
        why: 'The intercostal vein, artery and nerve run in the costal groove along the inferior border of each rib, exactly where this needle was placed; arterial bleeding into the pleural space causes a hemothorax.',
      },
      {
        text: 'Internal thoracic artery',
        why: 'The internal thoracic artery runs vertically about 1 cm lateral to the sternum and is at risk during anterior parasternal procedures, not posterior thoracentesis.',
      },
      {
        text: 'Lateral thoracic artery',
        why: 'The lateral thoracic artery runs superficially on the serratus anterior outside the rib cage; injury would cause a chest wall hematoma, not blood in the pleural space.',
      },
      {
        text: 'Thoracodorsal artery',
        why: 'The thoracodorsal artery supplies the latissimus dorsi along the posterior axillary fold outside the rib cage and does not bleed into the pleural space.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Hypotension, a falling hemoglobin concentration, an enlarging effusion and frank blood on repeat aspiration after thoracentesis indicate a hemothorax. The needle entered just below the eighth rib, where the intercostal neurovascular bundle lies in the costal groove (from above down: vein, artery, nerve). Thoracentesis and chest tubes are therefore placed just above the upper border of the rib below the chosen space. The artery is also more exposed medially, near the spine, where it runs in the middle of the space, so posterior procedures are done lateral to the angle of the rib. Ultrasonographic guidance lowers complication rates.',
    objective: 'Explain hemothorax after thoracentesis by injury to the intercostal vessels under the rib.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Insert pleural needles just above the upper border of a rib: the intercostal vein, artery and nerve run under the lower border.',
  },
  {
    id: 'pulm-q-hepatic-hydrothorax',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatic hydrothorax',
    stem:
      'A 57-year-old man with cirrhosis from alcohol use comes to the office because of shortness of breath for 3 weeks. He has not had alcohol for 2 years. His ascites is treated with spironolactone and furosemide. He has no history of heart or lung disease. Temperature is 36.8°C, pulse is 92/min, respirations are 22/min, and blood pressure is 108/66 mm Hg. Oxygen saturation is 93% on room air. There are spider angiomas on the chest, and the abdomen is distended with shifting dullness. Over the lower two-thirds of the right hemithorax, there is dullness to percussion with absent breath sounds. The jugular venous pressure is normal. Serum albumin is 2.8 g/dL, and LDH is 180 U/L. Echocardiography shows normal ventricular function and pulmonary artery pressure. Chest radiography shows a large right pleural effusion. Thoracentesis yields clear, straw-colored fluid with a protein concentration of 1.2 g/dL (serum 6.2 g/dL), LDH of 60 U/L, and 150 leukocytes/mm³. Gram stain, culture, and cytology are negative.',
    leadIn: "Which of the following best explains this patient's pleural effusion?",
    options: [
      {
        text: 'Increased pulmonary venous pressure',
        why: 'Left heart failure causes transudative effusions, but they are usually bilateral, and his ventricular function and jugular venous pressure are normal.',
      },
      {
        text: 'Low plasma oncotic pressure',
        why: 'Hypoalbuminemia contributes to fluid shifts, but on its own it causes small bilateral effusions with generalized edema, not a large right-sided effusion.',
      },
      {
        text: 'Obstruction of pleural lymphatics by tumor',
        why: 'Malignant effusions are exudates, often bloody, with positive cytology in many cases; this fluid is a transudate with negative cytology.',
      },
      {
        text: 'Peritoneal fluid crossing the diaphragm',
        why: 'Ascitic fluid moves through small defects in the tendinous part of the diaphragm, drawn by negative intrathoracic pressure; this is usually right-sided and produces a transudate like ascites.',
      },
      {
        text: 'Pleural inflammation from infection',
        why: 'Parapneumonic effusions and empyema are exudates with many neutrophils and often positive stains or cultures; this fluid has few cells and is sterile.',
      },
    ],
    answerIndex: 3,
    rationale:
      'By Light criteria the fluid is a transudate: the pleural-to-serum protein ratio is 0.19 (below 0.5), the LDH ratio is 0.33 (below 0.6), and pleural LDH is well below two-thirds of the upper limit of normal for serum. A large right-sided transudate in a patient with cirrhosis and ascites, without heart failure or lung disease to explain it, is a hepatic hydrothorax. Because the pleural space holds far less fluid than the abdomen, a small volume of ascites crossing the diaphragm causes marked dyspnea. Treatment is sodium restriction and diuretics, therapeutic thoracentesis for symptoms, and TIPS or liver transplant when refractory; chest tubes are avoided.',
    objective: 'Explain a right-sided transudative effusion in cirrhosis by passage of ascites through diaphragmatic defects.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'A large right-sided transudate in a patient with cirrhotic ascites is hepatic hydrothorax: ascites crossing diaphragmatic defects.',
  },
  {
    id: 'pulm-q-reactivation-tuberculosis-apex',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Reactivation tuberculosis',
    stem:
      'A 58-year-old man comes to the office because of cough, night sweats, and a 6-kg weight loss for 2 months. For the past week, his sputum has been streaked with blood. He emigrated from the Philippines 20 years ago. He has type 2 diabetes mellitus treated with metformin. Temperature is 38.0°C, pulse is 94/min, respirations are 18/min, and blood pressure is 126/78 mm Hg. Oxygen saturation is 95% on room air. Crackles are heard over the right upper lung field. Chest radiography shows a thick-walled cavity in the apical-posterior region of the right upper lobe with surrounding nodular opacities. A sputum smear shows acid-fast bacilli.',
    leadIn: "Which of the following best explains the location of this patient's lung lesion?",
    options: [
      {
        text: 'Aspiration of oral secretions into dependent segments',
        why: 'Aspiration while supine affects the posterior segments of the upper lobes and the superior segments of the lower lobes, but it produces anaerobic abscesses, not acid-fast bacilli.',
      },
      {
        text: 'Greater ventilation of the apical alveoli',
        why: 'In the upright lung, ventilation per alveolus is greater at the bases; that is why inhaled bacilli in primary infection usually settle in the lower and middle zones.',
      },
      {
        text: 'High ventilation-perfusion ratio at the apices',
        why: 'Perfusion falls more steeply than ventilation toward the apex, so the apical V/Q ratio is highest and alveolar PO2 there is about 130 mm Hg, favoring growth of the strictly aerobic mycobacteria; lymphatic clearance is also poorer.',
      },
      {
        text: 'Lymphatic spread from hilar lymph nodes',
        why: 'Spread to hilar nodes forms the Ghon complex of primary infection; reactivation arises from bacilli seeded earlier in the apices, not from the hilum.',
      },
      {
        text: 'Preferential perfusion of the upper lobes',
        why: 'In the upright lung, gravity directs most blood flow to the bases; the apices are relatively underperfused.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Months of cough, night sweats, weight loss and hemoptysis, with an upper-lobe cavity and acid-fast bacilli in the sputum of a man from a high-prevalence country with diabetes, indicate reactivation (secondary) pulmonary tuberculosis. During the primary infection, bacilli spread through the blood and lodge throughout the lungs; years later, they reactivate where conditions suit them best, the apical and posterior segments of the upper lobes and the superior segments of the lower lobes. The apices have the highest V/Q ratio and thus the highest alveolar oxygen tension, and their lymphatic clearance is poorer. He needs airborne isolation, cultures with drug-susceptibility testing and four-drug therapy.',
    objective: 'Explain the apical location of reactivation tuberculosis by the high ventilation-perfusion ratio at the lung apex.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Reactivation tuberculosis favors the apices because their high V/Q ratio gives the highest alveolar oxygen tension.',
  },
  {
    id: 'pulm-q-latent-tuberculosis-chest-radiograph',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Latent tuberculosis infection',
    stem:
      'A 34-year-old woman comes to the office to discuss the result of screening for a new job as a hospital nurse. An interferon-gamma release assay is positive. She emigrated from Mexico 10 years ago. She has no cough, fever, night sweats, or weight loss. She has no known exposure to tuberculosis. She takes no medications. An HIV test is negative. Temperature is 36.8°C, pulse is 72/min, respirations are 14/min, and blood pressure is 116/72 mm Hg. Oxygen saturation is 99% on room air. Examination shows no abnormalities.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Chest radiography',
        why: 'A chest radiograph is required for everyone with a positive test for tuberculosis infection, to exclude active disease before starting treatment for latent infection.',
      },
      {
        text: 'Daily rifampin for 4 months',
        why: 'Four months of rifampin is a preferred regimen for latent infection, but only after active tuberculosis has been excluded; single-drug therapy for unrecognized active disease breeds resistance.',
      },
      {
        text: 'Four-drug antituberculous therapy',
        why: 'Rifampin, isoniazid, pyrazinamide and ethambutol treat active tuberculosis, which has not been demonstrated in this asymptomatic woman.',
      },
      {
        text: 'Repeat testing in 1 year',
        why: 'A positive interferon-gamma release assay indicates infection; repeating the test adds nothing, and infection should be evaluated and treated rather than monitored.',
      },
      {
        text: 'Sputum smears for acid-fast bacilli',
        why: 'Sputum examination is for patients with symptoms or an abnormal chest radiograph; it is not the first test in an asymptomatic person.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A positive interferon-gamma release assay in an asymptomatic woman from a country with high tuberculosis prevalence indicates tuberculosis infection, but the test cannot distinguish latent from active disease. Active tuberculosis must be excluded first, by symptom review and chest radiography, because treating active disease with one or two drugs promotes resistance. If the radiograph is normal, she has latent infection and should be offered a short rifamycin-based regimen (3 months of weekly isoniazid and rifapentine, 4 months of daily rifampin, or 3 months of daily isoniazid and rifampin). An abnormal radiograph leads to sputum testing.',
    objective: 'Obtain a chest radiograph before treating a positive tuberculosis infection test in an asymptomatic patient.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Positive IGRA or tuberculin skin test: get a chest radiograph to exclude active disease before treating latent infection.',
  },
  {
    id: 'pulm-q-silicosis-tuberculosis-risk',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Silicosis',
    stem:
      'A 62-year-old man comes to the office because of progressive shortness of breath on exertion for 3 years. For 30 years, he has worked cutting and polishing stone countertops and, earlier, as a sandblaster. He has never smoked. Pulse is 84/min, respirations are 18/min, and blood pressure is 130/80 mm Hg. Oxygen saturation is 93% on room air. Scattered crackles are heard over both upper lung fields. Chest radiography shows multiple small nodules predominantly in both upper lobes and eggshell calcification of the hilar lymph nodes. Pulmonary function testing shows a mixed restrictive and obstructive pattern with a reduced diffusing capacity.',
    leadIn: 'This patient is at greatest risk of developing which of the following?',
    options: [
      {
        text: 'Bronchial carcinoid tumor',
        why: 'Carcinoid tumors are neuroendocrine tumors unrelated to dust exposure or smoking.',
      },
      {
        text: 'Legionella pneumonia',
        why: 'Legionella infection is acquired from contaminated water systems and is more common in smokers, older adults and the immunosuppressed, not specifically in silicosis.',
      },
      {
        text: 'Malignant pleural mesothelioma',
        why: 'Mesothelioma follows asbestos exposure, which causes lower-lobe fibrosis and pleural plaques rather than upper-lobe nodules with eggshell nodal calcification.',
      },
      {
        text: 'Pneumocystis pneumonia',
        why: 'Pneumocystis pneumonia occurs with impaired cell-mediated immunity, such as HIV infection with a low CD4 count or long-term glucocorticoid therapy.',
      },
      {
        text: 'Pulmonary tuberculosis',
        why: 'Silica is toxic to alveolar macrophages and impairs their ability to kill mycobacteria, so silicosis raises the risk of tuberculosis several-fold, more with more severe disease.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Decades of exposure to crystalline silica from sandblasting and engineered stone, with upper-lobe nodules and eggshell calcification of hilar nodes, indicate chronic silicosis. Alveolar macrophages ingest silica particles, which damage their lysosomes, activate the inflammasome and release cytokines that drive fibrosis; the injured macrophages also handle Mycobacterium tuberculosis poorly. Patients with silicosis should be tested for tuberculosis infection and treated for latent infection if positive, and active tuberculosis should be suspected when symptoms or imaging change. Silica is also a lung carcinogen and is linked to autoimmune diseases.',
    objective: 'Recognize tuberculosis as the main infectious complication of silicosis.',
    task: 'complication',
    steps: 2,
    takeHome: 'Silicosis (upper-lobe nodules, eggshell hilar calcification) impairs macrophages and markedly raises the risk of tuberculosis.',
  },
  {
    id: 'pulm-q-chronic-beryllium-disease',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chronic beryllium disease',
    stem:
      'A 48-year-old man comes to the office because of a dry cough and progressive shortness of breath on exertion for 1 year. For 15 years, he has worked as a machinist in an aerospace plant, where he cuts and grinds lightweight metal alloy parts. He has never smoked and has no skin or eye symptoms. Temperature is 36.9°C, pulse is 80/min, respirations are 18/min, and blood pressure is 128/78 mm Hg. Oxygen saturation is 94% on room air. Fine crackles are heard over both lungs. Serum calcium is 9.6 mg/dL. CT of the chest shows bilateral hilar and mediastinal lymphadenopathy with small nodules along the bronchovascular bundles and interlobular septa. Transbronchial biopsy shows noncaseating granulomas; stains and cultures for mycobacteria and fungi are negative.',
    leadIn: "Which of the following is the most appropriate test to establish the cause of this patient's disease?",
    options: [
      {
        text: 'Beryllium lymphocyte proliferation test',
        why: 'Blood or bronchoalveolar lavage lymphocytes that proliferate when exposed to beryllium salts demonstrate beryllium sensitization, which with granulomas on biopsy establishes chronic beryllium disease.',
      },
      {
        text: 'Interferon-gamma release assay',
        why: 'This assay detects tuberculosis infection; negative mycobacterial stains and cultures from the granulomas already argue against tuberculosis, and the test would not identify an occupational cause.',
      },
      {
        text: 'Serum angiotensin-converting enzyme level',
        why: 'ACE is produced by granuloma cells and can be raised in both sarcoidosis and beryllium disease; it is neither sensitive nor specific and cannot separate them.',
      },
      {
        text: 'Serum precipitins to avian antigens',
        why: 'Precipitating antibodies support hypersensitivity pneumonitis from bird exposure, which causes centrilobular nodules and air trapping rather than lymphadenopathy with perilymphatic nodules.',
      },
      {
        text: 'Urine beryllium concentration',
        why: 'Urine levels reflect recent exposure, not the cell-mediated sensitization that causes disease; many exposed workers never become sensitized.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A worker who machines aerospace alloys, which commonly contain beryllium, has noncaseating granulomas, hilar lymphadenopathy and perilymphatic nodules. This picture is indistinguishable from sarcoidosis clinically, radiographically and histologically, so an occupational history is essential. Chronic beryllium disease is a type IV hypersensitivity reaction in genetically susceptible workers (HLA-DPB1 Glu69), and the diagnosis requires proof of sensitization by the beryllium lymphocyte proliferation test together with granulomas. Treatment is complete removal from exposure and glucocorticoids for progressive disease; coworkers should be screened.',
    objective: 'Confirm chronic beryllium disease with the beryllium lymphocyte proliferation test in a worker with sarcoid-like granulomas.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Sarcoid-like granulomas in an aerospace, electronics or dental alloy worker: prove beryllium sensitization with the lymphocyte proliferation test.',
  },
  {
    id: 'pulm-q-amiodarone-pulmonary-toxicity',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Drug-induced interstitial lung disease',
    stem:
      'A 72-year-old man comes to the office because of a dry cough and progressive shortness of breath on exertion for 3 months. He has ischemic cardiomyopathy with a left ventricular ejection fraction of 35% and paroxysmal atrial fibrillation. His medications, unchanged for 18 months, are amiodarone, apixaban, furosemide, lisinopril, and metoprolol. Temperature is 37.2°C, pulse is 62/min, respirations are 20/min, and blood pressure is 118/70 mm Hg. Oxygen saturation is 91% on room air. The jugular venous pressure is normal, and there is no leg edema. Fine bilateral crackles are heard. Serum BNP is 85 pg/mL, and TSH is 7.8 μU/mL. CT of the chest shows bilateral, predominantly peripheral ground-glass and reticular opacities without pleural effusions. The diffusing capacity for carbon monoxide has decreased by 30% compared with a baseline measurement 2 years ago.',
    leadIn: "Which of the following medications is most likely responsible for this patient's lung findings?",
    options: [
      {
        text: 'Amiodarone',
        why: 'Amiodarone accumulates in the lung, causing interstitial pneumonitis and fibrosis with a falling diffusing capacity; it also causes hypothyroidism, hepatitis, corneal deposits and blue-gray skin discoloration.',
      },
      {
        text: 'Apixaban',
        why: 'Apixaban causes bleeding; it is not a recognized cause of interstitial lung disease.',
      },
      {
        text: 'Furosemide',
        why: 'Furosemide causes volume depletion, hypokalemia, hyperuricemia and ototoxicity; it relieves rather than causes pulmonary infiltrates.',
      },
      {
        text: 'Lisinopril',
        why: 'ACE inhibitors cause a dry cough through bradykinin accumulation, but the lungs, imaging and diffusing capacity remain normal.',
      },
      {
        text: 'Metoprolol',
        why: 'Beta-blockers can provoke bronchospasm in reactive airways disease, especially nonselective agents, but they do not cause interstitial opacities or a fall in diffusing capacity.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Subacute cough, dyspnea, hypoxemia, crackles, peripheral interstitial opacities and a falling diffusing capacity in a man with a normal BNP and no signs of congestion point to interstitial lung disease rather than heart failure. Among his medications, amiodarone is the one that causes pulmonary toxicity; the raised TSH (amiodarone-induced hypothyroidism from its iodine content) is a further clue to its effects. Risk rises with dose, duration, age and preexisting lung disease. Baseline chest imaging and pulmonary function tests are recommended when amiodarone is started, and toxicity is treated by stopping the drug, with glucocorticoids for more severe disease.',
    objective: 'Attribute new interstitial lung disease in a patient taking amiodarone to amiodarone pulmonary toxicity.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Amiodarone causes pulmonary fibrosis, thyroid dysfunction, hepatitis and corneal and skin deposits; obtain baseline chest imaging, PFTs, TSH and liver tests.',
  },
  {
    id: 'pulm-q-sarcoidosis-hypercalcemia-mechanism',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Sarcoidosis: hypercalcemia',
    stem:
      'A 41-year-old woman comes to the office because of fatigue, increased thirst, frequent urination, and constipation for 2 months. She has also had a dry cough and mild shortness of breath on exertion for 4 months. She takes no medications or supplements and has never smoked. Pulse is 78/min, respirations are 16/min, and blood pressure is 122/76 mm Hg. Oxygen saturation is 96% on room air. Fine crackles are heard in both upper lung fields. Serum calcium is 11.8 mg/dL, phosphorus is 4.1 mg/dL, albumin is 4.0 g/dL, and creatinine is 1.1 mg/dL. Serum parathyroid hormone is 8 pg/mL (reference, 10-65 pg/mL). Chest radiography shows bilateral hilar lymphadenopathy and reticular opacities in the upper lung zones. Endobronchial ultrasound-guided biopsy of a mediastinal lymph node shows noncaseating granulomas; stains and cultures for mycobacteria and fungi are negative.',
    leadIn: "Which of the following best explains this patient's hypercalcemia?",
    options: [
      {
        text: 'Ectopic secretion of parathyroid hormone',
        why: 'True ectopic PTH secretion is extremely rare; her PTH is suppressed, which shows the calcium is coming from a PTH-independent source.',
      },
      {
        text: 'Increased renal tubular calcium reabsorption',
        why: 'Thiazide diuretics and familial hypocalciuric hypercalcemia increase tubular calcium reabsorption; she takes no medications, and familial hypocalciuric hypercalcemia has normal or high PTH.',
      },
      {
        text: 'Macrophage 1-alpha-hydroxylase activity',
        why: 'Activated macrophages in granulomas express 1-alpha-hydroxylase that is not regulated by PTH, converting 25-hydroxyvitamin D to calcitriol, which raises intestinal calcium absorption and suppresses PTH.',
      },
      {
        text: 'Osteolytic bone metastases',
        why: 'Lytic metastases (for example from breast cancer or myeloma) release calcium from bone, but her biopsy shows granulomas, not malignancy.',
      },
      {
        text: 'Tumor secretion of PTH-related peptide',
        why: 'PTH-related peptide from squamous cell or renal carcinoma causes hypercalcemia with low phosphorus and suppressed PTH; granulomatous disease, not a carcinoma, is present here.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Bilateral hilar lymphadenopathy, upper-zone reticular opacities and noncaseating granulomas with negative cultures indicate sarcoidosis. Her hypercalcemia is PTH-independent (PTH is suppressed), and the phosphorus is normal to high rather than low, as calcitriol raises the absorption of both. Granuloma macrophages make calcitriol without feedback control, and exposure to sunlight or vitamin D supplements can worsen it; hypercalciuria and kidney stones are even more common than hypercalcemia. Glucocorticoids inhibit the macrophage enzyme and correct the calcium within days, along with hydration.',
    objective: 'Explain hypercalcemia in sarcoidosis by unregulated calcitriol production in granuloma macrophages.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'In sarcoidosis, granuloma macrophages make calcitriol without feedback: PTH-independent hypercalcemia that glucocorticoids correct.',
  },
  {
    id: 'pulm-q-lofgren-syndrome-prognosis',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Löfgren syndrome',
    stem:
      'A 31-year-old woman comes to the office because of painful red lumps on both shins and painful swelling of both ankles for 10 days. She has had low-grade fevers and a mild dry cough. She has had no sore throat, diarrhea, or new medications. Temperature is 37.9°C, pulse is 88/min, respirations are 16/min, and blood pressure is 118/74 mm Hg. Oxygen saturation is 98% on room air. There are several tender, warm, erythematous nodules, 2 to 4 cm in diameter, on the anterior aspects of both lower legs. Both ankles are swollen and tender around the joints. The lungs are clear to auscultation. Serum calcium is 9.5 mg/dL. An interferon-gamma release assay is negative, and the antistreptolysin O titer is not raised. Chest radiography shows bilateral hilar lymphadenopathy with clear lung fields.',
    leadIn: 'Which of the following is the most likely outcome of this condition?',
    options: [
      {
        text: 'Chronic anterior uveitis with vision loss',
        why: 'Chronic uveitis is a feature of chronic sarcoidosis, often with skin plaques (lupus pernio) and persistent disease, not of this acute self-limited presentation.',
      },
      {
        text: 'Development of non-Hodgkin lymphoma',
        why: 'Hilar lymphadenopathy from lymphoma is usually asymmetric with B symptoms; this acute, symmetric presentation does not carry a meaningful lymphoma risk.',
      },
      {
        text: 'Long-term need for glucocorticoids',
        why: 'Glucocorticoids are for symptomatic pulmonary or threatening extrapulmonary disease; this presentation is treated with NSAIDs, and few patients need systemic therapy.',
      },
      {
        text: 'Progression to pulmonary fibrosis',
        why: 'Fibrotic (stage IV) sarcoidosis develops in a minority of patients with chronic disease; clear lung fields and an acute onset predict the opposite.',
      },
      {
        text: 'Spontaneous remission within 2 years',
        why: 'More than 90% of patients with this acute presentation of sarcoidosis recover fully, usually within months to 2 years, and relapse is uncommon.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Erythema nodosum, bilateral ankle periarthritis, fever and bilateral hilar lymphadenopathy together form Löfgren syndrome, an acute presentation of sarcoidosis. The combination is so characteristic that biopsy is usually not needed when infection (tuberculosis, streptococcal infection) has been reasonably excluded. It carries the best prognosis of any form of sarcoidosis: most patients remit spontaneously. Treatment is supportive with NSAIDs for joint pain and erythema nodosum, and follow-up radiographs confirm resolution of the adenopathy.',
    objective: 'Predict spontaneous remission in Löfgren syndrome.',
    task: 'prognosis',
    steps: 2,
    takeHome: 'Erythema nodosum, ankle arthritis and bilateral hilar adenopathy (Löfgren syndrome) is sarcoidosis with an excellent prognosis: most remit within 2 years.',
  },
  {
    id: 'pulm-q-anti-gbm-disease-pathogenesis',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Anti-glomerular basement membrane disease',
    stem:
      'A 24-year-old man comes to the emergency department because of coughing up blood for 3 days and dark urine for 2 days. He has felt tired for 2 weeks. He has no nasal or sinus symptoms, rash, or joint pain. He smokes one pack of cigarettes daily. Temperature is 37.3°C, pulse is 104/min, respirations are 24/min, and blood pressure is 152/94 mm Hg. Oxygen saturation is 90% on room air. Crackles are heard over both lungs. Hemoglobin concentration is 10.8 g/dL. Serum urea nitrogen is 42 mg/dL, and creatinine is 3.4 mg/dL. Urinalysis shows 3+ blood, 2+ protein, and red blood cell casts. Chest radiography shows bilateral patchy alveolar opacities.',
    leadIn: "Which of the following best describes the pathogenesis of this patient's condition?",
    options: [
      {
        text: 'Antibodies against proteinase 3 in neutrophils',
        why: 'PR3-ANCA defines granulomatosis with polyangiitis, which can also cause pulmonary hemorrhage and glomerulonephritis but usually with sinus, nasal or cavitating lung disease.',
      },
      {
        text: 'Antibodies against type IV collagen',
        why: 'Autoantibodies against the alpha-3 chain of type IV collagen in glomerular and alveolar basement membranes cause crescentic glomerulonephritis and alveolar hemorrhage, with linear IgG on immunofluorescence.',
      },
      {
        text: 'Deposition of IgA-containing immune complexes',
        why: 'IgA vasculitis causes palpable purpura, arthralgia, abdominal pain and nephritis, mostly in children; pulmonary hemorrhage is rare.',
      },
      {
        text: 'DNA-anti-DNA immune complex deposition',
        why: 'Systemic lupus erythematosus can cause nephritis and rarely alveolar hemorrhage, but he has no rash, arthritis or other features of lupus, which mostly affects young women.',
      },
      {
        text: 'Mutation in the type IV collagen alpha-5 chain',
        why: 'X-linked Alport syndrome causes hereditary nephritis with sensorineural hearing loss and eye abnormalities; it does not involve the lungs.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Hemoptysis with alveolar opacities, anemia, and a rapidly progressive glomerulonephritis (red cell casts, rising creatinine) in a young man make up a pulmonary-renal syndrome. Without sinus disease, rash or joint symptoms, anti-glomerular basement membrane (Goodpasture) disease is the most likely cause. The antibodies target the alpha-3 chain of type IV collagen, a type II hypersensitivity reaction; the alveolar antigen is normally hidden, and smoking or inhaled toxins expose it, which explains why lung hemorrhage is more common in smokers. Treatment is urgent plasma exchange with glucocorticoids and cyclophosphamide.',
    objective: 'Explain pulmonary-renal syndrome in anti-GBM disease by antibodies against type IV collagen.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Hemoptysis plus nephritis without sinus disease suggests anti-GBM disease: antibodies to type IV collagen (alpha-3), linear IgG; treat with plasma exchange.',
  },
  {
    id: 'pulm-q-granulomatosis-with-polyangiitis-anca',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Granulomatosis with polyangiitis',
    stem:
      'A 52-year-old woman comes to the office because of nasal stuffiness with bloody crusts and sinus pain for 3 months and cough with blood-streaked sputum for 1 month. She also has aching in the knees and wrists. She takes no medications. Temperature is 37.8°C, pulse is 96/min, respirations are 20/min, and blood pressure is 146/90 mm Hg. Oxygen saturation is 94% on room air. The nasal mucosa is ulcerated and crusted, and there is a perforation of the nasal septum. Crackles are heard over the right lung. Serum creatinine is 2.1 mg/dL. Urinalysis shows 2+ blood, 1+ protein, and red blood cell casts. CT of the chest shows multiple bilateral lung nodules, several of them cavitated.',
    leadIn: 'Further testing of this patient is most likely to show which of the following?',
    options: [
      {
        text: 'Antibodies against double-stranded DNA',
        why: 'Anti-dsDNA antibodies indicate systemic lupus erythematosus, which can cause nephritis but not destructive sinonasal disease or cavitating lung nodules.',
      },
      {
        text: 'Antibodies against glomerular basement membrane',
        why: 'Anti-GBM disease causes alveolar hemorrhage and glomerulonephritis, but not sinonasal destruction or cavitating nodules.',
      },
      {
        text: 'Antibodies against proteinase 3',
        why: 'PR3-ANCA, which gives a cytoplasmic (c-ANCA) pattern, is present in most patients with generalized granulomatosis with polyangiitis.',
      },
      {
        text: 'Cryoglobulins in serum',
        why: 'Cryoglobulinemic vasculitis, usually from hepatitis C, causes purpura, arthralgia, neuropathy and glomerulonephritis, not necrotizing granulomas in the airways.',
      },
      {
        text: 'High antistreptolysin O titer',
        why: 'A high titer supports poststreptococcal glomerulonephritis, which follows pharyngitis or skin infection by 1-3 weeks and does not involve the sinuses or lungs.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Destructive upper airway disease (bloody nasal crusts, septal perforation, sinusitis), cavitating lung nodules with hemoptysis and glomerulonephritis with red cell casts form the classic triad of granulomatosis with polyangiitis, a necrotizing granulomatous vasculitis of small and medium vessels. Most patients with generalized disease have ANCA directed against proteinase 3. Biopsy of an involved site (often the kidney) confirms the diagnosis. Induction therapy is high-dose glucocorticoids with rituximab or cyclophosphamide, followed by maintenance therapy.',
    objective: 'Predict PR3-ANCA positivity in granulomatosis with polyangiitis.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Sinonasal destruction, cavitating lung nodules and glomerulonephritis suggest granulomatosis with polyangiitis: PR3-ANCA (c-ANCA) positive.',
    table: {
      caption: 'Pulmonary-renal syndromes',
      header: ['Disease', 'Typical antibody', 'Distinguishing features'],
      rows: [
        ['Granulomatosis with polyangiitis', 'PR3-ANCA (c-ANCA)', 'Sinonasal destruction, cavitating nodules'],
        ['Microscopic polyangiitis', 'MPO-ANCA (p-ANCA)', 'No granulomas or sinus disease'],
        ['Eosinophilic granulomatosis with polyangiitis', 'MPO-ANCA in a minority', 'Asthma, eosinophilia, neuropathy'],
        ['Anti-GBM disease', 'Anti-type IV collagen', 'Linear IgG deposits, often smokers'],
      ],
    },
  },
  {
    id: 'pulm-q-pneumocystis-pneumonia-glucocorticoids',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pneumocystis pneumonia',
    stem:
      'A 36-year-old man comes to the emergency department because of progressive shortness of breath on exertion, a dry cough, and low-grade fevers for 3 weeks. HIV infection was diagnosed 4 years ago, but he stopped antiretroviral therapy 2 years ago and takes no medications. He has no drug allergies. Temperature is 38.1°C, pulse is 108/min, respirations are 26/min, and blood pressure is 118/72 mm Hg. Oxygen saturation is 88% on room air and falls to 82% with walking. A few fine crackles are heard. Arterial blood gas analysis on room air shows a pH of 7.46, PCO2 of 32 mm Hg, and PO2 of 58 mm Hg. The CD4+ T-lymphocyte count is 45/mm³. Chest radiography shows bilateral, diffuse perihilar interstitial opacities. Direct fluorescent antibody staining of induced sputum shows Pneumocystis jirovecii. Intravenous trimethoprim-sulfamethoxazole is started.',
    leadIn: 'Which of the following drugs should also be started now?',
    options: [
      {
        text: 'Fluconazole',
        why: 'Fluconazole treats candidiasis and cryptococcal infection; it has no activity against Pneumocystis, and he has no evidence of either infection.',
      },
      {
        text: 'Ganciclovir',
        why: 'Ganciclovir treats cytomegalovirus disease such as retinitis or colitis; cytomegalovirus is rarely a true lung pathogen in HIV infection.',
      },
      {
        text: 'Leucovorin',
        why: 'Folinic acid is given with pyrimethamine for toxoplasmosis; adding it to trimethoprim-sulfamethoxazole for Pneumocystis pneumonia has been associated with treatment failure.',
      },
      {
        text: 'Prednisone',
        why: 'Adjunctive glucocorticoids started within 72 hours reduce respiratory failure and death in moderate to severe Pneumocystis pneumonia (PaO2 below 70 mm Hg or A-a gradient of 35 mm Hg or more) by blunting the inflammatory response as organisms die.',
      },
      {
        text: 'Pyrimethamine',
        why: 'Pyrimethamine with sulfadiazine treats toxoplasmic encephalitis; it is not used for Pneumocystis pneumonia.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Subacute dyspnea, dry cough, exertional desaturation and diffuse perihilar interstitial opacities in an untreated patient with HIV and a CD4 count below 200/mm³ are typical of Pneumocystis pneumonia, confirmed here by sputum staining. The A-a gradient is about [0.21 x 713 - 32/0.8] - 58, or 150 - 40 - 58 = 52 mm Hg, and PaO2 is below 70 mm Hg, so this is moderate to severe disease. Glucocorticoids are added to trimethoprim-sulfamethoxazole for 21 days of treatment. Antiretroviral therapy should start within 2 weeks, and secondary prophylaxis continues until the CD4 count recovers.',
    objective: 'Add glucocorticoids to trimethoprim-sulfamethoxazole for Pneumocystis pneumonia with PaO2 below 70 mm Hg.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Pneumocystis pneumonia with PaO2 below 70 mm Hg or A-a gradient of 35 mm Hg or more: add prednisone to trimethoprim-sulfamethoxazole.',
  },
  {
    id: 'pulm-q-aspiration-lung-abscess-segment',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Aspiration lung abscess: anatomy',
    stem:
      'A 52-year-old man comes to the emergency department because of cough productive of foul-smelling sputum, fevers, night sweats, and a 5-kg weight loss for 3 weeks. He has alcohol use disorder. Five weeks ago, after a night of heavy drinking, a neighbor found him asleep on his back on the floor, and he could not be woken for several hours. Temperature is 38.3°C, pulse is 102/min, respirations are 20/min, and blood pressure is 128/80 mm Hg. Oxygen saturation is 94% on room air. He has poor dentition with gingivitis. Chest radiography shows a single thick-walled cavity, 5 cm in diameter, containing an air-fluid level.',
    leadIn: 'In which of the following parts of the lung is this lesion most likely located?',
    options: [
      {
        text: 'Anterior basal segment of the left lower lobe',
        why: 'Basal segments receive aspirated material in a person who is upright, and the right side is affected more often than the left; he aspirated while lying on his back.',
      },
      {
        text: 'Apical segment of the right upper lobe',
        why: 'The apical segment is not dependent in the supine position; apical cavities suggest reactivation tuberculosis rather than aspiration.',
      },
      {
        text: 'Lingula of the left upper lobe',
        why: 'The lingula is an anterior, nondependent region in a supine patient and is an uncommon site of aspiration abscess.',
      },
      {
        text: 'Medial segment of the right middle lobe',
        why: 'The middle lobe lies anteriorly and is not dependent when supine; it is involved by aspiration mainly in the prone or right lateral position.',
      },
      {
        text: 'Superior segment of the right lower lobe',
        why: 'In the supine position, the posterior segments of the upper lobes and the superior segments of the lower lobes are dependent, and the right side is favored because the right main bronchus is wider, shorter and more vertical.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Foul-smelling sputum, weeks of fever and weight loss, poor dentition and a thick-walled cavity with an air-fluid level after an episode of reduced consciousness indicate a lung abscess from aspiration of oral anaerobes. Where aspirated material goes depends on gravity and bronchial anatomy: while supine, it flows into the first posteriorly directed branches, the superior segments of the lower lobes and the posterior segments of the upper lobes; while upright, it flows into the basal segments of the lower lobes. The right lung is favored in both positions.',
    objective: 'Predict the superior segment of the right lower lobe as a site of aspiration in the supine position.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Aspiration while supine goes to the superior segments of the lower lobes and posterior segments of the upper lobes, right more often than left.',
  },
  {
    id: 'pulm-q-lung-abscess-treatment',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lung abscess',
    stem:
      'A 67-year-old woman comes to the emergency department because of cough productive of foul-smelling sputum and fevers for 2 weeks. Six months ago, she had a stroke that left her with dysphagia; she often coughs while drinking. She has not been hospitalized or received antibiotics since then. Temperature is 38.4°C, pulse is 98/min, respirations are 20/min, and blood pressure is 134/82 mm Hg. Oxygen saturation is 94% on room air. She has poor dentition. Coarse crackles are heard over the right upper posterior chest. Leukocyte count is 15,200/mm³. CT of the chest shows a 4-cm thick-walled cavity with an air-fluid level in the posterior segment of the right upper lobe, without pleural effusion or an endobronchial mass.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Ampicillin-sulbactam',
        why: 'A beta-lactam with a beta-lactamase inhibitor covers the mixed oral anaerobes and streptococci that cause aspiration abscesses; clindamycin and carbapenems are alternatives, and oral amoxicillin-clavulanate completes the course.',
      },
      {
        text: 'Levofloxacin',
        why: 'Levofloxacin covers typical and atypical pneumonia pathogens but has unreliable anaerobic activity, so it is not used alone for a lung abscess.',
      },
      {
        text: 'Metronidazole',
        why: 'Metronidazole kills strict anaerobes but misses the microaerophilic and aerobic streptococci in these mixed infections, and used alone it has a high failure rate.',
      },
      {
        text: 'Trimethoprim-sulfamethoxazole',
        why: 'Trimethoprim-sulfamethoxazole has essentially no activity against anaerobes; it is used for Pneumocystis, Nocardia (which can also cause cavities) and some staphylococcal infections.',
      },
      {
        text: 'Vancomycin',
        why: 'Vancomycin covers MRSA, which can cause cavitating pneumonia after influenza or with septic emboli, but it does not cover the gram-negative anaerobes of the mouth.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Two weeks of fever and putrid sputum in a woman with dysphagia and poor dentition, with a thick-walled cavity containing an air-fluid level in a dependent segment, indicate a lung abscess from aspiration of oral flora: anaerobes such as Peptostreptococcus, Prevotella and Fusobacterium mixed with streptococci. Treatment is prolonged antibiotic therapy, often for weeks until the cavity resolves or is small and stable. Most abscesses drain through the airways; percutaneous or surgical drainage is reserved for failure. Her dysphagia also needs evaluation to prevent recurrence.',
    objective: 'Treat an aspiration lung abscess with an antibiotic that covers oral anaerobes, such as ampicillin-sulbactam.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Aspiration lung abscess (putrid sputum, cavity with air-fluid level): ampicillin-sulbactam or clindamycin; metronidazole alone fails.',
  },
  {
    id: 'pulm-q-hospital-acquired-pneumonia-empiric',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hospital-acquired pneumonia',
    stem:
      'A 71-year-old man develops fever, a productive cough, and shortness of breath on the sixth day of hospitalization for open reduction and internal fixation of a hip fracture. He has not received antibiotics during the past 90 days apart from a single preoperative prophylactic dose. He has no drug allergies. Temperature is 38.9°C, pulse is 108/min, respirations are 26/min, and blood pressure is 118/70 mm Hg. Oxygen saturation is 89% on room air and 94% on 4 L/min of oxygen by nasal cannula. Crackles are heard over the right lung base. Leukocyte count is 16,800/mm³. Chest radiography shows a new opacity in the right lower lobe. Sputum and blood cultures are obtained. In this hospital unit, more than 20% of Staphylococcus aureus isolates are methicillin-resistant.',
    leadIn: 'Which of the following is the most appropriate empiric antimicrobial regimen?',
    options: [
      {
        text: 'Ampicillin-sulbactam',
        why: 'Ampicillin-sulbactam covers oral anaerobes and many community pathogens, but not Pseudomonas aeruginosa or MRSA.',
      },
      {
        text: 'Ceftriaxone and azithromycin',
        why: 'This is a standard regimen for community-acquired pneumonia in hospitalized patients; it does not cover Pseudomonas or MRSA, which must be covered in pneumonia arising after 48 hours in the hospital.',
      },
      {
        text: 'Levofloxacin',
        why: 'An antipseudomonal fluoroquinolone alone is an option for hospital-acquired pneumonia only when MRSA coverage is not needed; this unit has a high MRSA prevalence.',
      },
      {
        text: 'Vancomycin and cefepime',
        why: 'An antipseudomonal beta-lactam (cefepime, piperacillin-tazobactam or a carbapenem) plus an anti-MRSA drug (vancomycin or linezolid) covers the likely gram-negative and staphylococcal pathogens.',
      },
      {
        text: 'Vancomycin and ceftriaxone',
        why: 'Ceftriaxone has no useful activity against Pseudomonas aeruginosa, which must be covered empirically in hospital-acquired pneumonia.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A new infiltrate with fever, purulent sputum and hypoxemia beginning more than 48 hours after admission is hospital-acquired pneumonia. Empiric therapy must cover Pseudomonas aeruginosa and other gram-negative bacilli in every patient, and MRSA when the unit prevalence exceeds 20% (or is unknown), after intravenous antibiotics in the past 90 days, or with a high risk of death. He has no septic shock, does not need ventilatory support and has not recently received intravenous antibiotic courses, so one antipseudomonal drug is enough, combined with vancomycin or linezolid for MRSA. Therapy is narrowed when culture results return, usually for a 7-day course.',
    objective: 'Choose empiric therapy covering Pseudomonas and MRSA for hospital-acquired pneumonia in a high-MRSA unit.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Hospital-acquired pneumonia: always cover Pseudomonas; add vancomycin or linezolid when MRSA risk factors or a high unit prevalence are present.',
  },
  {
    id: 'pulm-q-pulmonary-embolism-low-probability-d-dimer',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pulmonary embolism: low pretest probability',
    stem:
      'A 52-year-old man comes to the emergency department because of sharp left-sided chest pain that worsens with deep breathing and mild shortness of breath for 1 day. He had a cold with a runny nose and sore throat last week. He has had no recent surgery, immobilization, or long-distance travel, and he has no history of cancer, venous thromboembolism, or hemoptysis. He takes no medications and does not smoke. Temperature is 37.2°C, pulse is 92/min, respirations are 18/min, and blood pressure is 132/80 mm Hg. Oxygen saturation is 97% on room air. The lungs are clear, and there is no friction rub. The legs are not swollen or tender. An ECG shows normal sinus rhythm without ST-segment changes. Chest radiography shows no abnormalities. Serum troponin I is 0.01 ng/mL. The clinical probability of pulmonary embolism is judged to be low.',
    leadIn: 'Which of the following is the most appropriate next step to evaluate for pulmonary embolism?',
    options: [
      {
        text: 'CT pulmonary angiography',
        why: 'CT angiography is the first test when the clinical probability is high or when the D-dimer is raised; used first in low-probability patients it exposes many to radiation and contrast and finds incidental findings and small, uncertain emboli.',
      },
      {
        text: 'D-dimer measurement',
        why: 'With a low clinical probability, a normal D-dimer (using an age-adjusted cutoff after age 50) excludes embolism without imaging; a raised level leads to CT angiography.',
      },
      {
        text: 'Lower-extremity venous duplex ultrasonography',
        why: 'Leg ultrasonography can support the diagnosis when there are signs of deep venous thrombosis or when CT is contraindicated; a normal study does not exclude embolism.',
      },
      {
        text: 'No further testing for embolism',
        why: 'Testing can be omitted only when all eight pulmonary embolism rule-out criteria are met in a low-probability patient; at 52 years of age he does not meet the age criterion.',
      },
      {
        text: 'Ventilation-perfusion scanning',
        why: 'A ventilation-perfusion scan replaces CT angiography when contrast is contraindicated or in pregnancy; it is not the first test in a low-probability patient.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Pleuritic pain after a viral illness with normal vital signs, examination, ECG and radiograph gives a low clinical probability of pulmonary embolism. In low-probability patients, the pulmonary embolism rule-out criteria (age below 50 years, pulse below 100/min, saturation of 95% or more, no hemoptysis, no estrogen use, no prior venous thromboembolism, no unilateral leg swelling, no recent surgery or trauma) can end the evaluation if all are met. He fails only the age criterion, so a high-sensitivity D-dimer is measured; a normal result excludes embolism, and his cutoff is his age x 0.01, or 0.52 μg/mL FEU.',
    objective: 'Measure D-dimer when pulmonary embolism has a low clinical probability but the rule-out criteria are not all met.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Low probability of pulmonary embolism: apply PERC; if any criterion fails, measure D-dimer (age-adjusted after 50) before any imaging.',
  },
  {
    id: 'pulm-q-intermediate-risk-pulmonary-embolism',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Intermediate-risk pulmonary embolism',
    stem:
      'A 63-year-old woman comes to the emergency department because of shortness of breath and right-sided pleuritic chest pain for 2 days. Five days ago, she returned from a 14-hour car journey. She has no history of bleeding, recent surgery, stroke, or cancer. Temperature is 37.3°C, pulse is 104/min, respirations are 22/min, and blood pressure is 134/82 mm Hg. Oxygen saturation is 93% on room air. The right calf is swollen and tender. Serum creatinine is 0.9 mg/dL, and troponin I is 0.02 ng/mL. CT pulmonary angiography shows emboli in the right and left lower lobe pulmonary arteries and their segmental branches; the right ventricle is enlarged, with a right-to-left ventricular diameter ratio of 1.1. Her blood pressure remains stable during 3 hours of observation.',
    leadIn: 'Which of the following is the most appropriate management?',
    options: [
      {
        text: 'Catheter-directed thrombolysis',
        why: 'Catheter-directed therapy is considered for patients who deteriorate or when systemic lysis is indicated but carries too high a bleeding risk; it is not routine for a stable patient.',
      },
      {
        text: 'Inferior vena cava filter placement',
        why: 'A filter is for acute venous thromboembolism when anticoagulation is contraindicated; she can be anticoagulated.',
      },
      {
        text: 'Surgical embolectomy',
        why: 'Surgical embolectomy is reserved for high-risk embolism with shock when thrombolysis is contraindicated or has failed.',
      },
      {
        text: 'Systemic thrombolysis with alteplase',
        why: 'Systemic thrombolysis is indicated for embolism with sustained hypotension; in normotensive patients it prevents little decompensation at the cost of major and intracranial bleeding.',
      },
      {
        text: 'Therapeutic anticoagulation',
        why: 'Anticoagulation with heparin or a direct oral anticoagulant is the treatment for normotensive embolism, including those with right ventricular enlargement, with monitoring for deterioration.',
      },
    ],
    answerIndex: 4,
    rationale:
      'She has acute pulmonary embolism with right ventricular enlargement but normal blood pressure and a normal troponin, which places her in the intermediate-low risk group. Trials of systemic thrombolysis in normotensive patients with right ventricular dysfunction showed fewer hemodynamic collapses but more major and intracranial bleeding, with no survival benefit, so anticoagulation alone is recommended. Because of the right ventricular enlargement, she should be admitted and monitored rather than discharged early, and rescue reperfusion is considered if she becomes hypotensive. Anticoagulation continues for at least 3 months for an embolism provoked by a transient risk factor.',
    objective: 'Treat normotensive pulmonary embolism with right ventricular enlargement with anticoagulation rather than thrombolysis.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Normotensive pulmonary embolism, even with right ventricular strain: anticoagulate and monitor; reserve thrombolysis for hypotension.',
    table: {
      caption: 'Risk groups in acute pulmonary embolism',
      header: ['Risk group', 'Findings', 'Treatment'],
      rows: [
        ['High', 'Sustained hypotension or shock', 'Systemic thrombolysis unless contraindicated'],
        ['Intermediate', 'Normotensive with right ventricular dysfunction or raised troponin', 'Anticoagulation; rescue reperfusion if unstable'],
        ['Low', 'Normotensive, no right ventricular dysfunction, low PESI', 'Anticoagulation; early discharge possible'],
      ],
    },
  },
  {
    id: 'pulm-q-pulmonary-embolism-dead-space',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pulmonary embolism: gas exchange',
    stem:
      'A 45-year-old woman is brought to the emergency department because of sudden shortness of breath that began 3 hours ago. She takes an estrogen-containing oral contraceptive. Pulse is 118/min, respirations are 28/min, and blood pressure is 118/74 mm Hg. Oxygen saturation is 91% on room air. Arterial blood gas analysis on room air shows a pH of 7.48, PCO2 of 32 mm Hg, and PO2 of 64 mm Hg. The end-tidal PCO2 measured by capnography is 22 mm Hg. CT pulmonary angiography shows occlusive emboli in the arteries to the right lower lobe; the right lower lobe airways and parenchyma are normal.',
    leadIn: 'Which of the following best describes gas exchange in the right lower lobe of this patient?',
    options: [
      {
        text: 'Alveolar dead space',
        why: 'Alveoli that are ventilated but not perfused (V/Q approaching infinity) take part in breathing without exchanging gas; their alveolar gas resembles inspired air, so end-tidal PCO2 falls below arterial PCO2.',
      },
      {
        text: 'Alveolar hypoventilation',
        why: 'Hypoventilation raises alveolar and arterial PCO2; she is hyperventilating, with a low PCO2, and the airways of the lobe are open.',
      },
      {
        text: 'Diffusion limitation',
        why: 'Diffusion limitation comes from a thickened alveolar-capillary barrier or a reduced capillary bed in diseases such as pulmonary fibrosis; in the occluded lobe there is no blood to diffuse into at all.',
      },
      {
        text: 'Low ventilation-perfusion ratio',
        why: 'Low V/Q units, such as airways narrowed by asthma or partly filled alveoli, are perfused but underventilated; in the occluded lobe, perfusion is what is missing.',
      },
      {
        text: 'Right-to-left shunt',
        why: 'A shunt (V/Q of zero) is perfusion of unventilated alveoli, as in consolidation or atelectasis; it is the opposite of what an arterial occlusion produces.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Emboli occlude the arteries of the right lower lobe while its airways stay open, so that lobe is ventilated but not perfused: its V/Q ratio approaches infinity, which is alveolar dead space. Exhaled gas from these alveoli contains almost no carbon dioxide and dilutes gas from perfused alveoli, so end-tidal PCO2 (22 mm Hg) falls well below arterial PCO2 (32 mm Hg). The hypoxemia itself arises elsewhere: blood diverted to the remaining vessels overperfuses the unaffected lung, creating low V/Q units, and the hypocapnia reflects hyperventilation from hypoxemia and receptor stimulation.',
    objective: 'Describe the lung supplied by an occluded pulmonary artery as alveolar dead space.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'Pulmonary embolism creates dead space (V/Q approaching infinity) in the occluded region; hypoxemia comes from low V/Q units elsewhere.',
  },
  {
    id: 'pulm-q-fat-embolism-syndrome',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Fat embolism syndrome',
    stem:
      'A 23-year-old man is hospitalized after a motorcycle collision in which he sustained closed fractures of the left femoral shaft and tibia; the leg is in skeletal traction while he awaits surgery. He had no head or chest injury, and CT of the head at admission showed no abnormalities. Thirty-six hours after the injury, he becomes short of breath and confused. Temperature is 38.3°C, pulse is 124/min, respirations are 30/min, and blood pressure is 118/68 mm Hg. Oxygen saturation is 86% on room air. He is disoriented to place and time but moves all extremities. There are petechiae on the conjunctivae, in both axillae, and over the upper chest. Crackles are heard bilaterally. Hemoglobin concentration is 11.9 g/dL, and platelet count is 92,000/mm³. He has not received any blood products. Chest radiography shows bilateral diffuse patchy opacities.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Acute pulmonary thromboembolism',
        why: 'Thromboembolism causes hypoxemia and tachycardia after fractures but usually later, with a clear chest radiograph, and does not cause petechiae or diffuse opacities.',
      },
      {
        text: 'Diffuse axonal injury',
        why: 'Diffuse axonal injury causes coma immediately after high-speed deceleration, not confusion developing a day and a half later with hypoxemia and a rash.',
      },
      {
        text: 'Fat embolism syndrome',
        why: 'Fat globules released from fractured long-bone marrow lodge in lung, brain and skin capillaries and trigger inflammation, producing respiratory failure, neurologic changes and petechiae 24-72 hours after injury.',
      },
      {
        text: 'Pulmonary contusion',
        why: 'Contusion follows blunt chest trauma, which he did not have, and causes localized opacities within hours, without petechiae or confusion.',
      },
      {
        text: 'Transfusion-related acute lung injury',
        why: 'This causes hypoxemia and bilateral opacities within 6 hours of a transfusion; he has not been transfused, and it does not cause petechiae.',
      },
    ],
    answerIndex: 2,
    rationale:
      'The classic triad of hypoxemia with bilateral opacities, neurologic dysfunction and a petechial rash over the upper body, conjunctivae and axillae, appearing 1-3 days after a long-bone fracture, is fat embolism syndrome. Fever, thrombocytopenia and anemia are common. The diagnosis is clinical; MRI of the brain may show multiple small diffusion-restricting lesions. Treatment is supportive, with oxygen or ventilation as needed, and early stabilization of long-bone fractures lowers the risk.',
    objective: 'Diagnose fat embolism syndrome from hypoxemia, confusion and petechiae after a long-bone fracture.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Hypoxemia, confusion and upper-body petechiae 1-3 days after a femur fracture: fat embolism syndrome; early fixation prevents it.',
  },
  {
    id: 'pulm-q-massive-hemoptysis-positioning',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Massive hemoptysis',
    stem:
      'A 58-year-old man comes to the emergency department because he has coughed up about 300 mL of bright red blood during the past 2 hours. He was treated for pulmonary tuberculosis 15 years ago. CT of the chest 3 months ago showed a mobile, rounded mass within an old cavity in the left upper lobe; the right lung was normal. He is alert, anxious, and coughing blood intermittently but can speak in sentences. Pulse is 112/min, respirations are 26/min, and blood pressure is 108/70 mm Hg. Oxygen saturation is 90% on 6 L/min of oxygen by face mask. Coarse crackles are heard over the left upper chest. Two large-bore intravenous catheters are placed, and preparations are made for bronchoscopy and bronchial artery embolization.',
    leadIn: 'Which of the following is the most appropriate position for this patient at this time?',
    options: [
      {
        text: 'Left lateral decubitus',
        why: 'Lying with the bleeding lung down keeps blood in that lung by gravity and protects the normal right lung, preserving gas exchange while definitive treatment is arranged.',
      },
      {
        text: 'Prone',
        why: 'Prone positioning improves oxygenation in ARDS, but it lets blood spread to both lungs and makes airway management and bronchoscopy difficult.',
      },
      {
        text: 'Right lateral decubitus',
        why: 'Placing the healthy right lung down would let blood from the left upper lobe drain into it, flooding the only lung that is exchanging gas well.',
      },
      {
        text: 'Sitting upright',
        why: 'Sitting up helps a patient with dyspnea from heart failure or effusion, but it does nothing to keep blood out of the healthy lung.',
      },
      {
        text: 'Supine Trendelenburg',
        why: 'Head-down positioning is used for shock or central venous access; here it would spread blood toward both main bronchi and the trachea.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Large-volume hemoptysis kills by asphyxiation rather than blood loss. His history of tuberculosis with a mobile mass in a left upper lobe cavity suggests an aspergilloma, a common source of brisk bleeding from bronchial arteries, so the bleeding side is the left. Until the source is controlled, he is placed bleeding side down. If he cannot protect his airway, he is intubated with a large tube, and the right main bronchus can be selectively intubated to isolate the healthy lung. Bronchial artery embolization usually controls the bleeding, and surgical resection is considered later.',
    objective: 'Position a patient with massive hemoptysis with the bleeding lung dependent.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Massive hemoptysis: protect the airway and lay the patient bleeding side down; bronchial artery embolization usually controls the source.',
  },
  {
    id: 'pulm-q-superior-vena-cava-syndrome',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Superior vena cava syndrome',
    stem:
      'A 61-year-old man comes to the office because of swelling of his face and both arms for 3 weeks. He has a sensation of fullness in his head when he bends forward. He has a 50-pack-year smoking history and no known cancer. He has no headache, confusion, hoarseness, or difficulty breathing at rest. Pulse is 92/min, respirations are 18/min, and blood pressure is 138/84 mm Hg. Oxygen saturation is 95% on room air. The face is plethoric and swollen, the neck veins are distended and do not collapse on sitting, and dilated superficial veins are visible over the upper anterior chest. There is no stridor. CT of the chest with contrast shows a 6-cm right paratracheal mass that compresses the superior vena cava, with extensive collateral veins and no intraluminal thrombus.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Biopsy for histologic diagnosis',
        why: 'Treatment depends on histology, and in a stable patient without airway or cerebral compromise, tissue is obtained first, often by bronchoscopy with endobronchial ultrasound or mediastinoscopy.',
      },
      {
        text: 'Emergency mediastinal radiation therapy',
        why: 'Radiation given before biopsy can make the histology uninterpretable, and most patients with this syndrome are not in immediate danger.',
      },
      {
        text: 'Endovascular stent placement',
        why: 'Stenting gives rapid relief and is first-line for severe symptoms (stridor, laryngeal edema, confusion) or after treatment fails; this patient is stable enough for diagnosis first.',
      },
      {
        text: 'Intravenous dexamethasone',
        why: 'Glucocorticoids can shrink lymphoma and obscure the diagnosis; they are used for airway edema or in steroid-responsive tumors once the diagnosis is known.',
      },
      {
        text: 'Systemic thrombolytic therapy',
        why: 'Thrombolysis has a role only when a thrombus, usually from a catheter or device, contributes to the obstruction; CT shows external compression without thrombus.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Facial and arm swelling, plethora, nonpulsatile distended neck veins and chest wall collaterals from a mediastinal mass in a heavy smoker are superior vena cava syndrome, most often caused by lung cancer (especially small cell) or non-Hodgkin lymphoma. The syndrome develops over weeks, collaterals form, and it is rarely immediately life-threatening. Without stridor, confusion or other signs of airway or cerebral compromise, the priority is a tissue diagnosis, because small cell carcinoma and lymphoma respond to chemotherapy while non-small cell carcinoma may need radiation or stenting. Elevating the head of the bed eases symptoms meanwhile.',
    objective: 'Obtain a tissue diagnosis before treatment in stable superior vena cava syndrome from a mediastinal mass.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Stable superior vena cava syndrome from an undiagnosed mass: biopsy first; stent urgently only for stridor, laryngeal edema or confusion.',
  },
  {
    id: 'pulm-q-metastatic-adenocarcinoma-genomic-testing',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Metastatic lung adenocarcinoma',
    stem:
      'A 54-year-old woman comes to the office because of cough and shortness of breath on exertion for 2 months. She has lost 4 kg during this period. She has never smoked. Pulse is 88/min, respirations are 20/min, and blood pressure is 122/76 mm Hg. Oxygen saturation is 94% on room air. There is dullness to percussion with decreased breath sounds at the left base. She is fully active apart from dyspnea on exertion. CT of the chest and abdomen shows a 3.5-cm mass in the left lower lobe, enlarged left hilar lymph nodes, multiple small nodules in both lungs, and a moderate left pleural effusion. MRI of the brain shows no abnormalities. Cytologic examination of pleural fluid obtained by thoracentesis shows adenocarcinoma of lung origin.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Carboplatin and pemetrexed chemotherapy',
        why: 'Platinum-based chemotherapy, usually combined with immunotherapy, is first-line for metastatic nonsquamous carcinoma only when no targetable alteration is found; starting it before results are back may forgo a more effective targeted drug.',
      },
      {
        text: 'Empiric osimertinib therapy',
        why: 'Osimertinib is first-line for tumors with an activating EGFR mutation, which is common in never-smokers, but it is started only after the mutation has been demonstrated.',
      },
      {
        text: 'Lobectomy with mediastinal node dissection',
        why: 'Resection is for early-stage disease; a malignant pleural effusion and contralateral lung nodules make this stage IV disease, which is treated systemically.',
      },
      {
        text: 'Tumor genomic profiling',
        why: 'Testing for EGFR, ALK, ROS1, BRAF, KRAS G12C, MET, RET, NTRK and HER2 alterations, together with PD-L1 expression, is done before first-line treatment of metastatic nonsquamous lung carcinoma.',
      },
      {
        text: 'Whole-brain radiation therapy',
        why: 'Brain radiation treats brain metastases, and her MRI shows none; prophylactic cranial irradiation is a consideration in small cell carcinoma, not adenocarcinoma.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A malignant pleural effusion and nodules in both lungs make this stage IV (M1a) adenocarcinoma. In metastatic nonsquamous non-small cell lung cancer, and especially in a never-smoker, the tumor is tested broadly for driver alterations before treatment starts, because targeted drugs (for example osimertinib for EGFR mutations or alectinib for ALK rearrangements) give higher response rates, longer progression-free survival and fewer adverse effects than chemotherapy. Immune checkpoint inhibitors are less effective in tumors with EGFR or ALK alterations, so treatment is planned when results are available. Palliative care and drainage of the effusion proceed alongside.',
    objective: 'Obtain tumor genomic profiling before first-line treatment of metastatic lung adenocarcinoma.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Metastatic nonsquamous lung cancer: test for driver alterations (EGFR, ALK, ROS1 and others) and PD-L1 before choosing first-line therapy.',
  },
  {
    id: 'pulm-q-squamous-cell-carcinoma-pthrp',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Squamous cell lung carcinoma: hypercalcemia',
    stem:
      'A 66-year-old man is brought to the emergency department by his wife because of increasing confusion, constipation, and frequent urination for 2 weeks. He has had a cough for 3 months, occasionally with blood-streaked sputum, and has lost 7 kg. He has a 60-pack-year smoking history. He takes no medications or supplements. Pulse is 104/min, respirations are 18/min, and blood pressure is 108/68 mm Hg. Oxygen saturation is 94% on room air. The mucous membranes are dry. He is oriented to person only. Serum calcium is 14.2 mg/dL, phosphorus is 2.2 mg/dL, albumin is 3.8 g/dL, alkaline phosphatase is 92 U/L, and creatinine is 1.5 mg/dL. Serum parathyroid hormone is 6 pg/mL (reference, 10-65 pg/mL). CT of the chest shows a 5-cm cavitating mass arising from the right main bronchus. A bone scan shows no abnormal uptake.',
    leadIn: "Which of the following best explains this patient's hypercalcemia?",
    options: [
      {
        text: 'Calcitriol production by malignant lymphocytes',
        why: 'Lymphomas can cause hypercalcemia through unregulated 1-alpha-hydroxylase activity, but phosphorus tends to be normal or high, and the imaging here shows a cavitating bronchial carcinoma.',
      },
      {
        text: 'Osteolytic bone metastases',
        why: 'Local osteolysis from bone metastases causes hypercalcemia, but the bone scan shows no lesions, and metastatic hypercalcemia does not usually lower phosphorus.',
      },
      {
        text: 'Parathyroid adenoma',
        why: 'Primary hyperparathyroidism causes hypercalcemia with low phosphorus, but PTH is high or inappropriately normal; his PTH is suppressed.',
      },
      {
        text: 'Tumor secretion of PTH-related peptide',
        why: 'PTH-related peptide binds the PTH receptor, increasing bone resorption and renal calcium reabsorption and lowering phosphorus, while the high calcium suppresses native PTH; squamous cell carcinoma is the classic source.',
      },
      {
        text: 'Vitamin D intoxication',
        why: 'Excess vitamin D intake causes PTH-independent hypercalcemia, but he takes no supplements and phosphorus would tend to be high.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A central, cavitating mass in a heavy smoker is most likely squamous cell carcinoma. Severe hypercalcemia with low phosphorus and suppressed PTH, without bone metastases, is humoral hypercalcemia of malignancy, the most common cause of hypercalcemia in cancer, caused by tumor secretion of PTH-related peptide; a high PTHrP level would confirm it. The confusion, polyuria, constipation and dehydration need urgent treatment: intravenous isotonic saline, calcitonin for rapid effect, and zoledronic acid (or denosumab in kidney failure) for a sustained effect.',
    objective: 'Explain hypercalcemia with suppressed PTH in squamous cell lung carcinoma by PTH-related peptide secretion.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Central cavitating lung mass, high calcium, low phosphorus and suppressed PTH: squamous cell carcinoma secreting PTH-related peptide.',
  },
  {
    id: 'pulm-q-lambert-eaton-small-cell',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lambert-Eaton myasthenic syndrome',
    stem:
      'A 63-year-old man comes to the office because of difficulty climbing stairs and rising from a chair for 2 months. The weakness is worst in the morning and eases briefly after he starts walking. He also has a dry mouth and constipation. He has a 60-pack-year smoking history and continues to smoke. Pulse is 82/min, and blood pressure is 128/80 mm Hg. There is mild weakness of the hip and shoulder muscles without atrophy or fasciculations. Deep tendon reflexes are absent at rest but become elicitable after 10 seconds of maximal voluntary contraction of the muscle. Eye movements are normal, and sensation is intact. Serum creatine kinase is 110 U/L. CT of the chest shows a right hilar mass with bulky mediastinal lymphadenopathy.',
    leadIn: "Which of the following best explains this patient's weakness?",
    options: [
      {
        text: 'Antibodies to acetylcholine receptors',
        why: 'Myasthenia gravis causes fatigable weakness that worsens with exercise, usually with ptosis and diplopia, and reflexes are normal; it is linked to thymoma rather than lung cancer.',
      },
      {
        text: 'Antibodies to presynaptic calcium channels',
        why: 'Antibodies to P/Q-type voltage-gated calcium channels on motor nerve terminals reduce acetylcholine release; repeated contraction builds up calcium in the terminal and transiently improves strength and reflexes.',
      },
      {
        text: 'Antibodies to the Hu neuronal antigen',
        why: 'Anti-Hu antibodies, also linked to small cell carcinoma, cause sensory neuronopathy or encephalomyelitis with sensory loss and ataxia, not proximal weakness that improves with effort.',
      },
      {
        text: 'Degeneration of upper and lower motor neurons',
        why: 'Amyotrophic lateral sclerosis causes atrophy, fasciculations and brisk reflexes with upper motor neuron signs, and no autonomic symptoms.',
      },
      {
        text: 'Inflammatory infiltration of muscle fibers',
        why: 'Inflammatory myopathies, which can also be paraneoplastic, cause proximal weakness with a raised creatine kinase and preserved reflexes; his creatine kinase is normal.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Proximal weakness that improves briefly with use, absent reflexes that return after sustained contraction (post-exercise facilitation) and autonomic symptoms such as dry mouth and constipation define Lambert-Eaton myasthenic syndrome. In a heavy smoker with a central mass and bulky adenopathy, it is a paraneoplastic syndrome of small cell lung carcinoma. Repetitive nerve stimulation shows a low baseline compound muscle action potential that increases markedly with high-frequency stimulation. Treatment of the cancer often improves the weakness; amifampridine, a potassium channel blocker that prolongs depolarization of the nerve terminal, increases acetylcholine release.',
    objective: 'Explain Lambert-Eaton myasthenic syndrome by antibodies to presynaptic voltage-gated calcium channels.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Proximal weakness improving with effort, areflexia and dry mouth in a smoker: Lambert-Eaton syndrome from anti-calcium channel antibodies; look for small cell carcinoma.',
  },
  {
    id: 'pulm-q-pulmonary-hamartoma-nodule',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Solitary pulmonary nodule: benign features',
    stem:
      'A 46-year-old woman comes to the office to discuss an incidental finding. CT of the abdomen performed in the emergency department for a kidney stone showed a nodule in the right lower lobe. She has no cough, hemoptysis, or weight loss. She has never smoked and has no history of cancer or occupational exposures. Vital signs are within normal limits. The lungs are clear to auscultation. Dedicated CT of the chest shows a single, smooth, well-circumscribed 1.6-cm nodule in the right lower lobe that contains areas of fat attenuation and clusters of coarse, popcorn-like calcification. A chest CT performed after a car accident 4 years ago, now retrieved for comparison, shows the nodule unchanged in size.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CT-guided needle biopsy',
        why: 'Biopsy is for nodules with intermediate or high probability of cancer; it adds risk (pneumothorax) without benefit for a nodule with diagnostic benign features.',
      },
      {
        text: 'Follow-up CT in 3 months',
        why: 'Short-interval CT is used for indeterminate solid nodules larger than 8 mm; this nodule has benign features and has been stable for 4 years.',
      },
      {
        text: 'No further evaluation',
        why: 'Intranodular fat with popcorn calcification is diagnostic of a hamartoma, and stability of a solid nodule for more than 2 years also indicates a benign lesion, so no follow-up is needed.',
      },
      {
        text: 'PET-CT scan',
        why: 'PET-CT helps characterize indeterminate solid nodules of 8 mm or more; a benign pattern makes it unnecessary, and benign lesions can also take up tracer.',
      },
      {
        text: 'Surgical wedge resection',
        why: 'Resection is for nodules with a high probability of cancer or proven malignancy; a hamartoma needs no removal unless it obstructs an airway.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Most incidental nodules are benign, and the first step is to look for features that settle the question. This nodule has two: fat and popcorn calcification, which together are diagnostic of a pulmonary hamartoma, the most common benign lung tumor (a disorganized mixture of cartilage, fat and connective tissue), and no growth over 4 years, well beyond the 2 years of stability that indicates benignity in a solid nodule. Benign calcification patterns (diffuse, central, laminated or popcorn) and intranodular fat require no follow-up.',
    objective: 'Recognize benign features of a pulmonary nodule that make further evaluation unnecessary.',
    task: 'next-step',
    steps: 2,
    takeHome: 'A nodule with fat and popcorn calcification (hamartoma), another benign calcification pattern, or 2 years of solid-nodule stability needs no follow-up.',
  },
  {
    id: 'pulm-q-heritable-pah-bmpr2',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Heritable pulmonary arterial hypertension',
    stem:
      'A 28-year-old woman comes to the office because of progressive shortness of breath on exertion for 1 year; last month she fainted while running for a bus. Her mother died at age 41 years of "high blood pressure in the lungs." She has never used appetite suppressants, amphetamines, or other drugs, and she has no joint pain, rash, or Raynaud phenomenon. Pulse is 94/min, and blood pressure is 106/68 mm Hg. Oxygen saturation is 96% on room air. There is a left parasternal heave, the pulmonic component of S2 is loud, and a holosystolic murmur at the left lower sternal border increases with inspiration. The lungs are clear. An HIV test and antinuclear antibodies are negative. Echocardiography shows a dilated right ventricle, normal left ventricular function, and no shunt. Pulmonary function testing and a ventilation-perfusion scan are normal. Right heart catheterization shows a mean pulmonary artery pressure of 48 mm Hg, a pulmonary artery wedge pressure of 9 mm Hg, and a pulmonary vascular resistance of 9 Wood units.',
    leadIn: 'A mutation in which of the following genes is most likely present in this patient?',
    options: [
      {
        text: 'BMPR2',
        why: 'Loss-of-function mutations in bone morphogenetic protein receptor type 2, a TGF-beta superfamily receptor that restrains vascular cell growth, cause most heritable pulmonary arterial hypertension.',
      },
      {
        text: 'COL3A1',
        why: 'COL3A1 mutations cause vascular Ehlers-Danlos syndrome, with arterial, bowel and uterine rupture, not pulmonary arterial hypertension.',
      },
      {
        text: 'FBN1',
        why: 'Fibrillin-1 mutations cause Marfan syndrome, with aortic root dilation, lens dislocation and a tall, thin habitus.',
      },
      {
        text: 'NOTCH3',
        why: 'NOTCH3 mutations cause CADASIL, with migraine, recurrent subcortical strokes and dementia in midlife.',
      },
      {
        text: 'PKD1',
        why: 'PKD1 mutations cause autosomal dominant polycystic kidney disease, with kidney cysts, hypertension and intracranial aneurysms.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Catheterization confirms precapillary pulmonary hypertension (mean pressure above 20 mm Hg, wedge pressure 15 mm Hg or less, resistance above 2 Wood units). Normal lung function and ventilation-perfusion scan, normal left heart, no shunt, no drug exposure, and negative HIV and autoimmune tests leave pulmonary arterial hypertension, and a mother who died of the same disease points to a heritable form. BMPR2 mutations are autosomal dominant with incomplete penetrance (about 20%), so first-degree relatives are offered genetic counseling and testing. Loss of BMPR2 signaling lets endothelial and smooth muscle cells proliferate, producing medial hypertrophy, intimal fibrosis and plexiform lesions.',
    objective: 'Link familial pulmonary arterial hypertension to BMPR2 mutations.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Familial pulmonary arterial hypertension: think BMPR2, an autosomal dominant mutation with incomplete penetrance that unleashes vascular cell proliferation.',
  },
  {
    id: 'pulm-q-acute-mountain-sickness-acetazolamide',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute mountain sickness prevention',
    stem:
      'A 35-year-old man comes to the office for advice before climbing Mount Kilimanjaro (5,895 m). The planned itinerary raises his sleeping altitude by about 800 m each night, with no rest days. Last year, a few hours after he flew to a city at 3,600 m, he developed a throbbing headache, nausea, fatigue, and poor sleep that resolved over 3 days. He is healthy, takes no medications, and has no drug allergies. Pulse is 68/min, respirations are 14/min, and blood pressure is 118/74 mm Hg. Oxygen saturation is 98% on room air. Examination shows no abnormalities. He cannot change his itinerary.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate drug to prevent recurrence of his symptoms?',
    options: [
      {
        text: 'Antagonism of histamine H1 receptors',
        why: 'Antihistamines such as meclizine treat motion sickness; they do not speed acclimatization or prevent altitude illness.',
      },
      {
        text: 'Blockade of L-type calcium channels',
        why: 'Nifedipine lowers pulmonary artery pressure and is used to prevent or treat high-altitude pulmonary edema in susceptible people, not to prevent acute mountain sickness.',
      },
      {
        text: 'Inhibition of carbonic anhydrase',
        why: 'Acetazolamide inhibits renal carbonic anhydrase, causing bicarbonate diuresis and a mild metabolic acidosis that stimulates ventilation, offsetting the alkalosis that otherwise blunts the response to hypoxia.',
      },
      {
        text: 'Inhibition of phosphodiesterase-5',
        why: 'Tadalafil or sildenafil lowers pulmonary artery pressure and is an alternative for preventing high-altitude pulmonary edema, not acute mountain sickness.',
      },
      {
        text: 'Stimulation of serotonin 5-HT1 receptors',
        why: 'Triptans abort migraine; they do not prevent the hypoxia-driven syndrome of acute mountain sickness.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Headache with nausea, fatigue and poor sleep hours after a rapid ascent above 2,500 m was acute mountain sickness. His new itinerary ascends rapidly (more than 500 m of sleeping altitude per day above 3,000 m, with no rest days), so he is at high risk. Gradual ascent is the best prevention, but when it is not possible, acetazolamide started the day before ascent is the preferred drug. Hypoxia drives hyperventilation, but the resulting respiratory alkalosis limits it; acetazolamide produces an acidosis that allows ventilation to rise, speeding acclimatization. Paresthesias, frequent urination and an altered taste of carbonated drinks are common adverse effects.',
    objective: 'Prevent acute mountain sickness with acetazolamide, a carbonic anhydrase inhibitor that stimulates ventilation.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Acetazolamide prevents acute mountain sickness: carbonic anhydrase inhibition causes a metabolic acidosis that increases ventilation.',
  },
  {
    id: 'pulm-q-methemoglobinemia-benzocaine',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Methemoglobinemia',
    stem:
      'A 42-year-old woman becomes short of breath and lightheaded 30 minutes after upper gastrointestinal endoscopy, for which her throat was sprayed repeatedly with benzocaine. She has no history of heart or lung disease and no personal or family history of G6PD deficiency or hemolytic anemia. Pulse is 108/min, respirations are 22/min, and blood pressure is 126/78 mm Hg. Pulse oximetry shows an oxygen saturation of 85%, unchanged after she is given 100% oxygen by nonrebreather mask. The lips and fingers are gray-blue. The lungs are clear to auscultation. Arterial blood gas analysis on 100% oxygen shows a pH of 7.40, PCO2 of 36 mm Hg, and PO2 of 420 mm Hg; the arterial blood is dark brown. Co-oximetry results are pending.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Ascorbic acid',
        why: 'Ascorbic acid reduces methemoglobin slowly and is used mainly when methylene blue is unavailable or contraindicated, as in G6PD deficiency.',
      },
      {
        text: 'Hydroxocobalamin',
        why: 'Hydroxocobalamin binds cyanide to form cyanocobalamin and treats cyanide poisoning, as after smoke inhalation; oxygen saturation is not falsely low in cyanide poisoning.',
      },
      {
        text: 'Methylene blue',
        why: 'Methylene blue is reduced by NADPH-methemoglobin reductase to leukomethylene blue, which rapidly converts ferric methemoglobin back to ferrous hemoglobin.',
      },
      {
        text: 'N-acetylcysteine',
        why: 'N-acetylcysteine replenishes glutathione in acetaminophen poisoning; it does not reduce methemoglobin effectively.',
      },
      {
        text: 'Sodium thiosulfate',
        why: 'Sodium thiosulfate donates sulfur so that cyanide can be converted to thiocyanate; it has no role in methemoglobinemia.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Cyanosis and a pulse oximetry reading near 85% that does not improve with 100% oxygen, despite a very high arterial PO2 and clear lungs, is a saturation gap: dissolved oxygen is plentiful, but much of the hemoglobin cannot carry it. Chocolate-brown blood after topical benzocaine indicates acquired methemoglobinemia: oxidation of heme iron to the ferric state, which cannot bind oxygen and shifts the dissociation curve of the remaining hemoglobin to the left. Co-oximetry confirms the level. Symptomatic patients or those with levels above about 20-30% receive intravenous methylene blue, with the oxidizing drug stopped. Dapsone, nitrites and primaquine are other common causes.',
    objective: 'Treat benzocaine-induced methemoglobinemia, recognized by a saturation gap, with methylene blue.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Saturation stuck near 85% despite oxygen, high PaO2, brown blood after benzocaine or dapsone: methemoglobinemia; give methylene blue unless G6PD deficient.',
  },
  {
    id: 'pulm-q-smoking-cessation-varenicline',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Smoking cessation pharmacotherapy',
    stem:
      'A 46-year-old man comes to the office because he wants to stop smoking. He has smoked one pack of cigarettes daily for 25 years and smokes his first cigarette within 10 minutes of waking. He has twice relapsed after using nicotine patches alone. He has epilepsy that has been controlled for 3 years with levetiracetam. He has no psychiatric illness and drinks alcohol rarely. Pulse is 76/min, and blood pressure is 128/82 mm Hg. Examination shows no abnormalities. He sets a quit date 1 week from now and asks for the most effective medication.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate drug for this patient?',
    options: [
      {
        text: 'Antagonism of mu-opioid receptors',
        why: 'Naltrexone reduces craving and heavy drinking in alcohol use disorder and treats opioid use disorder; it is not effective for smoking cessation.',
      },
      {
        text: 'Full agonism at nicotinic receptors',
        why: 'Nicotine replacement is effective, especially as a patch combined with a short-acting form, but as monotherapy it is less effective than varenicline, and he has relapsed twice on patches alone.',
      },
      {
        text: 'Inhibition of dopamine and norepinephrine reuptake',
        why: 'Bupropion lowers the seizure threshold and is contraindicated in patients with a seizure disorder or eating disorders.',
      },
      {
        text: 'Inhibition of serotonin reuptake',
        why: 'Selective serotonin reuptake inhibitors have not been shown to help people stop smoking.',
      },
      {
        text: 'Partial agonism at nicotinic receptors',
        why: 'Varenicline partially stimulates alpha-4 beta-2 nicotinic receptors, releasing enough dopamine to ease craving and withdrawal, while blocking nicotine from binding so that smoking is less rewarding.',
      },
    ],
    answerIndex: 4,
    rationale:
      'This heavily dependent smoker (first cigarette within 10 minutes of waking) wants to quit and has failed nicotine patch monotherapy. Varenicline is the most effective single drug for smoking cessation and is recommended over the nicotine patch and bupropion; here bupropion is also contraindicated by his epilepsy. Varenicline is started 1 week before the quit date and continued for 12 weeks or longer, with counseling; controlled epilepsy calls for caution but does not contraindicate it. Nausea and vivid dreams are its common adverse effects; large trials did not show an increase in serious neuropsychiatric events.',
    objective: 'Choose varenicline, a partial nicotinic agonist, for smoking cessation when bupropion is contraindicated.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Varenicline, a partial agonist at alpha-4 beta-2 nicotinic receptors, is the most effective single drug for quitting; avoid bupropion with seizures or eating disorders.',
  },
  {
    id: 'pulm-q-mycoplasma-cold-agglutinin-hemolysis',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Mycoplasma pneumoniae: cold agglutinin hemolysis',
    stem:
      'A 20-year-old man comes to the student health clinic because of fatigue and dark urine for 3 days. Two weeks ago, he developed a sore throat, headache, low-grade fever, and a persistent dry cough; several students in his dormitory have had a similar illness. His fingertips and ears turn dusky and ache when he walks outside in the cold. He takes no medications and has no family history of anemia. Temperature is 37.8°C, pulse is 102/min, respirations are 18/min, and blood pressure is 118/72 mm Hg. Oxygen saturation is 96% on room air. There is scleral icterus and conjunctival pallor. A few crackles are heard at the lung bases. Hemoglobin concentration is 9.2 g/dL, reticulocyte count is 8%, platelet count is 245,000/mm³, and total bilirubin is 3.4 mg/dL, with direct bilirubin of 0.4 mg/dL. Chest radiography shows patchy bilateral interstitial opacities in the lower lobes.',
    leadIn: 'Further evaluation is most likely to show which of the following?',
    options: [
      {
        text: 'Bite cells and Heinz bodies',
        why: 'These indicate oxidative hemolysis in G6PD deficiency, which follows oxidant drugs, fava beans or infection, but does not cause cold-induced acrocyanosis.',
      },
      {
        text: 'Red cells coated with C3 but not IgG',
        why: 'Cold-reacting IgM binds red cells in the cool peripheral circulation and fixes complement, then detaches on warming, leaving only C3 on the cells for the direct antiglobulin test to detect.',
      },
      {
        text: 'Red cells coated with IgG',
        why: 'IgG on red cells characterizes warm autoimmune hemolytic anemia, associated with lupus, chronic lymphocytic leukemia and drugs, not with cold-induced symptoms after an atypical pneumonia.',
      },
      {
        text: 'Reticulocytopenia with giant pronormoblasts',
        why: 'Parvovirus B19 halts erythropoiesis and lowers reticulocytes; his high reticulocyte count shows an active marrow responding to hemolysis.',
      },
      {
        text: 'Schistocytes and thrombocytopenia',
        why: 'Fragmented red cells with low platelets indicate microangiopathic hemolysis such as hemolytic uremic syndrome or thrombotic thrombocytopenic purpura; his platelet count is normal.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A young adult in a dormitory outbreak with sore throat, headache, a prolonged dry cough and bilateral interstitial opacities has atypical pneumonia from Mycoplasma pneumoniae. Two to three weeks into the illness, he has hemolysis (anemia, reticulocytosis, indirect hyperbilirubinemia, dark urine) with acrocyanosis in the cold, which is cold agglutinin disease: antibodies formed against Mycoplasma antigens cross-react with the I antigen on red cells. The direct antiglobulin test is positive for C3 only, and hemolysis is mainly extravascular in the liver. It is usually self-limited; keeping warm and treating the infection with a macrolide or doxycycline are the mainstays.',
    objective: 'Predict a direct antiglobulin test positive for C3 only in cold agglutinin hemolysis after Mycoplasma pneumonia.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Mycoplasma pneumonia can trigger IgM cold agglutinins against the I antigen: hemolysis, acrocyanosis, and a direct antiglobulin test positive for C3 only.',
  },
  {
    id: 'pulm-q-foreign-body-aspiration-toddler',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Foreign body aspiration',
    stem:
      'A 2-year-old boy is brought to the emergency department because of cough and wheezing for 1 day. The symptoms began suddenly with a bout of choking and coughing while he was eating peanuts at a family party. He has no history of wheezing or asthma, and his immunizations are up to date. Temperature is 37.0°C, pulse is 128/min, respirations are 32/min, and oxygen saturation is 95% on room air. He is crying vigorously and has no stridor or drooling. Breath sounds are decreased over the right lung with a monophonic expiratory wheeze; the left lung is clear. Inspiratory chest radiography shows no abnormalities; on expiratory views, the right lung remains hyperlucent and the mediastinum shifts to the left.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Abdominal thrusts',
        why: 'Abdominal thrusts are for a child over 1 year old with complete airway obstruction who cannot cough, speak or breathe; this child is moving air and crying.',
      },
      {
        text: 'CT of the chest',
        why: 'Low-dose CT can help when suspicion is low or findings are equivocal; with a witnessed choking episode, focal findings and air trapping, it would only delay removal.',
      },
      {
        text: 'Nebulized albuterol',
        why: 'Bronchodilators treat diffuse reversible bronchospasm; a unilateral wheeze after choking reflects a mechanical obstruction that albuterol will not relieve.',
      },
      {
        text: 'Oral amoxicillin',
        why: 'Antibiotics treat postobstructive pneumonia but do not remove the cause; delayed removal leads to recurrent pneumonia and bronchiectasis.',
      },
      {
        text: 'Rigid bronchoscopy',
        why: 'Rigid bronchoscopy under general anesthesia secures the airway and allows the object to be seen and extracted, and it is the treatment of choice when aspiration is likely.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A sudden choking episode while eating nuts, followed by cough, a unilateral monophonic wheeze and decreased breath sounds, indicates a foreign body in a bronchus. Children aged 1-3 years are at highest risk. The right main bronchus is the usual site because it is wider and more vertical. Most aspirated objects are not radiopaque, so inspiratory films are often normal; expiratory or decubitus views show air trapping, as the object acts as a one-way valve and the affected lung fails to deflate. A history and findings this suggestive call for rigid bronchoscopy even if imaging is normal.',
    objective: 'Proceed to rigid bronchoscopy for suspected bronchial foreign body aspiration in a toddler.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Choking episode, unilateral wheeze and air trapping on expiratory films in a toddler: rigid bronchoscopy, even when the radiograph looks normal.',
  },
  {
    id: 'pulm-q-radon-lung-cancer-never-smoker',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lung cancer in never-smokers: radon',
    stem:
      'A 61-year-old woman comes to the office because of a persistent dry cough for 2 months. She has never smoked, and no one in her household or workplace has smoked. She has worked as a librarian for 35 years. For 30 years, she has lived in the upper Midwest in a house with a finished basement, where her bedroom is located; the house has never been tested for environmental hazards. She drinks water from the municipal supply. Pulse is 78/min, respirations are 16/min, and blood pressure is 124/78 mm Hg. Oxygen saturation is 97% on room air. The lungs are clear to auscultation. CT of the chest shows a 3-cm spiculated mass in the right upper lobe. CT-guided biopsy shows adenocarcinoma.',
    leadIn: "Exposure to which of the following is the most likely risk factor for this patient's cancer?",
    options: [
      {
        text: 'Aflatoxin',
        why: 'Aflatoxin from Aspergillus-contaminated grains and peanuts causes hepatocellular carcinoma through TP53 mutations, not lung cancer.',
      },
      {
        text: 'Benzene',
        why: 'Benzene exposure in the petroleum and rubber industries causes acute myeloid leukemia and marrow aplasia.',
      },
      {
        text: 'Radon',
        why: 'Radon, a radioactive gas from uranium decay in soil, seeps into basements and decays into alpha-emitting progeny that irradiate the bronchial epithelium; it is the leading cause of lung cancer in never-smokers.',
      },
      {
        text: 'Secondhand tobacco smoke',
        why: 'Secondhand smoke increases lung cancer risk by about a quarter, but she has had no household or workplace exposure.',
      },
      {
        text: 'Vinyl chloride',
        why: 'Vinyl chloride used in plastics manufacturing causes angiosarcoma of the liver.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Lung cancer in never-smokers is most often adenocarcinoma. After active smoking, radon is the second leading cause of lung cancer overall and the leading cause in never-smokers. It enters homes from the ground, accumulates in basements and lower floors, and is common in regions such as the upper Midwest; this woman has slept in a basement for 30 years in a house that has never been tested. Home radon testing is inexpensive, and mitigation (sealing and sub-slab ventilation) is recommended when levels reach 4 pCi/L or more; the risk multiplies with smoking. Her tumor should also undergo genomic testing, because targetable mutations are common in never-smokers.',
    objective: 'Identify residential radon as the leading risk factor for lung cancer in never-smokers.',
    task: 'risk-factor',
    steps: 2,
    takeHome: 'Radon gas, which collects in basements, is the second leading cause of lung cancer and the leading cause in never-smokers.',
  },
  {
    id: 'pulm-q-guillain-barre-vital-capacity',
    category: 'Pulmonology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Neuromuscular respiratory failure: Guillain-Barré syndrome',
    stem:
      'A 38-year-old man is admitted to the hospital because of weakness that began in his feet 4 days ago and has ascended to his thighs and hands. Two weeks ago, he had diarrhea that resolved without treatment. He now has mild shortness of breath when lying flat and a weak cough. Temperature is 37.0°C, pulse is 98/min, respirations are 22/min, and blood pressure is 138/86 mm Hg. Oxygen saturation is 97% on room air. He has symmetric weakness of the legs more than the arms, and deep tendon reflexes are absent throughout. Facial strength is normal, and he can swallow. Arterial blood gas analysis on room air shows a pH of 7.42, PCO2 of 38 mm Hg, and PO2 of 88 mm Hg. Intravenous immune globulin is started.',
    leadIn: 'Which of the following is the most appropriate way to monitor this patient for impending respiratory failure?',
    options: [
      {
        text: 'Continuous pulse oximetry',
        why: 'Oxygen saturation stays normal until late in neuromuscular failure, often until just before arrest, especially if supplemental oxygen is given.',
      },
      {
        text: 'Peak expiratory flow measurements',
        why: 'Peak flow tracks airway obstruction in asthma; it depends on effort and a good mouth seal and is not the validated measure of respiratory muscle strength.',
      },
      {
        text: 'Serial arterial blood gas analysis',
        why: 'Hypercapnia appears only when respiratory muscles are already failing, so normal blood gases give false reassurance.',
      },
      {
        text: 'Serial chest radiography',
        why: 'Radiography can show atelectasis or aspiration pneumonia but does not measure respiratory muscle strength.',
      },
      {
        text: 'Serial vital capacity measurement',
        why: 'Vital capacity, together with maximal inspiratory and expiratory pressures, measured every few hours at the bedside, detects declining respiratory muscle strength before gas exchange fails.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Ascending symmetric weakness with areflexia 2 weeks after diarrhea is Guillain-Barré syndrome, and orthopnea with a weak cough signals diaphragmatic involvement. About a quarter of patients need mechanical ventilation. His blood gases and saturation are normal, but in neuromuscular disease these change only at the end. The decision to intubate is guided by bedside measures of muscle strength: the 20/30/40 rule (vital capacity below 20 mL/kg, maximal inspiratory pressure weaker than -30 cm H2O, maximal expiratory pressure below 40 cm H2O) or a rapid decline, and by bulbar dysfunction and autonomic instability. These patients are best monitored in an intensive care unit.',
    objective: 'Monitor respiratory muscle strength in Guillain-Barré syndrome with serial vital capacity measurements.',
    task: 'investigation',
    steps: 2,
    takeHome: 'In Guillain-Barré syndrome or myasthenic crisis, follow vital capacity and inspiratory pressure (20/30/40 rule); saturation and blood gases worsen late.',
  },
];
