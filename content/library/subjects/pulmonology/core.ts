import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'pulm-asthma',
    title: 'Asthma',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'asthma',
      'wheezing',
      'reactive airway disease',
      'bronchospasm',
      'asthma attack',
      'asthma exacerbation',
      'status asthmaticus',
      'exercise-induced bronchoconstriction',
      'aspirin-exacerbated respiratory disease',
      'inhaler',
    ],
    definition:
      'Asthma is chronic airway inflammation with variable, reversible airflow obstruction and bronchial hyperresponsiveness.',
    causes: [
      'Triggers of asthma symptoms include allergens, exercise, cold air, viral respiratory infections, smoke and NSAIDs.',
    ],
    riskFactors: [
      'Risk factors for asthma include a personal or family history of atopy (eczema, allergic rhinitis), tobacco smoke exposure, obesity and occupational exposures.',
    ],
    pathophysiology:
      'In allergic (type 2) asthma, Th2 cytokines (IL-4, IL-5, IL-13) drive IgE production, eosinophilic airway inflammation and mucus hypersecretion, and mast cell mediators such as histamine and leukotrienes cause bronchoconstriction. Repeated inflammation produces airway hyperresponsiveness and remodeling with smooth muscle hypertrophy and subepithelial fibrosis.',
    presentation: [
      'Asthma causes episodic wheeze, dyspnea, chest tightness and cough, often at night.',
      'Patients with asthma often have a personal or family history of atopy, and blood eosinophilia is common.',
      'Spirometry in asthma shows a reduced FEV1/FVC that improves after a bronchodilator (FEV1 rise of at least 12% and 200 mL).',
      'Aspirin-exacerbated respiratory disease is the triad of asthma, nasal polyps and aspirin or NSAID sensitivity.',
    ],
    bestInitialTest:
      'The best initial and key test for asthma is spirometry with bronchodilator reversibility.',
    testOfChoice:
      'When spirometry is normal but asthma is still suspected, a methacholine (bronchoprovocation) challenge is done, and a negative test makes asthma unlikely.',
    firstLine:
      'For adolescents and adults with asthma, GINA prefers as-needed low-dose ICS-formoterol as the reliever and no longer recommends SABA-only treatment; the US NAEPP 2020 update still allows an as-needed SABA alone for intermittent asthma and prefers ICS-formoterol as both controller and reliever for moderate persistent asthma.',
    management:
      'Asthma is treated stepwise (GINA): step up from as-needed ICS-formoterol to daily ICS-formoterol maintenance and reliever, then medium-dose ICS-LABA, then add a LAMA, then biologics for severe eosinophilic or allergic asthma. An acute asthma exacerbation is treated with oxygen to SpO2 93-95%, repeated inhaled SABA (plus ipratropium when severe), early systemic corticosteroids and IV magnesium sulfate for severe attacks.',
    complications: [
      'A severe asthma exacerbation can progress to hypercapnic respiratory failure and death.',
    ],
    prevention:
      'Asthma exacerbations are prevented by regular inhaled corticosteroid-containing treatment, avoidance of identified triggers and smoke, annual influenza vaccination and a written asthma action plan.',
    keyComparisons: [
      {
        with: 'pulm-copd',
        difference:
          'Asthma has variable airflow obstruction that reverses with a bronchodilator, onset often in youth and normal or raised DLCO, whereas COPD has persistent obstruction in an older smoker and emphysema lowers DLCO.',
      },
      {
        with: 'immuno-type-i-hypersensitivity',
        difference:
          'Allergic asthma is a type I (IgE-mediated) hypersensitivity reaction in the airways, with an early bronchospastic phase and a late eosinophilic inflammatory phase.',
      },
    ],
    why: [
      {
        question: 'Why must a LABA never be used without an inhaled corticosteroid in asthma?',
        answer:
          'A LABA alone relieves asthma symptoms while leaving the airway inflammation untreated, and LABA monotherapy was linked to severe exacerbations and asthma deaths, so it is always combined with an ICS.',
      },
      {
        question: 'Why is a normal or rising PaCO2 dangerous in an asthma attack?',
        answer:
          'During an asthma attack, hyperventilation should lower the PaCO2, so a normal or rising value means the patient is tiring and close to respiratory failure; prepare for intubation.',
      },
      {
        question: 'Why do NSAIDs trigger attacks in aspirin-exacerbated respiratory disease?',
        answer:
          'COX-1 inhibition by aspirin or NSAIDs shunts arachidonic acid toward the 5-lipoxygenase pathway, raising leukotrienes that cause bronchoconstriction, rhinitis and nasal polyps.',
      },
    ],
    highYield: [
      'Inhaled corticosteroids for asthma cause oral candidiasis and dysphonia, which rinsing the mouth and using a spacer reduce.',
      'Albuterol, a SABA used in asthma, causes tremor, tachycardia and hypokalemia.',
      'Montelukast, a leukotriene receptor antagonist for asthma, carries a boxed warning for neuropsychiatric adverse effects.',
      'Biologics for severe asthma include omalizumab (anti-IgE), mepolizumab, reslizumab and benralizumab (anti-IL-5 pathway), dupilumab (anti-IL-4 receptor alpha) and tezepelumab (anti-TSLP).',
    ],
    dontMiss:
      'A life-threatening asthma attack shows a silent chest, inability to speak, drowsiness or confusion, cyanosis, and a normal or rising PaCO2. Asthma mimics include vocal cord dysfunction, an inhaled foreign body, heart failure and allergic bronchopulmonary aspergillosis (very high IgE, central bronchiectasis).',
    icd10: ['J45.909', 'J45.901', 'J45.902'],
  },
  {
    id: 'pulm-copd',
    title: 'Chronic obstructive pulmonary disease (COPD)',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'COPD',
      'emphysema',
      'chronic bronchitis',
      'AECOPD',
      'COPD exacerbation',
      'chronic obstructive lung disease',
      'smoker\'s lung',
      'GOLD',
      'pink puffer',
      'blue bloater',
    ],
    definition:
      'COPD is persistent, usually progressive airflow limitation caused mainly by tobacco smoke, comprising emphysema (destruction of alveolar walls) and chronic bronchitis (productive cough for at least 3 months in each of 2 consecutive years).',
    mostCommonCause:
      'The most common cause of COPD is tobacco smoking; biomass fuel smoke and occupational dusts are important causes worldwide, and alpha-1 antitrypsin deficiency is a genetic cause.',
    riskFactors: [
      'Risk factors for COPD include cumulative cigarette smoking, biomass and occupational dust or fume exposure, alpha-1 antitrypsin deficiency, age over 40 and poor lung growth in childhood.',
    ],
    pathophysiology:
      'In COPD, smoke triggers chronic inflammation (neutrophils, macrophages, CD8 T cells) and a protease-antiprotease imbalance in which elastase destroys alveolar walls (emphysema), while mucous gland hyperplasia and small-airway fibrosis narrow the airways (chronic bronchitis). Loss of elastic recoil lets airways collapse during expiration, trapping air and causing hyperinflation.',
    presentation: [
      'COPD causes progressive exertional dyspnea and chronic productive cough in a smoker or former smoker, usually over 40 years old.',
      'Examination in COPD shows a barrel chest, prolonged expiration, wheeze, pursed-lip breathing and distant breath sounds.',
      'The chest x-ray in COPD shows hyperinflation with flattened diaphragms, and emphysema reduces the DLCO.',
    ],
    bestInitialTest:
      'The best initial and confirmatory test for COPD is spirometry: a post-bronchodilator FEV1/FVC below 0.70 confirms persistent airflow limitation.',
    diagnosis:
      'Every patient with COPD should be tested once for alpha-1 antitrypsin deficiency.',
    criteria: {
      name: 'GOLD spirometric grades of airflow limitation in COPD (post-bronchodilator FEV1/FVC below 0.70)',
      items: [
        'GOLD 1 (mild): FEV1 80% predicted or more.',
        'GOLD 2 (moderate): FEV1 50-79% predicted.',
        'GOLD 3 (severe): FEV1 30-49% predicted.',
        'GOLD 4 (very severe): FEV1 below 30% predicted.',
      ],
    },
    firstLine:
      'First-line maintenance treatment of COPD (GOLD) is dual long-acting bronchodilation with a LAMA plus a LABA for patients with more symptoms or exacerbations (groups B and E), and a single long-acting bronchodilator for those with few symptoms and no exacerbations (group A), together with smoking cessation, vaccination and pulmonary rehabilitation.',
    management:
      'In COPD, smoking cessation and long-term oxygen for resting hypoxemia (PaO2 55 mmHg or less or SpO2 88% or less, or PaO2 56-59 mmHg with cor pulmonale or polycythemia) improve survival, and vaccinations (influenza, pneumococcal, COVID-19, RSV, Tdap) are given. An inhaled corticosteroid is added (triple therapy) for continued exacerbations with blood eosinophils of 300/microL or more (considered from 100/microL). A COPD exacerbation is treated with inhaled SABA with or without ipratropium, prednisone 40 mg daily for 5 days, antibiotics when sputum purulence increases together with more dyspnea or sputum volume or when ventilatory support is needed, and noninvasive ventilation for hypercapnic acidosis (pH below 7.35).',
    complications: [
      'Advanced COPD causes chronic hypoxemia with secondary polycythemia and cor pulmonale.',
      'Advanced COPD causes chronic respiratory acidosis with metabolic (renal) compensation.',
      'COPD is complicated by acute exacerbations, secondary spontaneous pneumothorax and an increased risk of lung cancer.',
    ],
    prevention:
      'COPD is prevented by avoiding or stopping smoking and reducing biomass and occupational exposures; exacerbations are reduced by vaccination, long-acting bronchodilators and pulmonary rehabilitation.',
    keyComparisons: [
      {
        with: 'pulm-asthma',
        difference:
          'COPD has persistent airflow obstruction that does not fully reverse and, in emphysema, a low DLCO, whereas asthma has variable, reversible obstruction with a normal or raised DLCO.',
      },
      {
        with: 'pulm-idiopathic-pulmonary-fibrosis',
        difference:
          'COPD is obstructive (low FEV1/FVC, high TLC from hyperinflation), whereas idiopathic pulmonary fibrosis is restrictive (normal or raised FEV1/FVC, low TLC); both lower the DLCO.',
      },
    ],
    why: [
      {
        question: 'Why can too much oxygen worsen hypercapnia in COPD?',
        answer:
          'High-flow oxygen in COPD releases hypoxic pulmonary vasoconstriction, sending blood to poorly ventilated alveoli and worsening V/Q mismatch, and it lowers the CO2-carrying capacity of hemoglobin (Haldane effect); loss of hypoxic drive contributes less. The target during exacerbations is therefore SpO2 88-92%.',
      },
      {
        question: 'Why does emphysema reduce the DLCO?',
        answer:
          'Emphysema destroys alveolar walls and their capillary bed, reducing the surface area for gas exchange, so the diffusing capacity falls; chronic bronchitis and asthma narrow airways without destroying alveoli.',
      },
      {
        question: 'Why does alpha-1 antitrypsin deficiency cause panacinar lower-lobe emphysema?',
        answer:
          'Without alpha-1 antitrypsin, neutrophil elastase is unopposed throughout the whole acinus, and the lower lobes, which receive more blood flow and neutrophils, are hit hardest; smoking-related emphysema is centriacinar and upper-lobe.',
      },
    ],
    highYield: [
      'LAMAs for COPD (e.g. tiotropium) cause dry mouth and urinary retention and need caution in narrow-angle glaucoma.',
      'LABAs for COPD (salmeterol, formoterol) cause tremor and tachycardia.',
      'Inhaled corticosteroids raise the risk of pneumonia in COPD.',
      'Roflumilast, a PDE-4 inhibitor for COPD with chronic bronchitis and frequent exacerbations, causes diarrhea and weight loss.',
      'Long-term azithromycin reduces COPD exacerbations but can prolong the QT interval and impair hearing.',
    ],
    dontMiss:
      'In chronic hypercapnia, excessive oxygen can worsen hypercapnia, so target SpO2 88-92% during COPD exacerbations. Consider pulmonary embolism, pneumothorax, pneumonia and heart failure in any COPD exacerbation. Alpha-1 antitrypsin deficiency causes panacinar, lower-lobe emphysema in a young or nonsmoking patient, sometimes with liver disease.',
    icd10: ['J44.9', 'J44.1', 'J43.9', 'J44.0'],
  },
  {
    id: 'pulm-pulmonary-embolism',
    title: 'Pulmonary embolism',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'PE',
      'pulmonary embolus',
      'blood clot in the lung',
      'lung clot',
      'VTE',
      'venous thromboembolism',
      'saddle embolus',
      'massive PE',
      'Wells score',
    ],
    definition:
      'Pulmonary embolism is obstruction of the pulmonary arteries, usually by thrombus from the deep veins of the legs, and is part of venous thromboembolism.',
    mostCommonCause:
      'The most common source of pulmonary embolism is deep vein thrombosis of the proximal leg veins (popliteal, femoral and iliac).',
    riskFactors: [
      'Risk factors for pulmonary embolism follow Virchow triad: immobilization, recent surgery or trauma, malignancy, pregnancy or estrogen therapy, thrombophilia and prior venous thromboembolism.',
    ],
    pathophysiology:
      'In pulmonary embolism, thrombus lodges in the pulmonary arteries, creating dead space and V/Q mismatch that cause hypoxemia, while reflex hyperventilation causes respiratory alkalosis. A large clot burden raises pulmonary vascular resistance abruptly, so the right ventricle dilates and fails, the septum shifts left, left ventricular filling falls and shock follows.',
    presentation: [
      'Pulmonary embolism causes sudden dyspnea, pleuritic chest pain, tachycardia and tachypnea, and sometimes hemoptysis, syncope or signs of leg DVT.',
      'The ECG in pulmonary embolism most often shows sinus tachycardia; S1Q3T3 and right heart strain are uncommon.',
      'The arterial blood gas in pulmonary embolism shows hypoxemia, respiratory alkalosis and a raised A-a gradient, and the chest x-ray is usually normal.',
    ],
    bestInitialTest:
      'The best initial step in suspected pulmonary embolism is estimating pretest probability (Wells score): with low probability apply the PERC rule, then a D-dimer, where a normal result excludes pulmonary embolism.',
    testOfChoice:
      'CT pulmonary angiography confirms pulmonary embolism when the D-dimer is positive or probability is high; a V/Q scan replaces CT when contrast is contraindicated.',
    criteria: {
      name: 'Wells score for pulmonary embolism',
      items: [
        'Clinical signs and symptoms of DVT: 3 points.',
        'Pulmonary embolism is the most likely diagnosis: 3 points.',
        'Heart rate above 100/min: 1.5 points.',
        'Immobilization for 3 days or more, or surgery in the previous 4 weeks: 1.5 points.',
        'Previous DVT or pulmonary embolism: 1.5 points.',
        'Hemoptysis: 1 point.',
        'Active malignancy: 1 point.',
        'A score above 4 means pulmonary embolism is likely (go to CT pulmonary angiography); 4 or less means unlikely (check a D-dimer).',
      ],
    },
    firstLine:
      'First-line treatment of hemodynamically stable pulmonary embolism is anticoagulation with a DOAC (such as apixaban or rivaroxaban) or LMWH for at least 3 months, started empirically while awaiting imaging if suspicion is high and bleeding risk is low.',
    management:
      'High-risk (massive) pulmonary embolism with sustained hypotension is treated with systemic thrombolysis (alteplase) unless contraindicated, otherwise with catheter-directed therapy or surgical embolectomy. In unstable patients who cannot go to CT, bedside echocardiography showing right ventricular dysfunction or compression ultrasound showing DVT supports treatment. An IVC filter is reserved mainly for patients with acute venous thromboembolism in whom anticoagulation is contraindicated.',
    contraindications: [
      'DOACs are avoided for pulmonary embolism in antiphospholipid syndrome, where warfarin is used.',
      'Warfarin is teratogenic, so pulmonary embolism in pregnancy is treated with LMWH.',
    ],
    complications: [
      'Complications of pulmonary embolism include right ventricular failure, obstructive shock, pulmonary infarction and recurrence.',
      'Chronic thromboembolic pulmonary hypertension is a late complication of pulmonary embolism.',
    ],
    prevention:
      'Pulmonary embolism is prevented by VTE prophylaxis in hospitalized and surgical patients at risk (LMWH, unfractionated heparin or a DOAC, or mechanical compression when bleeding risk is high) and by early mobilization.',
    keyComparisons: [
      {
        with: 'heme-deep-vein-thrombosis',
        difference:
          'Deep vein thrombosis and pulmonary embolism are one disease, venous thromboembolism; DVT is diagnosed by compression ultrasound, PE by CT pulmonary angiography, and both are anticoagulated for at least 3 months.',
      },
      {
        with: 'pulm-pneumothorax',
        difference:
          'Pneumothorax and pulmonary embolism both cause sudden pleuritic pain and dyspnea, but pneumothorax has reduced breath sounds with hyperresonance and a visible pleural line, while the chest x-ray in pulmonary embolism is usually normal.',
      },
    ],
    why: [
      {
        question: 'Why does pulmonary embolism cause respiratory alkalosis?',
        answer:
          'Hypoxemia and stimulation of lung receptors in pulmonary embolism drive hyperventilation, which blows off CO2 and causes respiratory alkalosis.',
      },
      {
        question: 'Why does a normal D-dimer exclude pulmonary embolism but a raised one does not confirm it?',
        answer:
          'D-dimer is very sensitive but not specific, because it rises with any fibrin breakdown (surgery, cancer, pregnancy, infection, older age); a normal value in a low-probability patient rules pulmonary embolism out, while a raised value only calls for imaging.',
      },
      {
        question: 'Why does massive pulmonary embolism cause shock?',
        answer:
          'A large embolus abruptly raises pulmonary vascular resistance, so the thin-walled right ventricle dilates and fails, the septum bows into the left ventricle, left ventricular filling and cardiac output fall, and obstructive shock follows.',
      },
    ],
    highYield: [
      'The PERC rule excludes pulmonary embolism without a D-dimer in low-probability patients who are under 50, have a heart rate below 100/min, SpO2 of 95% or more, no hemoptysis, no estrogen use, no prior VTE, no unilateral leg swelling and no recent surgery or trauma.',
      'Unfractionated heparin for pulmonary embolism is reversed by protamine.',
      'Heparin-induced thrombocytopenia (platelet fall of more than 50% 5-10 days after heparin exposure, often with thrombosis) requires stopping all heparin and giving a non-heparin anticoagulant such as argatroban.',
      'LMWH is renally cleared and is the anticoagulant of choice for pulmonary embolism in pregnancy.',
      'Warfarin for pulmonary embolism is overlapped with heparin for at least 5 days and until the INR is 2 or more, because its anticoagulant effect is delayed and the early fall in protein C creates a transient hypercoagulable state that can cause skin necrosis, especially in protein C deficiency.',
    ],
    dontMiss:
      'Intermediate-risk pulmonary embolism (right ventricular strain on imaging with raised troponin or BNP) needs close monitoring for decompensation. Consider pulmonary embolism in unexplained hypoxemia with clear lungs, in pregnancy and postpartum, and in patients with cancer.',
    icd10: ['I26.99', 'I26.09', 'I26.92'],
  },
  {
    id: 'pulm-community-acquired-pneumonia',
    title: 'Community-acquired pneumonia',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'CAP',
      'pneumonia',
      'lung infection',
      'chest infection',
      'lobar pneumonia',
      'bronchopneumonia',
      'pneumococcal pneumonia',
      'atypical pneumonia',
      'walking pneumonia',
      'CURB-65',
    ],
    definition:
      'Community-acquired pneumonia is acute infection of the lung parenchyma acquired outside hospital.',
    mostCommonCause:
      'The most common identified bacterial cause of community-acquired pneumonia is Streptococcus pneumoniae; respiratory viruses and atypical organisms are also common.',
    causes: [
      'Atypical causes of community-acquired pneumonia are Mycoplasma pneumoniae, Chlamydophila pneumoniae and Legionella.',
      'Haemophilus influenzae and Moraxella catarrhalis cause community-acquired pneumonia especially in COPD, Klebsiella in alcohol use disorder and aspiration, and Staphylococcus aureus after influenza.',
    ],
    riskFactors: [
      'Risk factors for community-acquired pneumonia include age 65 or older, smoking, COPD and other chronic lung disease, alcohol use disorder, aspiration risk, diabetes, heart failure, immunosuppression and recent viral respiratory infection.',
    ],
    pathophysiology:
      'Community-acquired pneumonia develops when organisms reach the alveoli, usually by microaspiration of oropharyngeal flora or inhalation, and overcome mucociliary clearance and alveolar macrophages; a neutrophilic exudate fills the alveoli, causing consolidation, shunt and hypoxemia.',
    presentation: [
      'Community-acquired pneumonia causes fever, productive cough, pleuritic chest pain and dyspnea.',
      'Examination in community-acquired pneumonia shows tachypnea, crackles, bronchial breath sounds, dullness to percussion and increased tactile fremitus over consolidation.',
      'The chest x-ray in community-acquired pneumonia shows lobar consolidation or patchy infiltrates, and leukocytosis is common.',
      'Legionella pneumonia suggests itself with high fever, diarrhea and hyponatremia.',
      'Mycoplasma pneumonia typically affects young adults with gradual onset and cold agglutinins.',
      'Klebsiella pneumonia occurs with alcohol use and aspiration and produces currant-jelly sputum, and Staphylococcus aureus pneumonia follows influenza and cavitates.',
    ],
    bestInitialTest:
      'The best initial test for community-acquired pneumonia is a chest radiograph, where a new infiltrate in the right clinical setting confirms the diagnosis.',
    diagnosis:
      'In community-acquired pneumonia, blood and sputum cultures plus urinary antigens for pneumococcus and Legionella are obtained in severe disease or when MRSA or Pseudomonas is suspected.',
    criteria: {
      name: 'CURB-65 severity score for community-acquired pneumonia (1 point each)',
      items: [
        'Confusion.',
        'Urea: BUN above 19 mg/dL.',
        'Respiratory rate 30/min or more.',
        'Blood pressure: systolic below 90 mmHg or diastolic 60 mmHg or less.',
        'Age 65 or older.',
        'A score of 0-1 usually means outpatient care, 2 means consider admission, and 3 or more means admit and assess for ICU.',
      ],
    },
    firstLine:
      'First-line outpatient treatment of community-acquired pneumonia without comorbidities is amoxicillin, or doxycycline, or a macrolide only where pneumococcal macrolide resistance is below 25%; with comorbidities it is amoxicillin-clavulanate or a cephalosporin plus a macrolide or doxycycline, or a respiratory fluoroquinolone alone.',
    management:
      'Non-severe inpatient community-acquired pneumonia is treated with a beta-lactam (e.g. ceftriaxone) plus a macrolide, or a respiratory fluoroquinolone; MRSA or Pseudomonas coverage is added only with specific risk factors. Community-acquired pneumonia is treated for at least 5 days and until the patient is clinically stable. Severity scores (CURB-65 or PSI) guide the site of care.',
    complications: [
      'Complications of community-acquired pneumonia include parapneumonic effusion and empyema, lung abscess, bacteremia, sepsis and ARDS.',
    ],
    prevention:
      'Community-acquired pneumonia is prevented by pneumococcal vaccination (all adults 50 and older and younger adults with risk conditions), annual influenza vaccination and smoking cessation.',
    keyComparisons: [
      {
        with: 'micro-mycoplasma-pneumoniae',
        difference:
          'Atypical pneumonia from Mycoplasma has gradual onset, dry cough, extrapulmonary features and patchy infiltrates that look worse than the patient, whereas typical pneumococcal pneumonia has abrupt fever, productive cough and lobar consolidation.',
      },
      {
        with: 'id-tuberculosis',
        difference:
          'Pneumonia that does not resolve, or upper-lobe cavitation with weeks of cough, night sweats and weight loss, suggests tuberculosis rather than community-acquired pneumonia.',
      },
    ],
    why: [
      {
        question: 'Why do beta-lactams not treat Mycoplasma pneumonia?',
        answer:
          'Mycoplasma has no cell wall, so beta-lactams, which block cell wall synthesis, have no target; macrolides, doxycycline or fluoroquinolones are needed for atypical pneumonia.',
      },
      {
        question: 'Why is MRSA and Pseudomonas coverage not routine in community-acquired pneumonia?',
        answer:
          'MRSA and Pseudomonas are uncommon causes of community-acquired pneumonia without specific risk factors (prior isolation, recent hospitalization with IV antibiotics), and broad empiric coverage adds adverse effects, C. difficile infection and resistance without benefit.',
      },
      {
        question: 'Why is dullness to percussion with increased fremitus a sign of consolidation?',
        answer:
          'Consolidated lung is airless and solid, so it is dull to percussion but transmits vocal vibrations better than aerated lung, whereas a pleural effusion is dull with reduced fremitus.',
      },
    ],
    highYield: [
      'Macrolides for pneumonia cause QT prolongation and GI upset, and clarithromycin and erythromycin inhibit CYP3A4.',
      'Fluoroquinolones for pneumonia cause tendinopathy and rupture, QT prolongation, dysglycemia, C. difficile infection and a raised risk of aortic aneurysm.',
    ],
    dontMiss:
      'A complicated parapneumonic effusion or empyema (pus, positive Gram stain, pH below 7.2, glucose below 60 mg/dL) needs drainage. Pneumonia that does not resolve should raise concern for an obstructing cancer, tuberculosis or an abscess.',
    icd10: ['J18.9', 'J13', 'J18.1', 'J15.7'],
  },
  {
    id: 'pulm-lung-cancer',
    title: 'Lung cancer',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'lung cancer',
      'bronchogenic carcinoma',
      'NSCLC',
      'non-small cell lung cancer',
      'SCLC',
      'small cell lung cancer',
      'lung adenocarcinoma',
      'Pancoast tumor',
      'lung mass',
      'lung cancer screening',
    ],
    definition:
      'Lung cancer is malignancy of the bronchial or alveolar epithelium and the leading cause of cancer death, divided into non-small cell lung cancer (adenocarcinoma, squamous cell, large cell) and small cell lung cancer (central, strongly smoking-related, with early metastasis).',
    mostCommonCause:
      'The most common cause of lung cancer is cigarette smoking; radon is the leading cause in people who have never smoked.',
    riskFactors: [
      'Risk factors for lung cancer include smoking, radon, asbestos (which multiplies the risk from smoking), occupational carcinogens such as arsenic, chromium and nickel, air pollution, pulmonary fibrosis and family history.',
    ],
    pathophysiology:
      'Lung cancer arises as carcinogens in smoke cause accumulating mutations (e.g. TP53, KRAS) in airway epithelium; adenocarcinoma, especially in never-smokers, often carries targetable driver alterations such as EGFR mutations or ALK rearrangements.',
    presentation: [
      'Lung cancer presents with cough, hemoptysis, dyspnea, weight loss, or an incidental nodule in a smoker.',
      'Adenocarcinoma is the most common type of lung cancer and the most common in nonsmokers, usually arising peripherally.',
      'Squamous cell lung cancer is central, may cavitate and causes hypercalcemia through PTHrP.',
      'Small cell lung cancer is central and causes SIADH, ectopic ACTH (Cushing syndrome) and Lambert-Eaton myasthenic syndrome.',
      'A Pancoast (apical) lung tumor causes shoulder and arm pain and Horner syndrome, and central lung tumors can cause superior vena cava syndrome.',
      'Lung cancer commonly metastasizes to the brain, bone, liver and adrenal glands.',
    ],
    bestInitialTest:
      'The best initial imaging test for suspected lung cancer is contrast CT of the chest and upper abdomen.',
    testOfChoice:
      'Lung cancer is confirmed by tissue diagnosis by the least invasive route: bronchoscopy, CT-guided biopsy, or endobronchial ultrasound sampling of mediastinal nodes, which also stages the disease.',
    diagnosis:
      'Lung cancer staging uses PET-CT and brain MRI, and non-squamous NSCLC needs molecular testing (e.g. EGFR, ALK, ROS1) and PD-L1 testing.',
    firstLine:
      'First-line treatment of early-stage NSCLC is surgical resection, usually lobectomy, or stereotactic body radiotherapy if the patient is medically inoperable.',
    management:
      'Locally advanced NSCLC is treated with chemoradiation followed by immunotherapy, or multimodal therapy; metastatic NSCLC receives targeted therapy for driver mutations (e.g. osimertinib for EGFR, alectinib for ALK) or immunotherapy with or without chemotherapy. Small cell lung cancer is treated with platinum-etoposide chemotherapy with immunotherapy, plus thoracic radiotherapy in limited stage; surgery is rarely used.',
    complications: [
      'Oncologic emergencies in lung cancer include superior vena cava syndrome, spinal cord compression, hypercalcemia and severe hyponatremia.',
      'Lung cancer causes malignant pleural effusion and brain metastases.',
    ],
    prevention:
      'Lung cancer is prevented by not smoking; USPSTF recommends annual low-dose CT screening for adults aged 50-80 with at least 20 pack-years who currently smoke or quit within the past 15 years.',
    keyComparisons: [
      {
        with: 'endo-siadh',
        difference:
          'Small cell lung cancer is the classic malignant cause of SIADH, so euvolemic hyponatremia in a smoker should prompt chest imaging.',
      },
      {
        with: 'neuro-myasthenia-gravis',
        difference:
          'Lambert-Eaton syndrome, associated with small cell lung cancer, has presynaptic calcium channel antibodies, weakness that improves with repeated effort and reduced reflexes, whereas myasthenia gravis worsens with use and has normal reflexes.',
      },
    ],
    why: [
      {
        question: 'Why does squamous cell lung cancer cause hypercalcemia?',
        answer:
          'Squamous cell lung cancer secretes PTH-related peptide, which acts on the PTH receptor to increase bone resorption and renal calcium reabsorption while native PTH is suppressed.',
      },
      {
        question: 'Why does a Pancoast tumor cause Horner syndrome?',
        answer:
          'A Pancoast tumor at the lung apex invades the cervical sympathetic chain and stellate ganglion, causing ptosis, miosis and anhidrosis, and invades the lower brachial plexus (C8-T1), causing shoulder and arm pain.',
      },
      {
        question: 'Why is small cell lung cancer rarely treated with surgery?',
        answer:
          'Small cell lung cancer has usually spread too widely for local treatment by the time it is found (most patients have extensive-stage disease), so it is treated systemically with chemotherapy and immunotherapy, to which it is initially very sensitive; surgery is considered only for rare, very early node-negative tumors.',
      },
    ],
    highYield: [
      'Lung cancer is the leading cause of cancer death in the United States.',
      'Metastases to the lung are more common than primary lung cancer.',
      'Immune checkpoint inhibitors used in lung cancer (anti-PD-1 and anti-PD-L1) cause immune-related pneumonitis, colitis, hepatitis and endocrinopathies such as thyroiditis and hypophysitis.',
      'Cisplatin, used in lung cancer, causes nephrotoxicity, ototoxicity and neuropathy.',
    ],
    dontMiss:
      'Watch for lung cancer emergencies: superior vena cava syndrome, spinal cord compression, hypercalcemia and severe hyponatremia.',
    icd10: ['C34.90', 'C34.10', 'C34.11'],
  },
  {
    id: 'pulm-sarcoidosis',
    title: 'Sarcoidosis',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'sarcoid',
      'sarcoidosis',
      'pulmonary sarcoidosis',
      'cardiac sarcoidosis',
      'noncaseating granulomas',
      'bilateral hilar lymphadenopathy',
      'Lofgren syndrome',
      'lupus pernio',
    ],
    definition:
      'Sarcoidosis is a multisystem granulomatous disease of unknown cause with noncaseating granulomas, most often in the lungs and intrathoracic lymph nodes.',
    riskFactors: [
      'Sarcoidosis is more common in young and middle-aged adults, in women and in Black Americans, who tend to have more severe disease.',
    ],
    pathophysiology:
      'In sarcoidosis, an exaggerated CD4 Th1 immune response to an unidentified antigen produces noncaseating granulomas of epithelioid macrophages and giant cells; activated granuloma macrophages make 1-alpha-hydroxylase, which raises calcitriol, and angiotensin-converting enzyme.',
    presentation: [
      'Sarcoidosis shows bilateral hilar lymphadenopathy on chest x-ray, often found incidentally, with or without reticular lung opacities, dry cough and dyspnea.',
      'Parenchymal sarcoidosis gives a restrictive pattern with reduced DLCO on pulmonary function tests.',
      'Extrapulmonary sarcoidosis causes erythema nodosum, lupus pernio, anterior uveitis, facial nerve palsy, cardiac conduction block and arthritis.',
      'Sarcoidosis causes hypercalcemia and hypercalciuria because granulomas make 1-alpha-hydroxylase and calcitriol, and it raises serum ACE.',
      'Lofgren syndrome (erythema nodosum, bilateral hilar adenopathy, fever and ankle arthritis) is an acute form of sarcoidosis with a good prognosis.',
    ],
    bestInitialTest:
      'The best initial tests for suspected sarcoidosis are a chest x-ray and then CT, which show the typical pattern.',
    testOfChoice:
      'Sarcoidosis is confirmed by biopsy (usually endobronchial ultrasound-guided lymph node or transbronchial biopsy) showing noncaseating granulomas after tuberculosis, fungal infection and lymphoma are excluded; Lofgren syndrome can be diagnosed clinically, and serum ACE is supportive only.',
    firstLine:
      'First-line treatment of symptomatic or progressive sarcoidosis is oral glucocorticoids, while many asymptomatic patients need only observation because spontaneous remission is common.',
    management:
      'Sarcoidosis is treated for symptomatic or progressive pulmonary disease and for significant eye, heart, nervous system or calcium involvement; methotrexate is the usual steroid-sparing agent.',
    complications: [
      'Cardiac sarcoidosis can cause heart block, ventricular arrhythmia and sudden death.',
      'Sarcoidosis can progress to pulmonary fibrosis, and uveitis can threaten vision.',
      'Hypercalciuria in sarcoidosis causes kidney stones and nephrocalcinosis.',
    ],
    prognosis:
      'Sarcoidosis often remits spontaneously, especially Lofgren syndrome, but a minority of patients develop chronic progressive disease such as pulmonary fibrosis.',
    keyComparisons: [
      {
        with: 'id-tuberculosis',
        difference:
          'Tuberculosis forms caseating granulomas with acid-fast bacilli, whereas sarcoidosis forms noncaseating granulomas with negative stains and cultures; tuberculosis must be excluded before giving glucocorticoids for sarcoidosis.',
      },
      {
        with: 'heme-hodgkin-lymphoma',
        difference:
          'Lymphoma can also cause hilar or mediastinal adenopathy, so it is excluded by biopsy before sarcoidosis is diagnosed; symmetric bilateral hilar adenopathy in a well patient favors sarcoidosis.',
      },
    ],
    why: [
      {
        question: 'Why does sarcoidosis cause hypercalcemia?',
        answer:
          'Macrophages in sarcoid granulomas express 1-alpha-hydroxylase, which converts 25-hydroxyvitamin D to calcitriol independently of PTH, so intestinal calcium absorption rises and PTH is suppressed; glucocorticoids reverse it.',
      },
      {
        question: 'Why is serum ACE not diagnostic of sarcoidosis?',
        answer:
          'Serum ACE comes from granuloma macrophages and is neither sensitive nor specific for sarcoidosis, since it is normal in many patients and raised in other granulomatous diseases, so only biopsy confirms it.',
      },
    ],
    highYield: [
      'Bronchoalveolar lavage in sarcoidosis typically shows lymphocytosis with a raised CD4:CD8 ratio.',
    ],
    dontMiss:
      'Obtain an ECG in every patient with sarcoidosis because cardiac sarcoidosis can cause heart block and sudden death, arrange a baseline eye examination for uveitis, and exclude tuberculosis and fungal infection before starting glucocorticoids.',
    icd10: ['D86.9', 'D86.0', 'D86.2', 'D86.1'],
  },
  {
    id: 'pulm-idiopathic-pulmonary-fibrosis',
    title: 'Idiopathic pulmonary fibrosis',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'IPF',
      'pulmonary fibrosis',
      'interstitial lung disease',
      'ILD',
      'usual interstitial pneumonia',
      'UIP',
      'cryptogenic fibrosing alveolitis',
      'scarred lungs',
    ],
    definition:
      'Idiopathic pulmonary fibrosis is a chronic, progressive fibrosing interstitial pneumonia of unknown cause with a usual interstitial pneumonia (UIP) pattern, typically in adults over 60, more often men with a smoking history.',
    riskFactors: [
      'Risk factors for idiopathic pulmonary fibrosis include age over 60, male sex, cigarette smoking, family history and metal or wood dust exposure.',
    ],
    pathophysiology:
      'Idiopathic pulmonary fibrosis is thought to result from repeated injury to the alveolar epithelium followed by aberrant repair, in which fibroblasts and myofibroblasts driven by TGF-beta lay down collagen; the patchy subpleural fibrosis and honeycombing make the lungs stiff and small and impair gas transfer.',
    presentation: [
      'Idiopathic pulmonary fibrosis causes progressive exertional dyspnea and dry cough over months to years.',
      'Idiopathic pulmonary fibrosis causes fine bibasilar inspiratory velcro crackles and digital clubbing.',
      'Idiopathic pulmonary fibrosis shows restrictive physiology: reduced FVC, TLC and DLCO with a normal or raised FEV1/FVC.',
      'High-resolution CT in idiopathic pulmonary fibrosis shows basal, subpleural reticulation with honeycombing and traction bronchiectasis.',
    ],
    bestInitialTest:
      'The best initial tests for suspected idiopathic pulmonary fibrosis are pulmonary function tests and high-resolution CT.',
    testOfChoice:
      'A UIP pattern on high-resolution CT, with other causes excluded, establishes idiopathic pulmonary fibrosis without biopsy; lung biopsy is reserved for indeterminate imaging.',
    diagnosis:
      'Before idiopathic pulmonary fibrosis is diagnosed, connective tissue disease, drugs (amiodarone, methotrexate, nitrofurantoin, bleomycin), occupational exposures and hypersensitivity pneumonitis are excluded.',
    firstLine:
      'First-line treatment of idiopathic pulmonary fibrosis is antifibrotic therapy with pirfenidone or nintedanib, which slows the decline in FVC.',
    management:
      'Supportive care in idiopathic pulmonary fibrosis includes supplemental oxygen, pulmonary rehabilitation, vaccination and early referral for lung transplantation; glucocorticoids are not used for stable disease.',
    complications: [
      'An acute exacerbation of idiopathic pulmonary fibrosis (rapid worsening with new bilateral ground-glass opacities) carries high mortality.',
      'Idiopathic pulmonary fibrosis increases the risk of lung cancer and pulmonary hypertension.',
    ],
    prognosis:
      'Idiopathic pulmonary fibrosis has a poor prognosis, with median survival of about 3-5 years from diagnosis without transplantation.',
    keyComparisons: [
      {
        with: 'pulm-copd',
        difference:
          'Idiopathic pulmonary fibrosis is restrictive (low TLC, normal or raised FEV1/FVC, basal crackles, clubbing), whereas COPD is obstructive (low FEV1/FVC, hyperinflation).',
      },
      {
        with: 'pulm-sarcoidosis',
        difference:
          'Idiopathic pulmonary fibrosis affects older adults with basal subpleural fibrosis, whereas sarcoidosis affects younger adults with hilar adenopathy and upper-zone perilymphatic disease.',
      },
    ],
    why: [
      {
        question: 'Why is the FEV1/FVC normal or raised in idiopathic pulmonary fibrosis?',
        answer:
          'In idiopathic pulmonary fibrosis, both FEV1 and FVC fall because the lungs are small, while stiff lung tissue pulls the airways open and raises expiratory flow, so the ratio stays normal or high.',
      },
      {
        question: 'Why are glucocorticoids not used for stable idiopathic pulmonary fibrosis?',
        answer:
          'Idiopathic pulmonary fibrosis is driven by fibrosis rather than inflammation, and a trial of prednisone with azathioprine and N-acetylcysteine increased deaths and hospitalizations, so antifibrotics are used instead.',
      },
    ],
    highYield: [
      'Pirfenidone for idiopathic pulmonary fibrosis causes a photosensitivity rash, nausea and raised liver enzymes.',
      'Nintedanib, a tyrosine kinase inhibitor for idiopathic pulmonary fibrosis, causes diarrhea and raised liver enzymes.',
    ],
    dontMiss:
      'An acute exacerbation of idiopathic pulmonary fibrosis carries high mortality, and patients need surveillance for lung cancer and pulmonary hypertension.',
    icd10: ['J84.112'],
  },
  {
    id: 'pulm-pneumothorax',
    title: 'Pneumothorax',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'pneumothorax',
      'PTX',
      'collapsed lung',
      'punctured lung',
      'spontaneous pneumothorax',
      'primary spontaneous pneumothorax',
      'tension pneumothorax',
      'traumatic pneumothorax',
    ],
    definition:
      'Pneumothorax is air in the pleural space; primary spontaneous pneumothorax occurs without known lung disease, secondary pneumothorax complicates lung disease such as COPD, and tension pneumothorax is a one-way valve leak that shifts the mediastinum and causes obstructive shock.',
    mostCommonCause:
      'The most common cause of primary spontaneous pneumothorax is rupture of apical subpleural blebs in tall, thin young adults (often smokers), and COPD is the most common cause of secondary spontaneous pneumothorax.',
    causes: [
      'Other causes of pneumothorax include chest trauma and iatrogenic injury from central line placement, thoracentesis, lung biopsy and positive-pressure ventilation.',
    ],
    riskFactors: [
      'Risk factors for pneumothorax include smoking, tall thin body habitus, male sex, Marfan syndrome and lung disease such as COPD, cystic fibrosis and Pneumocystis pneumonia.',
    ],
    pathophysiology:
      'Air in the pleural space abolishes the negative intrapleural pressure that holds the lung open, so the lung collapses by its own elastic recoil. In tension pneumothorax, a one-way valve admits air with each breath but does not let it out, so rising pressure shifts the mediastinum, compresses the great veins and cuts venous return, causing obstructive shock.',
    presentation: [
      'Pneumothorax causes sudden pleuritic chest pain and dyspnea.',
      'Examination over a pneumothorax shows reduced breath sounds, hyperresonance to percussion and reduced tactile fremitus on the affected side.',
      'Tension pneumothorax causes hypotension, tachycardia, distended neck veins, tracheal deviation away from the affected side and rising airway pressures in ventilated patients.',
      'The chest x-ray in pneumothorax shows a visceral pleural line with no lung markings beyond it, and ultrasound shows absent lung sliding.',
    ],
    bestInitialTest:
      'The best initial test for pneumothorax in a stable patient is an upright chest x-ray, with bedside ultrasound as a fast and sensitive alternative; tension pneumothorax is a clinical diagnosis and treatment must not wait for imaging.',
    testOfChoice:
      'CT of the chest is the most sensitive test for pneumothorax and is used when the chest x-ray is uncertain.',
    firstLine:
      'First-line treatment of tension pneumothorax is immediate needle decompression (4th or 5th intercostal space just anterior to the midaxillary line, or 2nd intercostal space in the midclavicular line) followed by a chest tube; a large or symptomatic primary spontaneous pneumothorax is treated with needle aspiration or a small-bore chest tube.',
    management:
      'A small, stable primary spontaneous pneumothorax may be observed with follow-up. Secondary pneumothorax usually needs a chest tube and admission. Recurrence prevention (pleurodesis or VATS) is offered after a recurrence or after a secondary pneumothorax.',
    complications: [
      'Pneumothorax recurs frequently, especially in smokers and after secondary pneumothorax.',
      'Complications of pneumothorax treatment include persistent air leak and re-expansion pulmonary edema.',
    ],
    prevention:
      'Stopping smoking reduces recurrence of spontaneous pneumothorax; patients should avoid air travel until a pneumothorax has resolved and avoid diving unless definitive surgery has been performed.',
    keyComparisons: [
      {
        with: 'em-tension-pneumothorax',
        difference:
          'A simple pneumothorax causes dyspnea and pleuritic pain with stable hemodynamics, whereas tension pneumothorax adds hypotension, distended neck veins and tracheal deviation and needs immediate needle decompression.',
      },
      {
        with: 'card-cardiac-tamponade',
        difference:
          'Tension pneumothorax and cardiac tamponade both cause obstructive shock with distended neck veins, but tension pneumothorax has unilateral absent breath sounds and hyperresonance, while tamponade has muffled heart sounds and pulsus paradoxus.',
      },
    ],
    why: [
      {
        question: 'Why does the trachea deviate away from a tension pneumothorax?',
        answer:
          'In tension pneumothorax, pressure builds in the affected hemithorax with every breath and pushes the mediastinum, including the trachea, toward the opposite side.',
      },
      {
        question: 'Why is air travel avoided after a pneumothorax?',
        answer:
          'At the lower cabin pressure of an aircraft, trapped pleural gas expands (Boyle law), so an unresolved pneumothorax can enlarge and become symptomatic or tension.',
      },
    ],
    highYield: [
      'Primary spontaneous pneumothorax classically affects tall, thin young men who smoke.',
    ],
    dontMiss:
      'New hypotension after central line placement, chest trauma or starting positive-pressure ventilation may be a tension pneumothorax.',
    icd10: ['J93.11', 'J93.12', 'J93.0', 'S27.0XXA', 'J93.9'],
  },
  {
    id: 'pulm-pleural-effusion',
    title: 'Pleural effusion',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'pleural effusion',
      'fluid around the lung',
      'water on the lung',
      'thoracentesis',
      'Light\'s criteria',
      'exudate',
      'transudate',
      'parapneumonic effusion',
      'empyema',
      'malignant pleural effusion',
    ],
    definition:
      'A pleural effusion is abnormal fluid in the pleural space, classified as a transudate (altered hydrostatic or oncotic pressure: heart failure, cirrhosis, nephrotic syndrome) or an exudate (inflammation, infection or malignancy: pneumonia, cancer, tuberculosis, pulmonary embolism).',
    mostCommonCause:
      'The most common cause of pleural effusion overall is heart failure, which typically gives bilateral transudates; pneumonia (parapneumonic effusion) is the most common cause of an exudate.',
    causes: [
      'Transudative pleural effusions are caused by heart failure, cirrhosis (hepatic hydrothorax) and nephrotic syndrome.',
      'Exudative pleural effusions are caused by pneumonia, malignancy, tuberculosis, pulmonary embolism, pancreatitis and autoimmune disease such as rheumatoid arthritis.',
    ],
    pathophysiology:
      'Pleural fluid accumulates when its formation exceeds lymphatic removal: transudates come from raised hydrostatic or reduced oncotic pressure across intact pleura, while exudates come from inflamed, leaky pleural capillaries or blocked lymphatics, so they are rich in protein and LDH.',
    presentation: [
      'Pleural effusion causes dyspnea or pleuritic pain, or no symptoms.',
      'Examination over a pleural effusion shows dullness to percussion, reduced breath sounds and reduced tactile fremitus.',
      'The chest x-ray in pleural effusion shows a blunted costophrenic angle with a meniscus, and ultrasound detects small effusions and guides drainage.',
    ],
    bestInitialTest:
      'The best initial tests for pleural effusion are a chest x-ray or ultrasound, which detect the fluid.',
    testOfChoice:
      'Diagnostic thoracentesis (unless heart failure is clearly the cause) classifies a pleural effusion by Light\'s criteria, with cell count, glucose, pH, Gram stain and culture, and cytology also sent.',
    criteria: {
      name: 'Light\'s criteria (an exudate meets at least one)',
      items: [
        'Pleural fluid protein divided by serum protein above 0.5.',
        'Pleural fluid LDH divided by serum LDH above 0.6.',
        'Pleural fluid LDH above two-thirds of the upper limit of normal for serum LDH.',
      ],
    },
    firstLine:
      'First-line management of a pleural effusion is treatment of its cause, such as diuresis for heart failure; a complicated parapneumonic effusion or empyema (pus, positive Gram stain or culture, pH below 7.2, glucose below 60 mg/dL) needs chest tube drainage plus antibiotics.',
    management:
      'Therapeutic thoracentesis relieves a large symptomatic pleural effusion, and a recurrent malignant pleural effusion is managed with an indwelling pleural catheter or pleurodesis.',
    complications: [
      'Removing a large volume of pleural fluid (more than about 1.5 L) at once risks re-expansion pulmonary edema.',
      'An undrained empyema can organize into a fibrous peel that traps the lung.',
    ],
    keyComparisons: [
      {
        with: 'card-heart-failure',
        difference:
          'Heart failure causes bilateral transudative pleural effusions that resolve with diuresis, so thoracentesis is needed only for atypical features such as a unilateral effusion, fever or pleuritic pain.',
      },
      {
        with: 'pulm-pneumothorax',
        difference:
          'A pleural effusion is dull to percussion with reduced breath sounds, whereas a pneumothorax is hyperresonant with reduced breath sounds.',
      },
    ],
    why: [
      {
        question: 'Why can diuresis make a transudate look like an exudate?',
        answer:
          'Diuretics remove water from pleural fluid faster than protein and LDH, so a heart failure transudate can meet Light\'s criteria (a pseudo-exudate); a serum-to-pleural albumin gradient above 1.2 g/dL identifies it as a transudate.',
      },
      {
        question: 'Why is pleural fluid glucose low in empyema?',
        answer:
          'Neutrophils and bacteria in an empyema consume glucose and produce acid, which is why low glucose and low pH mark a complicated effusion that needs drainage.',
      },
    ],
    highYield: [
      'Low pleural fluid glucose occurs in empyema, rheumatoid arthritis, tuberculosis and malignancy.',
      'High pleural fluid amylase occurs in pancreatitis and esophageal rupture.',
      'Milky pleural fluid with triglycerides above 110 mg/dL indicates a chylothorax.',
      'A lymphocytic exudate with high adenosine deaminase suggests tuberculous pleural effusion.',
    ],
    dontMiss:
      'A complicated parapneumonic effusion or empyema needs chest tube drainage, and a large-volume thoracentesis of more than about 1.5 L risks re-expansion pulmonary edema.',
    icd10: ['J90', 'J91.8', 'J91.0', 'J86.9', 'J94.0'],
  },
  {
    id: 'pulm-ards',
    title: 'Acute respiratory distress syndrome (ARDS)',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'ARDS',
      'acute respiratory distress syndrome',
      'noncardiogenic pulmonary edema',
      'acute lung injury',
      'diffuse alveolar damage',
      'hypoxemic respiratory failure',
      'shock lung',
      'Berlin criteria',
    ],
    definition:
      'Acute respiratory distress syndrome (ARDS) is acute diffuse inflammatory lung injury that increases alveolar-capillary permeability, producing noncardiogenic pulmonary edema and severe hypoxemia.',
    mostCommonCause: 'The most common causes of ARDS are sepsis and pneumonia.',
    causes: [
      'Direct lung causes of ARDS include pneumonia, aspiration of gastric contents, inhalation injury, near-drowning and lung contusion.',
      'Indirect causes of ARDS include sepsis, major trauma, acute pancreatitis, transfusion (TRALI) and burns.',
    ],
    pathophysiology:
      'In ARDS, inflammatory injury to the alveolar epithelium and capillary endothelium by neutrophils and cytokines makes the barrier leaky, so protein-rich fluid floods the alveoli, surfactant is lost and alveoli collapse; hyaline membranes form (diffuse alveolar damage), producing intrapulmonary shunt, stiff lungs and hypoxemia refractory to oxygen.',
    presentation: [
      'ARDS begins within 1 week of a known insult with rapidly worsening dyspnea and hypoxemia refractory to supplemental oxygen.',
      'ARDS shows bilateral opacities on chest imaging that are not fully explained by effusions, collapse or nodules.',
      'The respiratory failure of ARDS is not fully explained by heart failure or fluid overload.',
    ],
    bestInitialTest:
      'The best initial tests for ARDS are chest imaging showing bilateral opacities and an arterial blood gas to calculate the PaO2/FiO2 ratio.',
    testOfChoice:
      'Echocardiography excludes cardiogenic pulmonary edema when the cause of suspected ARDS is uncertain.',
    criteria: {
      name: 'Berlin definition of ARDS',
      items: [
        'Timing: within 1 week of a known insult or new or worsening respiratory symptoms.',
        'Imaging: bilateral opacities not fully explained by effusions, lobar or lung collapse, or nodules.',
        'Origin: respiratory failure not fully explained by cardiac failure or fluid overload.',
        'Oxygenation on PEEP of at least 5 cmH2O: mild PaO2/FiO2 201-300, moderate 101-200, severe 100 or less.',
      ],
    },
    firstLine:
      'First-line treatment of ARDS is treating the cause plus lung-protective ventilation: tidal volume 6 mL/kg of predicted body weight (range 4-8), plateau pressure 30 cmH2O or less and adequate PEEP.',
    management:
      'In ARDS, use a conservative fluid strategy once shock has resolved, and prone positioning for at least 12 hours a day when PaO2/FiO2 is below 150. Refractory ARDS may need neuromuscular blockade or ECMO at an experienced center.',
    complications: [
      'Complications of ARDS include barotrauma and pneumothorax, ventilator-associated pneumonia, and long-term weakness and cognitive impairment.',
    ],
    prognosis:
      'ARDS has a mortality of roughly 30-40% that rises with severity, and survivors often have lasting weakness, cognitive impairment and reduced quality of life.',
    keyComparisons: [
      {
        with: 'card-heart-failure',
        difference:
          'Cardiogenic pulmonary edema is the main mimic of ARDS and shows cardiomegaly, a raised BNP, high filling pressures and a response to diuresis, whereas ARDS is a permeability edema with normal filling pressures.',
      },
    ],
    why: [
      {
        question: 'Why does the hypoxemia of ARDS respond poorly to supplemental oxygen?',
        answer:
          'In ARDS, blood flows past flooded and collapsed alveoli that are not ventilated (shunt), and extra inspired oxygen cannot reach that blood; PEEP helps by reopening alveoli.',
      },
      {
        question: 'Why are low tidal volumes used in ARDS?',
        answer:
          'In ARDS only a small part of the lung is aerated (the baby lung), so normal tidal volumes overdistend it and cause further ventilator-induced injury; a tidal volume of 6 mL/kg of predicted body weight reduced mortality.',
      },
      {
        question: 'Why does prone positioning help in ARDS?',
        answer:
          'Prone positioning reopens the dorsal lung, where perfusion is greatest, and makes ventilation more even, which improves V/Q matching and oxygenation and lowers mortality in moderate-severe ARDS.',
      },
    ],
    highYield: [
      'A 2023 global definition of ARDS extends the Berlin criteria to patients on high-flow nasal oxygen of at least 30 L/min and allows SpO2/FiO2 and lung ultrasound where blood gases or radiographs are unavailable.',
    ],
    dontMiss:
      'Cardiogenic pulmonary edema (cardiomegaly, raised BNP, response to diuresis) is the main mimic of ARDS.',
    icd10: ['J80'],
  },
  {
    id: 'pulm-obstructive-sleep-apnea',
    title: 'Obstructive sleep apnea',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'OSA',
      'sleep apnea',
      'sleep apnoea',
      'obstructive sleep apnea syndrome',
      'snoring',
      'daytime sleepiness',
      'apnea-hypopnea index',
      'AHI',
      'CPAP',
    ],
    definition:
      'Obstructive sleep apnea is repeated collapse of the upper airway during sleep, causing apneas and hypopneas, intermittent hypoxemia and arousals that fragment sleep.',
    mostCommonCause:
      'The most important risk factor for obstructive sleep apnea in adults is obesity, and the most common cause in children is adenotonsillar hypertrophy.',
    riskFactors: [
      'Risk factors for obstructive sleep apnea include obesity, a large neck circumference, male sex, older age and craniofacial abnormalities, and adenotonsillar hypertrophy in children.',
    ],
    pathophysiology:
      'In obstructive sleep apnea, loss of pharyngeal dilator muscle tone during sleep lets a narrow or crowded upper airway collapse; each obstruction causes hypoxemia and hypercapnia, a surge of sympathetic activity and an arousal that reopens the airway, fragmenting sleep and raising blood pressure.',
    presentation: [
      'Obstructive sleep apnea causes loud snoring, witnessed apneas and waking with choking or gasping.',
      'Obstructive sleep apnea causes excessive daytime sleepiness, unrefreshing sleep, morning headache and poor concentration.',
      'Obstructive sleep apnea is associated with resistant hypertension, atrial fibrillation, heart failure, stroke, pulmonary hypertension and secondary polycythemia.',
    ],
    bestInitialTest:
      'The best initial step for suspected obstructive sleep apnea is a screening questionnaire such as STOP-BANG to identify high-risk patients.',
    testOfChoice:
      'In-laboratory polysomnography is the gold standard for obstructive sleep apnea, and home sleep apnea testing is acceptable in uncomplicated adults.',
    criteria: {
      name: 'Apnea-hypopnea index (AHI) criteria for obstructive sleep apnea',
      items: [
        'Diagnosis: AHI of 5 or more events per hour with symptoms, or 15 or more per hour regardless of symptoms.',
        'Mild obstructive sleep apnea: AHI 5-14 per hour.',
        'Moderate obstructive sleep apnea: AHI 15-29 per hour.',
        'Severe obstructive sleep apnea: AHI 30 or more per hour.',
      ],
    },
    firstLine:
      'First-line treatment of symptomatic or moderate-severe obstructive sleep apnea in adults is CPAP, together with weight loss, exercise, positional therapy and avoiding alcohol and sedatives; in children it is adenotonsillectomy.',
    management:
      'Mandibular advancement devices suit mild-moderate obstructive sleep apnea or CPAP intolerance, and hypoglossal nerve stimulation or upper airway surgery is used in selected patients.',
    complications: [
      'Untreated obstructive sleep apnea causes drowsy-driving crashes, resistant hypertension, atrial fibrillation, heart failure, stroke and pulmonary hypertension.',
      'Untreated obstructive sleep apnea increases perioperative complications.',
    ],
    keyComparisons: [
      {
        with: 'card-hypertension',
        difference:
          'Obstructive sleep apnea is a common secondary cause of resistant hypertension, so snoring and daytime sleepiness are asked about in every patient with hard-to-control blood pressure.',
      },
      {
        with: 'pulm-pulmonary-hypertension',
        difference:
          'Obstructive sleep apnea causes pulmonary hypertension in WHO group 3 (lung disease or hypoxia), driven by recurrent hypoxic pulmonary vasoconstriction.',
      },
    ],
    why: [
      {
        question: 'Why does obstructive sleep apnea cause hypertension?',
        answer:
          'Each apnea in obstructive sleep apnea causes hypoxemia and an arousal with a surge of sympathetic activity, and the repeated surges raise blood pressure that persists into the daytime.',
      },
      {
        question: 'Why do alcohol and sedatives worsen obstructive sleep apnea?',
        answer:
          'Alcohol and sedatives relax the pharyngeal dilator muscles and blunt arousal, so the airway collapses more easily and apneas last longer.',
      },
    ],
    highYield: [
      'Obesity hypoventilation syndrome (BMI 30 or more with daytime PaCO2 above 45 mmHg) often coexists with obstructive sleep apnea.',
    ],
    dontMiss:
      'Counsel patients with obstructive sleep apnea about drowsy driving, look for coexisting obesity hypoventilation syndrome, and flag untreated obstructive sleep apnea before surgery.',
    icd10: ['G47.33'],
  },
  {
    id: 'pulm-pulmonary-hypertension',
    title: 'Pulmonary hypertension',
    subject: 'Pulmonology',
    kind: 'condition',
    aliases: [
      'PH',
      'pulmonary hypertension',
      'PAH',
      'pulmonary arterial hypertension',
      'idiopathic pulmonary arterial hypertension',
      'primary pulmonary hypertension',
      'CTEPH',
      'cor pulmonale',
      'right heart failure',
    ],
    definition:
      'Pulmonary hypertension is a mean pulmonary artery pressure above 20 mmHg at rest on right heart catheterization, grouped by WHO into 5 groups by cause.',
    mostCommonCause:
      'The most common cause of pulmonary hypertension is left heart disease (WHO group 2).',
    causes: [
      'WHO group 1 pulmonary hypertension is pulmonary arterial hypertension: idiopathic, heritable (e.g. BMPR2), drug- and toxin-induced, or associated with connective tissue disease.',
      'WHO group 2 pulmonary hypertension is due to left heart disease, and group 3 to lung disease or hypoxia.',
      'WHO group 4 pulmonary hypertension is chronic thromboembolic disease, and group 5 has unclear or multifactorial mechanisms.',
    ],
    riskFactors: [
      'Risk factors for pulmonary arterial hypertension include a BMPR2 mutation or family history, anorexigens and methamphetamine, systemic sclerosis, HIV, portal hypertension and congenital heart disease with shunt.',
    ],
    pathophysiology:
      'In pulmonary arterial hypertension, endothelial dysfunction with too little nitric oxide and prostacyclin and too much endothelin-1 drives vasoconstriction and smooth muscle proliferation that narrow the small pulmonary arteries; rising pulmonary vascular resistance makes the right ventricle hypertrophy, then dilate and fail.',
    presentation: [
      'Pulmonary hypertension causes exertional dyspnea and fatigue, exertional chest pain or syncope.',
      'Examination in pulmonary hypertension shows a loud P2, a right ventricular heave and a tricuspid regurgitation murmur.',
      'Pulmonary hypertension causes right heart failure with a raised JVP, hepatomegaly, peripheral edema and ascites.',
      'The ECG in pulmonary hypertension shows right ventricular hypertrophy and right axis deviation, and the chest x-ray shows enlarged central pulmonary arteries.',
    ],
    bestInitialTest:
      'The best initial test for suspected pulmonary hypertension is transthoracic echocardiography, which estimates pulmonary artery systolic pressure and right ventricular size and function.',
    testOfChoice:
      'Right heart catheterization confirms pulmonary hypertension, and a V/Q scan screens for chronic thromboembolic disease.',
    criteria: {
      name: 'Hemodynamic definition of pulmonary hypertension on right heart catheterization',
      items: [
        'Pulmonary hypertension: mean pulmonary artery pressure above 20 mmHg at rest.',
        'Precapillary pulmonary hypertension (including pulmonary arterial hypertension): pulmonary artery wedge pressure of 15 mmHg or less and pulmonary vascular resistance above 2 Wood units.',
        'Postcapillary pulmonary hypertension (left heart disease): pulmonary artery wedge pressure above 15 mmHg.',
      ],
    },
    firstLine:
      'First-line management of pulmonary hypertension in groups 2 and 3 is treating the underlying heart or lung disease with oxygen for hypoxemia, while group 1 pulmonary arterial hypertension is treated with targeted therapy, often in combination.',
    management:
      'In group 1 pulmonary arterial hypertension, vasoreactivity is tested during catheterization; responders receive high-dose calcium channel blockers, and the rest receive targeted therapy (endothelin receptor antagonists, PDE-5 inhibitors or the soluble guanylate cyclase stimulator riociguat, prostacyclin pathway agents), with sotatercept, an activin signaling inhibitor, as add-on therapy. Chronic thromboembolic pulmonary hypertension is treated with lifelong anticoagulation and pulmonary endarterectomy when operable.',
    contraindications: [
      'PDE-5 inhibitors for pulmonary hypertension (sildenafil, tadalafil) are contraindicated with nitrates because of severe hypotension.',
      'Endothelin receptor antagonists for pulmonary arterial hypertension are contraindicated in pregnancy because they are teratogenic.',
    ],
    complications: [
      'Pulmonary hypertension progresses to right heart failure, arrhythmia and sudden death.',
      'Pregnancy carries high maternal mortality in pulmonary arterial hypertension.',
    ],
    keyComparisons: [
      {
        with: 'card-heart-failure',
        difference:
          'Pulmonary hypertension from left heart failure (group 2) has a wedge pressure above 15 mmHg and is treated by treating the heart failure, whereas pulmonary arterial hypertension (group 1) has a normal wedge pressure and needs targeted vasodilators.',
      },
      {
        with: 'rheum-systemic-sclerosis',
        difference:
          'Systemic sclerosis, especially limited cutaneous disease, causes pulmonary arterial hypertension, so these patients are screened regularly with echocardiography.',
      },
    ],
    why: [
      {
        question: 'Why do the classic pulmonary arterial hypertension drugs target three pathways?',
        answer:
          'Pulmonary arterial hypertension has too little nitric oxide and prostacyclin and too much endothelin-1, so PDE-5 inhibitors boost the nitric oxide pathway, prostacyclin analogues replace prostacyclin and endothelin receptor antagonists block endothelin. Sotatercept adds a fourth, antiproliferative approach by trapping activin-signaling ligands.',
      },
      {
        question: 'Why is a V/Q scan used to screen for chronic thromboembolic pulmonary hypertension?',
        answer:
          'A V/Q scan is more sensitive than CT pulmonary angiography for chronic thromboembolic disease, and a normal V/Q scan effectively excludes it.',
      },
      {
        question: 'Why is P2 loud in pulmonary hypertension?',
        answer:
          'High pulmonary artery pressure closes the pulmonic valve more forcefully at the end of systole, making the pulmonic component of S2 loud.',
      },
    ],
    highYield: [
      'Endothelin receptor antagonists for pulmonary arterial hypertension (bosentan, ambrisentan, macitentan) are teratogenic and cause edema, and bosentan causes liver toxicity.',
      'IV epoprostenol for pulmonary arterial hypertension causes flushing, jaw pain and line infections, and abrupt interruption can cause fatal rebound.',
    ],
    dontMiss:
      'Exertional syncope and right heart failure signal advanced pulmonary hypertension, pregnancy carries high maternal mortality in pulmonary arterial hypertension, and patients with systemic sclerosis should be screened.',
    icd10: ['I27.20', 'I27.0', 'I27.21', 'I27.22', 'I27.23', 'I27.24'],
  },
];
