import type { WrittenItem } from '../types';

export const itemsA: readonly WrittenItem[] = [
  {
    id: 'id-w-hsv-encephalitis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Herpes simplex encephalitis',
    stem: 'A 38-year-old woman is brought to the emergency department by her husband because of fever, headache, and strange behavior for 2 days. This morning she complained of smelling burning rubber that no one else noticed, and she then had a brief generalized seizure. Temperature is 38.9°C, pulse is 104/min, and blood pressure is 128/78 mm Hg. She is disoriented and has difficulty finding words. There is mild neck stiffness and no rash. MRI of the brain shows T2 and FLAIR hyperintensity of the left medial temporal lobe and insula. Cerebrospinal fluid analysis shows an opening pressure of 22 cm H₂O, a leukocyte count of 180/mm³ (85% lymphocytes), an erythrocyte count of 420/mm³ that does not fall between tubes, glucose 62 mg/dL (serum glucose 104 mg/dL), and protein 88 mg/dL. A Gram stain shows no organisms, and PCR results are pending.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Intravenous acyclovir',
        why: 'High-dose intravenous acyclovir started immediately, without waiting for PCR confirmation, reduces the high mortality and disability of herpes simplex encephalitis.',
      },
      {
        text: 'Intravenous amphotericin B',
        why: 'Amphotericin B treats fungal meningitis such as cryptococcosis, a subacute illness in immunocompromised patients without focal temporal lobe involvement.',
      },
      {
        text: 'Intravenous foscarnet',
        why: 'Foscarnet is reserved for acyclovir-resistant herpesvirus or ganciclovir-resistant CMV infection, mainly in immunocompromised patients.',
      },
      {
        text: 'Intravenous ganciclovir',
        why: 'Ganciclovir treats cytomegalovirus disease, which causes encephalitis mainly in advanced HIV or after transplantation.',
      },
      {
        text: 'Oral valacyclovir',
        why: 'Oral therapy does not achieve reliable drug levels in the brain for acute encephalitis; it treats mucocutaneous herpes and zoster.',
      },
    ],
    answerIndex: 0,
    rationale: 'Fever, behavioral change, olfactory hallucinations (an uncal seizure aura), aphasia and a seizure, with unilateral medial temporal and insular involvement on MRI and a lymphocytic CSF with erythrocytes and normal glucose, is herpes simplex virus type 1 encephalitis. CSF PCR confirms it, but intravenous acyclovir must begin as soon as the diagnosis is suspected.',
    objective: 'Start empiric intravenous acyclovir for suspected herpes simplex encephalitis.',
  },
  {
    id: 'id-w-infectious-mononucleosis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Infectious mononucleosis: diagnosis',
    stem: 'A 17-year-old boy comes to the physician because of a sore throat, fever, and marked fatigue for 6 days. Temperature is 38.3°C, pulse is 92/min, and blood pressure is 118/72 mm Hg. The tonsils are enlarged with gray-white exudate, and there are petechiae on the soft palate. There is tender lymphadenopathy in the anterior and posterior cervical chains. The spleen tip is palpable 2 cm below the left costal margin. Leukocyte count is 12,800/mm³ with 58% lymphocytes, 14% of which are atypical. Serum AST is 68 U/L, and ALT is 84 U/L.',
    leadIn: 'Which of the following is the most appropriate test to confirm the diagnosis?',
    options: [
      {
        text: 'Antistreptolysin O titer',
        why: 'The ASO titer shows prior streptococcal infection and supports poststreptococcal complications; it does not diagnose an acute pharyngitis.',
      },
      {
        text: 'Blood cultures',
        why: 'Bacteremia is not suggested by this self-limited lymphoproliferative picture, and cultures do not detect a viral cause.',
      },
      {
        text: 'Heterophile antibody test',
        why: 'The monospot (heterophile antibody) test is the rapid confirmatory test for Epstein-Barr virus mononucleosis in adolescents; EBV-specific antibodies are used if it is negative early in the illness.',
      },
      {
        text: 'Rapid influenza antigen test',
        why: 'Influenza causes abrupt fever, myalgia and cough, not exudative pharyngitis with posterior adenopathy, splenomegaly and atypical lymphocytosis.',
      },
      {
        text: 'Throat culture',
        why: 'A throat culture detects group A streptococcus, which can cause exudative pharyngitis but not splenomegaly, atypical lymphocytosis or hepatitis.',
      },
    ],
    answerIndex: 2,
    rationale: 'Fever, exudative pharyngitis, palatal petechiae, posterior cervical lymphadenopathy, splenomegaly, lymphocytosis with atypical lymphocytes and mild hepatitis in an adolescent are infectious mononucleosis from Epstein-Barr virus. A heterophile antibody test confirms it. Treatment is supportive; contact sports are avoided for at least 3 to 4 weeks because of splenic rupture risk, and amoxicillin commonly causes a rash if given.',
    objective: 'Confirm infectious mononucleosis with a heterophile antibody test.',
  },
  {
    id: 'id-w-necrotizing-fasciitis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Necrotizing soft tissue infection',
    stem: 'A 54-year-old man with type 2 diabetes mellitus comes to the emergency department because of severe pain in the left thigh for 18 hours. Two days ago he scraped the thigh on a fence; since then the pain has worsened rapidly and is now out of proportion to the appearance of the skin. Temperature is 39.2°C, pulse is 122/min, respirations are 24/min, and blood pressure is 92/56 mm Hg. The anterior thigh is swollen and erythematous, with dusky purple areas and a few hemorrhagic bullae; tenderness extends well beyond the erythema, and crepitus is palpable. Leukocyte count is 24,000/mm³, serum sodium is 131 mEq/L, creatinine is 1.9 mg/dL, glucose is 310 mg/dL, and lactate is 4.1 mmol/L. Blood cultures are drawn, intravenous fluids are started, and vancomycin, piperacillin-tazobactam, and clindamycin are given.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Emergency surgical exploration and debridement',
        why: 'Prompt surgical exploration with debridement of all necrotic tissue is the key determinant of survival in necrotizing fasciitis; repeat debridement is usually needed.',
      },
      {
        text: 'Hyperbaric oxygen therapy',
        why: 'Hyperbaric oxygen is an unproven adjunct and must never delay surgery.',
      },
      {
        text: 'MRI of the thigh',
        why: 'Imaging may help when the diagnosis is uncertain, but with crepitus, bullae, shock and pain beyond the erythema it only delays surgery.',
      },
      {
        text: 'Needle aspiration of the bullae',
        why: 'Aspiration adds little diagnostic information and does not remove the necrotic tissue driving the sepsis.',
      },
      {
        text: 'Observation on intravenous antibiotics for 24 hours',
        why: 'Antibiotics penetrate necrotic fascia poorly; waiting allows rapid spread and greatly increases mortality.',
      },
    ],
    answerIndex: 0,
    rationale: 'Pain out of proportion to skin findings, rapid progression, tenderness beyond the erythema, hemorrhagic bullae, crepitus from gas-forming organisms, and septic shock with hyponatremia, kidney injury and high lactate in a patient with diabetes indicate necrotizing fasciitis, here likely polymicrobial. Broad-spectrum antibiotics including clindamycin (for toxin suppression) are started, but definitive treatment is emergency surgical debridement.',
    objective: 'Recognize necrotizing fasciitis and proceed to emergency surgical debridement.',
  },
  {
    id: 'id-w-disseminated-gonococcal-infection',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Disseminated gonococcal infection',
    stem: 'A 22-year-old woman comes to the emergency department because of pain and swelling of the right wrist and hand for 3 days. For several days before that she had pain that moved between her knees, ankles, and elbows. She has had a new sexual partner for 2 months and uses condoms inconsistently. Her last menstrual period ended 1 week ago. Temperature is 38.2°C, pulse is 96/min, and blood pressure is 116/72 mm Hg. There is erythema and swelling along the extensor tendon sheaths of the right wrist and hand, with pain on passive extension of the fingers. There are five painless pustules on an erythematous base on the forearms and ankles. A urine pregnancy test is negative. A nucleic acid amplification test of the urine is positive for Neisseria gonorrhoeae and negative for Chlamydia trachomatis. Blood cultures are pending.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Intravenous ceftriaxone',
        why: 'Parenteral ceftriaxone daily, continued for at least 7 days in total, is the recommended treatment for disseminated gonococcal infection.',
      },
      {
        text: 'Intravenous vancomycin',
        why: 'Vancomycin covers Staphylococcus aureus septic arthritis but has no useful activity against Neisseria gonorrhoeae.',
      },
      {
        text: 'Oral azithromycin',
        why: 'Azithromycin monotherapy is no longer recommended for gonorrhea because of resistance, and oral therapy alone is inadequate for disseminated disease.',
      },
      {
        text: 'Oral ciprofloxacin',
        why: 'Fluoroquinolone resistance in N. gonorrhoeae is widespread, so fluoroquinolones are not used empirically.',
      },
      {
        text: 'Oral doxycycline',
        why: 'Doxycycline treats chlamydia, which is added when chlamydial infection has not been excluded; it does not treat gonococcal infection.',
      },
    ],
    answerIndex: 0,
    rationale: 'Migratory polyarthralgia followed by tenosynovitis, painless pustular skin lesions and fever in a sexually active young woman, with a positive gonococcal NAAT, is the arthritis-dermatitis syndrome of disseminated gonococcal infection. Treatment is intravenous or intramuscular ceftriaxone, with a switch to an oral agent guided by susceptibilities only after clinical improvement, and partners are treated.',
    objective: 'Recognize disseminated gonococcal infection and treat it with parenteral ceftriaxone.',
  },
  {
    id: 'id-w-uncomplicated-cystitis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute uncomplicated cystitis',
    stem: 'A 27-year-old woman comes to the physician because of burning with urination, urinary frequency, and urgency for 2 days. She has no fever, chills, flank pain, or vaginal discharge. She has had no urinary tract infections in the past year and takes no medications. She has no drug allergies. A urine pregnancy test is negative. Temperature is 37.0°C, pulse is 78/min, and blood pressure is 114/70 mm Hg. There is mild suprapubic tenderness and no costovertebral angle tenderness. Urinalysis shows positive leukocyte esterase and nitrites.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Amoxicillin',
        why: 'Many Escherichia coli isolates are resistant to amoxicillin, and beta-lactams are generally less effective than first-line agents for cystitis.',
      },
      {
        text: 'Ciprofloxacin',
        why: 'Fluoroquinolones are effective but are reserved for pyelonephritis or when first-line agents cannot be used, because of adverse effects and resistance.',
      },
      {
        text: 'Doxycycline',
        why: 'Doxycycline treats chlamydial urethritis, which causes dysuria with pyuria but usually negative nitrites and a sexual exposure history.',
      },
      {
        text: 'Metronidazole',
        why: 'Metronidazole treats bacterial vaginosis and trichomoniasis; it has no activity against the enteric gram-negative rods that cause cystitis.',
      },
      {
        text: 'Nitrofurantoin',
        why: 'A 5-day course of nitrofurantoin is first-line for acute uncomplicated cystitis, with trimethoprim-sulfamethoxazole (where resistance is low) and single-dose fosfomycin as alternatives.',
      },
    ],
    answerIndex: 4,
    rationale: 'Dysuria, frequency and urgency without fever, flank pain or vaginal symptoms in a healthy nonpregnant woman, with pyuria and nitrites, is acute uncomplicated cystitis, most often from Escherichia coli. Urine culture is not required, and first-line treatment is nitrofurantoin, trimethoprim-sulfamethoxazole or fosfomycin.',
    objective: 'Treat acute uncomplicated cystitis with a first-line agent such as nitrofurantoin.',
  },
  {
    id: 'id-w-ethambutol-optic-neuropathy',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Tuberculosis: adverse effects of first-line drugs',
    stem: 'A 46-year-old man with pulmonary tuberculosis began treatment 7 weeks ago with isoniazid, rifampin, pyrazinamide, ethambutol, and pyridoxine. He now comes to the physician because of blurred vision in both eyes and difficulty telling red from green for 1 week. His cough has improved. He has no numbness or tingling. Vital signs are within normal limits. Visual acuity is 20/60 in both eyes, and there are bilateral central scotomas. Pupils are equal and reactive, and funduscopic examination shows normal optic discs. Serum aminotransferase and creatinine concentrations are normal.',
    leadIn: 'Which of the following drugs is most likely responsible for this patient\'s visual symptoms?',
    options: [
      {
        text: 'Ethambutol',
        why: 'Ethambutol causes dose-dependent optic neuritis with decreased acuity, central scotomas and red-green color blindness; the drug is stopped at once, and baseline and monthly vision testing are recommended.',
      },
      {
        text: 'Isoniazid',
        why: 'Isoniazid causes hepatitis and peripheral neuropathy (prevented by pyridoxine); optic neuritis is rare.',
      },
      {
        text: 'Pyrazinamide',
        why: 'Pyrazinamide causes hepatotoxicity, hyperuricemia with gout, and arthralgia, not optic neuropathy.',
      },
      {
        text: 'Pyridoxine',
        why: 'Pyridoxine is given to prevent isoniazid neuropathy; only very high doses cause toxicity, which is a sensory neuropathy rather than visual loss.',
      },
      {
        text: 'Rifampin',
        why: 'Rifampin colors body fluids orange-red, induces cytochrome P450 enzymes and can cause hepatitis and flu-like illness, but not optic neuritis.',
      },
    ],
    answerIndex: 0,
    rationale: 'Bilateral loss of acuity with central scotomas and impaired red-green discrimination weeks after starting four-drug tuberculosis therapy is ethambutol-induced optic neuropathy. Ethambutol should be stopped and an ophthalmologist consulted; vision usually recovers slowly, especially when the drug is withdrawn early.',
    objective: 'Recognize ethambutol optic neuropathy among the adverse effects of first-line tuberculosis drugs.',
  },
];
