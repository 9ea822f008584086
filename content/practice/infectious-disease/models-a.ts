import type { ItemModel } from '../types';

const bacterialMeningitisOlderAdult: ItemModel = {
  id: 'id-bacterial-meningitis-empiric-older-adult',
  category: 'Infectious Disease',
  examTypes: ['usmle', 'comlex'],
  topic: 'Bacterial meningitis: empiric therapy after age 50',
  patient: { sex: 'any', age: { min: 55, max: 78 } },
  variables: {
    hours: { kind: 'choice', values: ['12 hours', '18 hours', '1 day'] },
    temp: { kind: 'number', lab: 'temperature', min: 38.6, max: 40.0, step: 0.1, expect: 'high' },
    hr: { kind: 'number', lab: 'heartRate', min: 102, max: 124, expect: 'high' },
    rr: { kind: 'number', lab: 'respiratoryRate', min: 18, max: 24, expect: 'any' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 104, max: 132, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 60, max: 80, expect: 'normal' },
    csfWbc: { kind: 'number', lab: 'csfWbc', min: 1200, max: 4500, step: 100, expect: 'high', thousands: true },
    neutrophils: { kind: 'number', min: 85, max: 95, unit: '%' },
    csfGlucose: { kind: 'number', lab: 'csfGlucose', min: 12, max: 30, expect: 'low' },
    csfProtein: { kind: 'number', lab: 'csfProtein', min: 180, max: 400, step: 10, expect: 'high' },
    glucose: { kind: 'number', lab: 'glucose', min: 96, max: 130, expect: 'any' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} is brought to the emergency department because of fever, severe headache, and confusion that began {{hours}} ago. {{He}} has hypertension and type 2 diabetes mellitus treated with lisinopril and metformin. {{He}} takes no immunosuppressive drugs, has had no recent head trauma or neurosurgery, and has no drug allergies. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} is lethargic and oriented only to person. Passive flexion of the neck is painful and limited. There is no rash, papilledema, or focal neurologic deficit. Blood cultures are obtained, dexamethasone and empiric antimicrobial therapy are given immediately, and CT of the head then shows no abnormalities. Cerebrospinal fluid analysis shows an opening pressure of 32 cm H₂O, a leukocyte count of {{csfWbc}} with {{neutrophils}} neutrophils, glucose {{csfGlucose}}, and protein {{csfProtein}}; serum glucose is {{glucose}}. The Gram stain result is pending.',
  leadIn: 'Which of the following is the most appropriate empiric antimicrobial regimen for this patient?',
  key: {
    text: 'Ampicillin, ceftriaxone, and vancomycin',
    why: 'After age 50, empiric therapy must cover Streptococcus pneumoniae (including penicillin-resistant strains), Neisseria meningitidis, and Listeria monocytogenes: ceftriaxone plus vancomycin, with ampicillin for Listeria, which is resistant to all cephalosporins.',
  },
  distractors: [
    {
      text: 'Ceftriaxone and vancomycin',
      why: 'This regimen suits immunocompetent adults under 50 years of age; it leaves Listeria uncovered in an older adult.',
    },
    {
      text: 'Acyclovir, ceftriaxone, and vancomycin',
      why: 'Acyclovir is added when herpes simplex encephalitis is suspected (lymphocytic CSF, temporal lobe signs); this regimen still misses Listeria.',
    },
    {
      text: 'Ampicillin and gentamicin',
      why: 'Without a third-generation cephalosporin and vancomycin, this does not reliably cover resistant pneumococci or meningococci; a similar ampicillin-based regimen is used in neonates.',
    },
    {
      text: 'Cefazolin, gentamicin, and vancomycin',
      why: 'Cefazolin and gentamicin penetrate the CSF poorly and do not cover Listeria; this is not a meningitis regimen.',
    },
    {
      text: 'Amphotericin B and flucytosine',
      why: 'This is induction therapy for cryptococcal meningitis in immunocompromised patients, which causes a subacute illness with a lymphocytic CSF.',
    },
    {
      text: 'Ampicillin, gentamicin, and metronidazole',
      why: 'This combination lacks reliable coverage of resistant pneumococci and meningococci; metronidazole is used for brain abscess, not meningitis.',
    },
  ],
  rationale: 'Fever, headache, altered mental status and meningismus with a neutrophil-predominant CSF pleocytosis ({{csfWbc}}), low CSF glucose ({{csfGlucose}}, well under half the serum value) and high protein is acute bacterial meningitis. In patients older than 50 years, Listeria monocytogenes joins S. pneumoniae and N. meningitidis as likely causes, so ampicillin is added to ceftriaxone and vancomycin. Dexamethasone is given just before or with the first antibiotic dose, and when CT is needed before lumbar puncture (here because of the altered mental status), blood cultures, dexamethasone and antibiotics are given first so that treatment is not delayed.',
  objective: 'Add ampicillin for Listeria to empiric meningitis therapy in adults older than 50 years.',
};

const legionellaPneumonia: ItemModel = {
  id: 'id-legionella-pneumonia',
  category: 'Infectious Disease',
  examTypes: ['usmle', 'comlex'],
  topic: 'Community-acquired pneumonia: Legionella',
  patient: { sex: 'any', age: { min: 45, max: 75 } },
  variables: {
    days: { kind: 'number', min: 3, max: 5, unit: 'days' },
    travel: { kind: 'choice', values: ['a week-long cruise', 'a convention at a large hotel with a spa'] },
    temp: { kind: 'number', lab: 'temperature', min: 39.2, max: 40.2, step: 0.1, expect: 'high' },
    hr: { kind: 'number', lab: 'heartRate', min: 92, max: 112, expect: 'any' },
    rr: { kind: 'number', lab: 'respiratoryRate', min: 22, max: 28, expect: 'high' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 110, max: 134, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 64, max: 80, expect: 'any' },
    spo2: { kind: 'number', lab: 'oxygenSaturation', min: 89, max: 93, expect: 'low' },
    wbc: { kind: 'number', lab: 'wbc', min: 12500, max: 17000, step: 100, expect: 'high', thousands: true },
    sodium: { kind: 'number', lab: 'sodium', min: 126, max: 132, expect: 'low' },
    ast: { kind: 'number', lab: 'ast', min: 64, max: 120, expect: 'high' },
    alt: { kind: 'number', lab: 'alt', min: 56, max: 110, expect: 'high' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} comes to the emergency department because of fever, cough with scant sputum, and shortness of breath for {{days}}. {{He}} has also had watery diarrhea, headache, and muscle aches. {{He}} returned 7 days ago from {{travel}}. {{He}} has smoked one pack of cigarettes daily for 30 years. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, and oxygen saturation is {{spo2}} on room air. {{He}} is mildly confused. Crackles are heard over the right lower lung field. Leukocyte count is {{wbc}}, serum sodium is {{sodium}}, AST is {{ast}}, and ALT is {{alt}}. A chest radiograph shows consolidation of the right lower lobe. A Gram stain of sputum shows many neutrophils and no organisms.',
  leadIn: 'Which of the following is the most likely causal organism?',
  key: {
    text: 'Legionella pneumophila',
    why: 'Legionella grows in warm water systems (cruise ships, hotel spas, cooling towers) and causes a severe pneumonia with high fever, diarrhea, confusion, hyponatremia and raised aminotransferases; the gram-negative rods stain poorly, so sputum shows neutrophils without organisms.',
  },
  distractors: [
    {
      text: 'Streptococcus pneumoniae',
      why: 'Pneumococcus is the most common cause of lobar pneumonia, but sputum shows lancet-shaped gram-positive diplococci, and diarrhea, hyponatremia and a water-system exposure point elsewhere.',
    },
    {
      text: 'Mycoplasma pneumoniae',
      why: 'Mycoplasma causes a milder walking pneumonia in young adults, often with cold agglutinin hemolysis, not a severe illness with hyponatremia and confusion.',
    },
    {
      text: 'Chlamydia pneumoniae',
      why: 'This atypical organism causes a mild, subacute pneumonia often with pharyngitis and hoarseness.',
    },
    {
      text: 'Haemophilus influenzae',
      why: 'H. influenzae pneumonia occurs in smokers with COPD, but sputum shows small gram-negative coccobacilli, and GI symptoms with hyponatremia are not typical.',
    },
    {
      text: 'Klebsiella pneumoniae',
      why: 'Klebsiella causes an upper lobe pneumonia with currant jelly sputum in patients with alcohol use disorder or aspiration; Gram stain shows plump gram-negative rods.',
    },
    {
      text: 'Staphylococcus aureus',
      why: 'S. aureus causes necrotizing or cavitary pneumonia, classically after influenza; gram-positive cocci in clusters would be seen.',
    },
  ],
  rationale: 'Severe pneumonia with high fever, diarrhea, headache, confusion, hyponatremia ({{sodium}}) and mildly raised aminotransferases after {{travel}} in a smoker, with many neutrophils but no organisms on Gram stain, points to Legionnaires disease. The Legionella urinary antigen test (serogroup 1) and culture on buffered charcoal yeast extract confirm it; a macrolide (azithromycin) or a respiratory fluoroquinolone is the treatment, and beta-lactams alone are ineffective against this intracellular organism.',
  objective: 'Recognize Legionella pneumonia from exposure, extrapulmonary features and Gram stain.',
};

const tricuspidEndocarditis: ItemModel = {
  id: 'id-endocarditis-injection-drug-use-empiric-therapy',
  category: 'Infectious Disease',
  examTypes: ['usmle', 'comlex'],
  topic: 'Infective endocarditis in people who inject drugs: empiric therapy',
  patient: { sex: 'any', age: { min: 22, max: 44 } },
  variables: {
    duration: { kind: 'choice', values: ['5 days', '1 week', '10 days'] },
    temp: { kind: 'number', lab: 'temperature', min: 38.8, max: 40.0, step: 0.1, expect: 'high' },
    hr: { kind: 'number', lab: 'heartRate', min: 108, max: 126, expect: 'high' },
    rr: { kind: 'number', lab: 'respiratoryRate', min: 20, max: 26, expect: 'any' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 100, max: 122, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 58, max: 72, expect: 'any' },
    wbc: { kind: 'number', lab: 'wbc', min: 14000, max: 21000, step: 100, expect: 'high', thousands: true },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} who injects heroin comes to the emergency department because of fever, chills, and sharp chest pain that worsens with breathing for {{duration}}. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. There are needle track marks on both forearms. A grade 3/6 holosystolic murmur is heard at the left lower sternal border; it increases in intensity with inspiration. The jugular venous pulse shows prominent v waves. Leukocyte count is {{wbc}}. A chest radiograph shows multiple round, peripheral nodular opacities in both lungs, some with central cavitation. Three sets of blood cultures are drawn, and transthoracic echocardiography shows a 1.5-cm vegetation on the tricuspid valve.',
  leadIn: 'Which of the following is the most appropriate initial antimicrobial therapy while culture results are pending?',
  key: {
    text: 'Intravenous vancomycin',
    why: 'Staphylococcus aureus causes most endocarditis in people who inject drugs, and methicillin-resistant strains are common in this group, so vancomycin (or daptomycin) is given empirically after blood cultures; it is switched to cefazolin or an antistaphylococcal penicillin if the isolate proves methicillin-susceptible.',
  },
  distractors: [
    {
      text: 'Intravenous nafcillin',
      why: 'Nafcillin is the drug of choice once methicillin-susceptible S. aureus is confirmed, but it does not cover MRSA, which must be covered empirically in a person who injects drugs.',
    },
    {
      text: 'Intravenous ceftriaxone',
      why: 'Ceftriaxone treats endocarditis from viridans group streptococci, Streptococcus gallolyticus and HACEK organisms; it does not cover MRSA, the main concern here.',
    },
    {
      text: 'Intravenous ampicillin and gentamicin',
      why: 'Ampicillin with an aminoglycoside (or with ceftriaxone) treats enterococcal endocarditis, which occurs mainly in older adults after genitourinary or gastrointestinal procedures; it misses MRSA.',
    },
    {
      text: 'Intravenous micafungin',
      why: 'Echinocandins treat Candida endocarditis, which is far less common, usually subacute and associated with large vegetations; empiric antifungal therapy is not indicated.',
    },
    {
      text: 'Oral doxycycline',
      why: 'Doxycycline with hydroxychloroquine treats culture-negative Q fever endocarditis; an oral bacteriostatic drug is not appropriate initial treatment of acute staphylococcal endocarditis.',
    },
    {
      text: 'Oral linezolid',
      why: 'Linezolid is active against MRSA but is bacteriostatic and is not recommended as initial therapy for endocarditis; a bactericidal intravenous drug is needed.',
    },
  ],
  rationale: 'Acute fever with a tricuspid regurgitation murmur (holosystolic at the left lower sternal border, louder with inspiration, large v waves), a tricuspid vegetation, and cavitating septic pulmonary emboli in a person who injects drugs is right-sided infective endocarditis, caused by Staphylococcus aureus in most cases. Because MRSA is common in this population, empiric therapy after blood cultures is intravenous vancomycin (daptomycin is an alternative), narrowed to cefazolin or an antistaphylococcal penicillin if the isolate is methicillin-susceptible.',
  objective: 'Choose empiric vancomycin for suspected Staphylococcus aureus endocarditis in a person who injects drugs.',
};

const secondarySyphilis: ItemModel = {
  id: 'id-secondary-syphilis-treatment',
  category: 'Infectious Disease',
  examTypes: ['usmle', 'comlex'],
  topic: 'Secondary syphilis: treatment',
  patient: { sex: 'any', age: { min: 20, max: 44 } },
  variables: {
    weeks: { kind: 'choice', values: ['1 week', '10 days', '2 weeks'] },
    titer: { kind: 'choice', values: ['1:32', '1:64', '1:128'] },
    temp: { kind: 'number', lab: 'temperature', min: 37.2, max: 37.9, step: 0.1, expect: 'normal' },
    hr: { kind: 'number', lab: 'heartRate', min: 70, max: 92, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 106, max: 124, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 64, max: 78, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 30,
  stem: 'A {{ageText}} {{person}} comes to the physician because of a nonpruritic rash on the trunk, palms, and soles for {{weeks}}, with malaise and a sore throat. About 2 months ago {{he}} had a painless genital ulcer that healed without treatment. {{He}} has had several sexual partners in the past year and uses condoms inconsistently. {{He}} has no known drug allergies. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. There are copper-colored, scaly macules and papules on the trunk, palms, and soles, and there is generalized nontender lymphadenopathy. The neurologic, eye, and hearing examinations are normal. A rapid plasma reagin test is reactive at a titer of {{titer}}, and a treponemal antibody test is positive. Tests for HIV infection, gonorrhea, and chlamydia are negative.',
  leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
  key: {
    text: 'Benzathine penicillin G',
    why: 'A single intramuscular dose of benzathine penicillin G treats primary, secondary and early latent syphilis in adults, including during pregnancy.',
  },
  distractors: [
    {
      text: 'Doxycycline',
      why: 'A 14-day course of doxycycline is an alternative only for nonpregnant patients with penicillin allergy; this patient has no allergy.',
    },
    {
      text: 'Aqueous penicillin G',
      why: 'Intravenous aqueous penicillin G for 10 to 14 days treats neurosyphilis and ocular or otic syphilis; there are no neurologic, eye or hearing findings.',
    },
    {
      text: 'Ceftriaxone',
      why: 'Single-dose ceftriaxone treats gonorrhea; it is not the standard treatment for secondary syphilis.',
    },
    {
      text: 'Azithromycin',
      why: 'Azithromycin treats chlamydia and chancroid; macrolide-resistant Treponema pallidum is widespread, so it is not recommended for syphilis.',
    },
    {
      text: 'Acyclovir',
      why: 'Acyclovir treats genital herpes, which causes painful vesicles and ulcers rather than a painless chancre followed by a palmoplantar rash.',
    },
    {
      text: 'Metronidazole',
      why: 'Metronidazole treats trichomoniasis and bacterial vaginosis.',
    },
  ],
  rationale: 'A painless genital ulcer followed weeks later by a generalized rash involving the palms and soles, generalized lymphadenopathy and constitutional symptoms, with a reactive RPR ({{titer}}) confirmed by a treponemal test, is secondary syphilis. Without neurologic, ocular or otic involvement, one intramuscular dose of benzathine penicillin G is curative. The patient should be warned about the Jarisch-Herxheimer reaction, partners should be notified and treated, and the RPR titer is followed for a fourfold decline.',
  objective: 'Treat secondary syphilis with a single dose of intramuscular benzathine penicillin G.',
};

const hivPjpProphylaxis: ItemModel = {
  id: 'id-hiv-pneumocystis-prophylaxis',
  category: 'Infectious Disease',
  examTypes: ['usmle', 'comlex'],
  topic: 'HIV: primary prophylaxis of opportunistic infections',
  patient: { sex: 'any', age: { min: 24, max: 54 } },
  variables: {
    cd4: { kind: 'number', min: 110, max: 190, step: 10, unit: 'cells/mm³' },
    viralLoad: { kind: 'choice', values: ['48,000', '120,000', '310,000'] },
    hr: { kind: 'number', lab: 'heartRate', min: 64, max: 86, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 106, max: 124, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 64, max: 78, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 30,
  stem: 'A {{ageText}} {{person}} comes to the physician to discuss results after routine screening showed HIV infection. {{He}} feels well and has no fever, cough, weight loss, or difficulty swallowing. {{He}} takes no medications and has no drug allergies. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The examination, including the oral cavity and skin, shows no abnormalities. The CD4+ T-lymphocyte count is {{cd4}}, and the plasma HIV RNA level is {{viralLoad}} copies/mL. An interferon-gamma release assay is negative, Toxoplasma IgG antibodies are negative, and hepatitis B surface antigen is negative. Antiretroviral therapy with bictegravir, emtricitabine, and tenofovir alafenamide is started today.',
  leadIn: 'Which of the following prophylactic drugs is most appropriate to start now?',
  key: {
    text: 'Trimethoprim-sulfamethoxazole',
    why: 'A CD4 count below 200 cells/mm³ is the indication for primary prophylaxis against Pneumocystis jirovecii pneumonia; trimethoprim-sulfamethoxazole is the drug of choice and also protects against toxoplasmosis when CD4 falls below 100 cells/mm³.',
  },
  distractors: [
    {
      text: 'Azithromycin',
      why: 'Prophylaxis against Mycobacterium avium complex is for CD4 counts below 50 cells/mm³ and is no longer recommended when effective antiretroviral therapy is started immediately.',
    },
    {
      text: 'Fluconazole',
      why: 'Routine primary antifungal prophylaxis is not recommended; fluconazole treats candidiasis and is used as preemptive therapy for cryptococcal antigenemia.',
    },
    {
      text: 'Isoniazid',
      why: 'Treatment of latent tuberculosis is indicated for a positive interferon-gamma release assay or a close TB contact; this patient\'s test is negative.',
    },
    {
      text: 'Valganciclovir',
      why: 'Primary CMV prophylaxis is not recommended; valganciclovir treats CMV retinitis or other end-organ disease.',
    },
    {
      text: 'Acyclovir',
      why: 'Suppressive acyclovir is for recurrent genital herpes; it is not routine prophylaxis based on CD4 count.',
    },
    {
      text: 'Itraconazole',
      why: 'Histoplasmosis prophylaxis is considered only below 150 cells/mm³ with high occupational exposure or in hyperendemic areas; it is not standard.',
    },
  ],
  rationale: 'A newly diagnosed patient with HIV and a CD4 count of {{cd4}} (below 200 cells/mm³) needs primary Pneumocystis prophylaxis with trimethoprim-sulfamethoxazole alongside antiretroviral therapy, continued until the CD4 count stays above 200 cells/mm³ for at least 3 months on treatment. Toxoplasma serology is negative and the CD4 count is above 100 cells/mm³, and MAC prophylaxis is not needed when antiretroviral therapy starts at once.',
  objective: 'Start trimethoprim-sulfamethoxazole prophylaxis when the CD4 count is below 200 cells/mm³.',
};

export const modelsA: readonly ItemModel[] = [
  bacterialMeningitisOlderAdult,
  legionellaPneumonia,
  tricuspidEndocarditis,
  secondarySyphilis,
  hivPjpProphylaxis,
];
