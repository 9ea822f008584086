import type { ItemModel } from '../types';

const earlyLymeDisease: ItemModel = {
  id: 'id-lyme-erythema-migrans',
  category: 'Infectious Disease',
  examTypes: ['usmle', 'comlex'],
  topic: 'Early localized Lyme disease',
  patient: { sex: 'any', age: { min: 56, max: 78 } },
  variables: {
    site: { kind: 'choice', values: ['right thigh', 'left flank', 'back of the right knee'] },
    place: { kind: 'choice', values: ['Connecticut', 'Wisconsin', 'eastern Pennsylvania'] },
    size: { kind: 'number', min: 8, max: 16, unit: 'cm' },
    temp: { kind: 'number', lab: 'temperature', min: 37.2, max: 38.0, step: 0.1, expect: 'any' },
    hr: { kind: 'number', lab: 'heartRate', min: 70, max: 94, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 110, max: 136, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 66, max: 82, expect: 'any' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} comes to the physician in July because of a rash on the {{site}} for 4 days. It began as a small red spot and has slowly enlarged. {{He}} also has fatigue, headache, and muscle aches. Ten days ago {{he}} went hiking and camping in {{place}}. {{He}} has no known drug allergies. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. On the {{site}} there is a warm, nontender, annular erythematous patch {{size}} in diameter with central clearing and no vesicles or scale. There is no facial weakness, neck stiffness, or joint swelling, and the heart sounds are normal. An ECG shows sinus rhythm with a normal PR interval.',
  leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
  key: {
    text: 'Doxycycline',
    why: 'Oral doxycycline for 10 days is first-line for erythema migrans (amoxicillin or cefuroxime axetil are equivalent alternatives); it also covers coinfection with Anaplasma.',
  },
  distractors: [
    {
      text: 'Ceftriaxone',
      why: 'Intravenous ceftriaxone is reserved for Lyme meningitis, high-degree atrioventricular block or other severe disseminated disease; oral therapy suffices for erythema migrans.',
    },
    {
      text: 'Cephalexin',
      why: 'First-generation cephalosporins are ineffective against Borrelia burgdorferi; they treat streptococcal and staphylococcal cellulitis, which is tender and lacks central clearing.',
    },
    {
      text: 'Ciprofloxacin',
      why: 'Fluoroquinolones are not active against Borrelia burgdorferi.',
    },
    {
      text: 'Trimethoprim-sulfamethoxazole',
      why: 'Trimethoprim-sulfamethoxazole has no useful activity against Borrelia; it is used for purulent MRSA skin infections.',
    },
    {
      text: 'Clindamycin',
      why: 'Clindamycin is not active against Borrelia burgdorferi; it is used for streptococcal and staphylococcal skin infections and, with quinine, for babesiosis.',
    },
    {
      text: 'Fluconazole',
      why: 'An antifungal treats tinea corporis, an annular lesion with a scaly advancing border that enlarges over weeks, not days.',
    },
  ],
  rationale: 'An expanding annular erythema of at least 5 cm ({{size}} here) with central clearing appearing days to weeks after outdoor exposure in an endemic area ({{place}}) in summer, with flu-like symptoms, is erythema migrans of early localized Lyme disease. The diagnosis is clinical; serology is often negative this early and is not needed. Oral doxycycline is the treatment of choice, and the absence of neurologic or cardiac findings means intravenous therapy is unnecessary.',
  objective: 'Diagnose erythema migrans clinically and treat it with oral doxycycline.',
};

const clostridioidesDifficile: ItemModel = {
  id: 'id-clostridioides-difficile-initial',
  category: 'Infectious Disease',
  examTypes: ['usmle', 'comlex'],
  topic: 'Clostridioides difficile infection: initial episode',
  patient: { sex: 'any', age: { min: 60, max: 79 } },
  variables: {
    day: { kind: 'choice', values: ['5', '6', '7'] },
    stools: { kind: 'number', min: 5, max: 9 },
    temp: { kind: 'number', lab: 'temperature', min: 37.4, max: 38.2, step: 0.1, expect: 'any' },
    hr: { kind: 'number', lab: 'heartRate', min: 84, max: 100, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 118, max: 140, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 66, max: 82, expect: 'any' },
    wbc: { kind: 'number', lab: 'wbc', min: 10500, max: 14500, step: 100, expect: 'any', thousands: true },
    creatinine: { kind: 'number', lab: 'creatinine', min: 0.8, max: 1.2, step: 0.1, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} is hospitalized for community-acquired pneumonia treated with intravenous ceftriaxone and oral azithromycin. On hospital day {{day}}, {{he}} develops crampy lower abdominal pain and watery diarrhea, now {{stools:v}} stools a day. {{He}} has never had a similar illness. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The abdomen is soft and mildly tender in both lower quadrants, without distention, guarding, or rebound; bowel sounds are active. Leukocyte count is {{wbc}}, and serum creatinine is {{creatinine}}. A stool test is positive for Clostridioides difficile toxin. The pneumonia has improved, and the antibiotic course is stopped.',
  leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
  key: {
    text: 'Oral vancomycin',
    why: 'Oral vancomycin (or fidaxomicin) for 10 days is first-line for an initial nonfulminant episode; taken by mouth it reaches high concentrations in the colon because it is not absorbed.',
  },
  distractors: [
    {
      text: 'Intravenous vancomycin',
      why: 'Intravenous vancomycin is not excreted into the colon and is ineffective against C. difficile colitis.',
    },
    {
      text: 'Oral metronidazole',
      why: 'Metronidazole has lower cure rates and is now used for an initial nonsevere episode only when vancomycin and fidaxomicin are unavailable.',
    },
    {
      text: 'Loperamide',
      why: 'Antimotility drugs are avoided in active C. difficile infection because they may promote toxin retention and toxic megacolon.',
    },
    {
      text: 'Oral ciprofloxacin',
      why: 'Fluoroquinolones do not treat C. difficile and are a strong risk factor for it.',
    },
    {
      text: 'Intravenous metronidazole',
      why: 'Intravenous metronidazole is added to high-dose oral or rectal vancomycin only for fulminant disease with ileus or shock; alone it is inadequate.',
    },
    {
      text: 'Fecal microbiota transplantation',
      why: 'Fecal microbiota therapy is reserved for multiply recurrent infection after appropriate antibiotic courses, not a first episode.',
    },
  ],
  rationale: 'New watery diarrhea (three or more unformed stools in 24 hours) in a hospitalized patient receiving antibiotics, with a positive C. difficile toxin test, is Clostridioides difficile infection. With a leukocyte count of {{wbc}} (below 15,000/mm³) and creatinine of {{creatinine}} (below 1.5 mg/dL) and no hypotension, ileus or megacolon, the episode is nonsevere. Treatment is oral vancomycin or fidaxomicin, with the inciting antibiotics stopped when possible and contact precautions with soap-and-water hand hygiene.',
  objective: 'Treat an initial nonfulminant Clostridioides difficile infection with oral vancomycin or fidaxomicin.',
};

const severeMalaria: ItemModel = {
  id: 'id-severe-falciparum-malaria',
  category: 'Infectious Disease',
  examTypes: ['usmle', 'comlex'],
  topic: 'Severe Plasmodium falciparum malaria',
  patient: { sex: 'any', age: { min: 24, max: 54 } },
  variables: {
    country: { kind: 'choice', values: ['Nigeria', 'Ghana', 'Uganda', 'Mali'] },
    returned: { kind: 'choice', values: ['6 days', '8 days', '10 days'] },
    temp: { kind: 'number', lab: 'temperature', min: 39.0, max: 40.4, step: 0.1, expect: 'high' },
    hr: { kind: 'number', lab: 'heartRate', min: 112, max: 130, expect: 'high' },
    rr: { kind: 'number', lab: 'respiratoryRate', min: 20, max: 26, expect: 'any' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 96, max: 114, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 56, max: 70, expect: 'any' },
    platelets: { kind: 'number', lab: 'platelets', min: 38000, max: 80000, step: 1000, expect: 'low', thousands: true },
    creatinine: { kind: 'number', lab: 'creatinine', min: 1.6, max: 2.4, step: 0.1, expect: 'high' },
    bilirubin: { kind: 'number', lab: 'totalBilirubin', min: 2.4, max: 4.0, step: 0.1, expect: 'high' },
    glucose: { kind: 'number', lab: 'glucose', min: 74, max: 110, expect: 'any' },
    parasitemia: { kind: 'number', min: 6, max: 12, unit: '%' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 30,
  stem: 'A {{ageText}} {{person}} is brought to the emergency department because of fever, chills, headache, and increasing confusion for 3 days. {{He}} returned {{returned}} ago from a 3-week visit to family in {{country}} and did not take malaria prophylaxis. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} is drowsy and disoriented but has no neck stiffness or focal neurologic deficit. There is scleral icterus, and the spleen tip is palpable. Platelet count is {{platelets}}, serum creatinine is {{creatinine}}, total bilirubin is {{bilirubin}}, and glucose is {{glucose}}. Thick and thin blood smears show numerous small ring forms, many erythrocytes containing more than one ring, and crescent-shaped gametocytes; parasitemia is {{parasitemia}}.',
  leadIn: 'Which of the following is the most appropriate treatment?',
  key: {
    text: 'Intravenous artesunate',
    why: 'Intravenous artesunate is the treatment of choice for severe malaria; it clears parasites faster and lowers mortality compared with quinine or quinidine. A full oral course (such as artemether-lumefantrine) follows once parasitemia falls and the patient can take oral medication.',
  },
  distractors: [
    {
      text: 'Oral chloroquine',
      why: 'P. falciparum from sub-Saharan Africa is chloroquine resistant, and oral therapy is inadequate for severe malaria.',
    },
    {
      text: 'Oral primaquine',
      why: 'Primaquine eradicates liver hypnozoites of P. vivax and P. ovale (after G6PD testing); it does not treat blood-stage falciparum malaria.',
    },
    {
      text: 'Oral atovaquone-proguanil',
      why: 'Atovaquone-proguanil treats uncomplicated malaria or completes therapy after intravenous artesunate; it is not sufficient initial treatment for severe disease.',
    },
    {
      text: 'Oral artemether-lumefantrine',
      why: 'This oral combination treats uncomplicated falciparum malaria and is used to complete therapy after artesunate, not as the initial treatment of severe malaria with impaired consciousness.',
    },
    {
      text: 'Oral mefloquine',
      why: 'Mefloquine is used mainly for prophylaxis, is oral, and causes neuropsychiatric effects; it is not used for severe malaria.',
    },
    {
      text: 'Oral doxycycline',
      why: 'Doxycycline is a slow-acting partner drug or prophylactic agent and is never used alone for acute malaria.',
    },
  ],
  rationale: 'Fever after travel to sub-Saharan Africa without prophylaxis, with ring forms, multiply infected erythrocytes and crescent-shaped gametocytes, is Plasmodium falciparum malaria. Impaired consciousness, parasitemia of {{parasitemia}} (at least 5%), jaundice and kidney injury each define severe malaria, which requires intravenous artesunate in an intensive care setting, followed by a complete oral course.',
  objective: 'Recognize severe falciparum malaria and treat it with intravenous artesunate.',
};

const pneumoniaLymphaticSequence: ItemModel = {
  id: 'id-omm-pneumonia-thoracic-inlet',
  category: 'Infectious Disease',
  examTypes: ['comlex'],
  topic: 'Pneumonia: sequence of osteopathic lymphatic treatment',
  patient: { sex: 'any', age: { min: 40, max: 75 } },
  variables: {
    lobe: { kind: 'choice', values: ['right lower lobe', 'left lower lobe', 'right middle lobe'] },
    day: { kind: 'choice', values: ['2', '3'] },
    temp: { kind: 'number', lab: 'temperature', min: 37.6, max: 38.4, step: 0.1, expect: 'any' },
    hr: { kind: 'number', lab: 'heartRate', min: 86, max: 104, expect: 'any' },
    rr: { kind: 'number', lab: 'respiratoryRate', min: 18, max: 24, expect: 'any' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 134, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 66, max: 80, expect: 'normal' },
    spo2: { kind: 'number', lab: 'oxygenSaturation', min: 93, max: 96, expect: 'any' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} is hospitalized with community-acquired pneumonia of the {{lobe}} and is receiving intravenous ceftriaxone and azithromycin. On hospital day {{day}}, {{he}} feels somewhat better but still has a productive cough and difficulty clearing secretions. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, and oxygen saturation is {{spo2}} on 2 L/min of oxygen by nasal cannula. Crackles are heard over the {{lobe}}. {{He}} has no rib fracture, osteoporosis, malignancy, abscess, or empyema. The osteopathic physician plans lymphatic techniques to improve lymphatic return and clearance of secretions as an adjunct to antibiotics.',
  leadIn: 'Which of the following should be performed first in the lymphatic treatment sequence?',
  key: {
    text: 'Myofascial release of the thoracic inlet',
    why: 'The thoracic duct and right lymphatic duct empty into the venous system at the thoracic inlet, so it is released first to open the final outflow before lymph is mobilized from more distal regions.',
  },
  distractors: [
    {
      text: 'Thoracic lymphatic pump',
      why: 'The thoracic pump moves lymph toward the thoracic inlet and is performed after the inlet has been released and the diaphragm domed.',
    },
    {
      text: 'Pedal lymphatic pump',
      why: 'The pedal pump mobilizes lymph from the whole body toward the thorax; pumping against a restricted thoracic inlet is less effective, so it comes later.',
    },
    {
      text: 'Doming of the thoracoabdominal diaphragm',
      why: 'Redoming the diaphragm restores the main pressure gradient for lymph flow, but it follows release of the thoracic inlet.',
    },
    {
      text: 'Splenic pump',
      why: 'The splenic pump is intended to enhance immune response and is performed after the outflow pathway is open; it is contraindicated with splenomegaly.',
    },
    {
      text: 'Liver pump',
      why: 'Organ pumps such as the liver pump are applied after the thoracic inlet and diaphragm have been treated.',
    },
    {
      text: 'Effleurage of the extremities',
      why: 'Peripheral effleurage moves lymph centrally and is done only after the central drainage pathway is open.',
    },
  ],
  rationale: 'Osteopathic lymphatic treatment is an adjunct that may shorten hospital stay in pneumonia. The standard sequence is to open the terminal drainage first (myofascial release of the thoracic inlet), then redome the diaphragm, and only then apply pumps (thoracic, pedal, organ) and peripheral techniques; mobilizing lymph toward a restricted outflow is ineffective. Relative contraindications include fracture, osteoporosis, malignancy, abscess and high fever.',
  objective: 'Treat the thoracic inlet first when applying osteopathic lymphatic techniques.',
};

export const modelsB: readonly ItemModel[] = [
  earlyLymeDisease,
  clostridioidesDifficile,
  severeMalaria,
  pneumoniaLymphaticSequence,
];
