import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'id-q-omm-mumps-orchitis-viscerosomatic',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Mumps orchitis: viscerosomatic levels of the testis',
    stem: 'A 21-year-old male college student comes to the osteopathic physician because of pain and swelling of the right testis for 2 days. One week ago he had fever, malaise, and painful swelling in front of both ears, and there is an outbreak of mumps on his campus; he received only one dose of measles-mumps-rubella vaccine as a child. Temperature is 38.4°C, pulse is 96/min, and blood pressure is 122/74 mm Hg. Both parotid glands are mildly enlarged and tender. The right testis is swollen, warm, and tender, with a normal cremasteric reflex; the left testis is normal. Urinalysis is normal, and Doppler ultrasonography shows increased blood flow to the right testis. Supportive treatment with scrotal support, ice, and analgesics is started. The osteopathic physician examines the paraspinal region for viscerosomatic changes from the affected organ.',
    leadIn: 'At which spinal levels are these changes most likely found?',
    options: [
      {
        text: 'S2-S4',
        why: 'S2-S4 carry pelvic parasympathetic fibers to the bladder, distal colon and erectile tissue; they are not sympathetic levels, and the testis receives its parasympathetic supply from the vagus.',
      },
      {
        text: 'T1-T4',
        why: 'T1-T4 supply the head and neck, including the parotid glands, not the testis.',
      },
      {
        text: 'T5-T9',
        why: 'T5-T9 supply the upper gastrointestinal organs.',
      },
      {
        text: 'T10-T11',
        why: 'The testis develops high on the posterior abdominal wall and keeps the nerve supply of that level, so its sympathetic fibers come from T10-T11 and its viscerosomatic changes, like its referred pain, appear there.',
      },
      {
        text: 'T12-L2',
        why: 'T12-L2 supply the distal colon, bladder, prostate and other pelvic organs; the testis lies in the scrotum but keeps the higher nerve supply of its abdominal origin.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Parotitis followed a week later by painful unilateral testicular swelling, with increased blood flow on Doppler and a normal cremasteric reflex, in an incompletely vaccinated young man during an outbreak is mumps orchitis; testicular torsion is excluded by the preserved flow. The gonads arise near T10-T11 on the posterior abdominal wall and descend, carrying their vessels and nerves with them, so testicular pain is referred to the periumbilical (T10) region and sympathetic viscerosomatic changes appear at T10-T11. Treatment is supportive; after recovery he still needs a second dose of MMR vaccine, which college students require for protection against measles and rubella.',
    objective: 'Identify T10-T11 as the sympathetic viscerosomatic levels of the testis and relate them to its embryologic origin.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Gonads (testes and ovaries) keep their abdominal nerve supply: viscerosomatic levels T10-T11, pain referred to the umbilicus.',
  },
  {
    id: 'id-q-omm-postherpetic-neuralgia-neurologic-model',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Postherpetic neuralgia: model of osteopathic care',
    stem: 'A 72-year-old woman comes to the osteopathic physician because of burning pain around the right side of her chest for 4 months. She had herpes zoster in the right T6 dermatome 4 months ago, treated with valacyclovir; the rash healed, but the pain has persisted, and the touch of clothing is painful. Vital signs are within normal limits. There is faint scarring and allodynia in a band from the right midback to the front of the chest at the level of the xiphoid process. The right paraspinal muscles from T5 to T7 are hypertonic, with tissue texture changes. The physician prescribes gabapentin and a lidocaine patch and adds gentle paraspinal inhibition and rib raising at T5-T7 to reduce nociceptive input, segmental facilitation, and sympathetic overactivity in the affected segments.',
    leadIn: 'This treatment plan is based mainly on which model of osteopathic patient care?',
    options: [
      {
        text: 'Behavioral',
        why: 'The behavioral model addresses beliefs, mood, stress and health habits; it would guide treatment of coexisting depression or poor sleep rather than the segmental pain mechanisms targeted here.',
      },
      {
        text: 'Metabolic-energy',
        why: 'The metabolic-energy model addresses energy balance, nutrition, endocrine and immune function, such as vaccination against zoster or recovery from illness.',
      },
      {
        text: 'Neurologic',
        why: 'The neurologic model addresses nociception, sensitization, neural reflexes and autonomic balance; drugs that calm injured nerves and OMT that reduces segmental facilitation and sympathetic tone both belong here.',
      },
      {
        text: 'Respiratory-circulatory',
        why: 'The respiratory-circulatory model addresses breathing mechanics and the flow of blood and lymph, such as lymphatic techniques for edema.',
      },
      {
        text: 'Structural-biomechanical',
        why: 'The structural-biomechanical model addresses posture and joint and muscle mechanics; the stated goal here is to modify nociceptive and autonomic activity rather than to restore motion.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Pain persisting more than 3 months after herpes zoster in the same dermatome, with allodynia, is postherpetic neuralgia, caused by damage and sensitization of the dorsal root ganglion and peripheral and central pain pathways. Gabapentin and topical lidocaine reduce abnormal neural firing, and the OMT chosen aims at the facilitated T5-T7 segments and their sympathetic outflow. Interventions directed at pain pathways, reflexes, facilitation and autonomic balance belong to the neurologic model of osteopathic care. Recombinant zoster vaccine, recommended for adults aged 50 years and older, prevents zoster and this complication.',
    objective: 'Relate treatment of nociception, facilitation and autonomic balance to the neurologic model of osteopathic care.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'Nociception, facilitated segments and autonomic balance belong to the neurologic model; fluids to respiratory-circulatory; mood and habits to behavioral.',
  },
  {
    id: 'id-q-omm-hepatitis-a-viscerosomatic-side',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Acute hepatitis A: side and levels of viscerosomatic changes',
    stem: 'A 29-year-old man comes to the osteopathic physician because of fever, malaise, nausea, and discomfort in the right upper abdomen for 5 days and yellow eyes for 2 days. He returned from a trip to Central America 4 weeks ago, where he ate street food. Temperature is 38.2°C, pulse is 92/min, and blood pressure is 118/74 mm Hg. There is scleral icterus, and the liver edge is tender 2 cm below the right costal margin. Serum ALT is 1,850 U/L, AST is 1,420 U/L, total bilirubin is 4.8 mg/dL, alkaline phosphatase is 160 U/L, and INR is 1.1. The physician examines the thoracic paraspinal region for viscerosomatic changes from the inflamed organ.',
    leadIn: 'Where are these changes most likely found?',
    options: [
      {
        text: 'Left T1-T4',
        why: 'The upper thoracic levels on the left relate mainly to the heart and to the head and neck.',
      },
      {
        text: 'Left T5-T9',
        why: 'Left-sided changes at T5-T9 reflect the stomach and spleen, which lie on the left.',
      },
      {
        text: 'Right T5-T9',
        why: 'The liver receives sympathetic fibers from T5-T9 through the greater splanchnic nerve and celiac plexus, and because it lies on the right its viscerosomatic changes are mainly right-sided.',
      },
      {
        text: 'Right T10-T11',
        why: 'Right-sided T10-T11 changes reflect the right kidney, ascending colon or right gonad.',
      },
      {
        text: 'Right T12-L2',
        why: 'T12-L2 supply the distal colon and pelvic organs; the liver lies higher in its nerve supply.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Fever and malaise followed by jaundice, tender hepatomegaly and aminotransferases above 1,000 U/L after travel with exposure to contaminated food point to acute viral hepatitis, most likely hepatitis A, which is confirmed with IgM antibody and managed supportively. The liver and gallbladder, like the other upper abdominal organs, receive sympathetic supply from T5-T9. Viscerosomatic changes tend to appear on the side of the organ: right for the liver, gallbladder and duodenum, left for the stomach and spleen. In this acute illness the tissue would be warm, moist and boggy with increased tone.',
    objective: 'Locate the side and levels of viscerosomatic changes from the liver.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Liver and gallbladder: right T5-T9; stomach and spleen: left T5-T9.',
  },
  {
    id: 'id-q-omm-cystitis-chapman-point',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Acute cystitis: Chapman reflex point',
    stem: 'A 24-year-old woman comes to the osteopathic physician because of burning on urination, urgency, frequency, and discomfort above the pubic bone for 2 days. She has no fever, flank pain, or vaginal discharge. Temperature is 37.0°C, pulse is 76/min, and blood pressure is 112/70 mm Hg. There is mild suprapubic tenderness and no costovertebral angle tenderness. Urinalysis shows positive leukocyte esterase and nitrites and no leukocyte casts, and serum β-hCG is 0 mIU/mL. Nitrofurantoin is prescribed. The physician then palpates for the anterior Chapman reflex point of the affected organ.',
    leadIn: 'At which of the following locations is this point found?',
    options: [
      {
        text: '1 inch above and 1 inch lateral to the umbilicus',
        why: 'This is the anterior Chapman point for the kidney, which would be relevant in pyelonephritis.',
      },
      {
        text: 'Lateral thigh along the iliotibial band',
        why: 'The iliotibial band holds the anterior Chapman points for the colon (and, along its posterior margin, the prostate).',
      },
      {
        text: 'Periumbilical region',
        why: 'The anterior Chapman reflex point for the urinary bladder lies around the umbilicus.',
      },
      {
        text: 'Superior pubic ramus near the symphysis',
        why: 'This is the anterior Chapman point for the urethra; her suprapubic pain, urgency and frequency localize the infection to the bladder.',
      },
      {
        text: 'Tip of the right 12th rib',
        why: 'The tip of the right 12th rib is the anterior Chapman point for the appendix.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Dysuria, urgency, frequency and suprapubic tenderness without fever, flank pain or leukocyte casts, with leukocyte esterase and nitrites, is acute uncomplicated cystitis. Chapman reflex points are small, smooth, firm, tender gangliform nodules in the deep fascia at constant sites, thought to arise through viscerosomatic pathways; anterior points are used for diagnosis and posterior points for treatment, with gentle rotary pressure until the nodule softens. The anterior point of the bladder lies around the umbilicus, above those for the urethra along the pubic ramus and below those for the kidney and adrenal gland.',
    objective: 'Locate the anterior Chapman reflex point of the urinary bladder.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Bladder Chapman point: periumbilical; kidney: 1 inch above and 1 inch lateral to the umbilicus; urethra: pubic ramus.',
    table: {
      caption: 'Anterior Chapman reflex points of the abdomen and pelvis',
      header: ['Organ', 'Anterior point'],
      rows: [
        ['Adrenal gland', '2 inches above, 1 inch lateral to the umbilicus'],
        ['Kidney', '1 inch above, 1 inch lateral to the umbilicus'],
        ['Bladder', 'Periumbilical'],
        ['Urethra', 'Superior pubic ramus near the symphysis'],
        ['Appendix', 'Tip of the right 12th rib'],
        ['Colon', 'Iliotibial band'],
      ],
    },
  },
  {
    id: 'id-q-omm-sternoclavicular-septic-arthritis',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Septic arthritis of the sternoclavicular joint: OMT risk',
    stem: 'A 34-year-old man who injects heroin comes to the emergency department because of pain and swelling at the base of the right side of his neck for 5 days, with fever and chills. He often injects into the veins of his neck. Temperature is 38.7°C, pulse is 106/min, and blood pressure is 124/76 mm Hg. The right sternoclavicular joint is swollen, warm, red, and exquisitely tender, and moving the right shoulder increases the pain. Leukocyte count is 15,400/mm³. Blood cultures grow methicillin-susceptible Staphylococcus aureus, and CT shows an effusion of the right sternoclavicular joint with erosion of the medial clavicle. Intravenous cefazolin is started, and surgical consultation is requested. During the admission the osteopathic physician reviews which techniques to use for his upper back and neck tension.',
    leadIn: 'Which of the following techniques carries the greatest risk for this patient?',
    options: [
      {
        text: 'Counterstrain of a lumbar tender point',
        why: 'Counterstrain of the low back is passive and gentle and does not involve the infected joint.',
      },
      {
        text: 'Rib raising of the lower thoracic region',
        why: 'Rib raising of the lower ribs is performed at the posterior rib angles, far from the sternoclavicular joint.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking acts on the pelvis and does not move the upper thorax.',
      },
      {
        text: 'Suboccipital release',
        why: 'Suboccipital release is applied at the cranial base and does not load the clavicle.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'The hands are placed over the clavicles, first ribs and manubrium, and the fascia is moved through the sternoclavicular region, loading an infected, eroded joint and risking pain, spread of infection and further damage.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Fever, bacteremia with Staphylococcus aureus and a swollen, tender sternoclavicular joint with effusion and bony erosion in a person who injects drugs into neck veins is septic arthritis of the sternoclavicular joint with early osteomyelitis of the clavicle. Infection of a joint or bone contraindicates manipulation at that site. Thoracic inlet release, usually a gentle and valuable technique, works directly over the clavicles, first ribs and manubrium and would load the infected joint; it is deferred until the infection has been controlled. Techniques applied elsewhere remain options, and definitive care is intravenous antibiotics with surgical debridement when needed.',
    objective: 'Recognize an infected joint as a contraindication to techniques applied over it, including thoracic inlet release over the sternoclavicular joint.',
    task: 'complication',
    steps: 2,
    takeHome: 'Do not manipulate an infected joint or bone; with sternoclavicular septic arthritis, even a gentle thoracic inlet release is deferred.',
  },
  {
    id: 'id-q-omm-pertussis-exhalation-rib-dysfunction',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Pertussis with cough-induced rib dysfunction: muscle energy',
    stem: 'A 36-year-old woman comes to the osteopathic physician because of pain in the left anterior chest wall for 1 week. For 3 weeks she has had fits of coughing, some ending in vomiting or a high-pitched gasp on inspiration. Polymerase chain reaction testing of a nasopharyngeal swab was positive for Bordetella pertussis, and azithromycin was given 5 days ago. Temperature is 37.0°C, pulse is 80/min, respirations are 16/min, blood pressure is 118/74 mm Hg, and oxygen saturation is 98% on room air. The lungs are clear. A chest radiograph shows no rib fracture, consolidation, or pneumothorax. With the patient supine, the physician monitors the anterior ribs during breathing: on deep inhalation, the left ribs 3 through 6 stop rising before the right ribs, whereas both sides move symmetrically during exhalation.',
    leadIn: 'Muscle energy treatment of this dysfunction should use contraction of which of the following muscles?',
    options: [
      {
        text: 'Anterior scalene',
        why: 'The anterior and middle scalenes are used for an exhalation dysfunction of the first rib.',
      },
      {
        text: 'Latissimus dorsi',
        why: 'The latissimus dorsi is used when the key rib of an exhalation group is one of the lower ribs, about ribs 9 and 10 (some sources extend it to rib 11).',
      },
      {
        text: 'Pectoralis minor',
        why: 'The key rib of an exhalation group is the uppermost, here rib 3; the pectoralis minor attaches to ribs 3-5, and its contraction against resistance pulls the key rib up into inhalation.',
      },
      {
        text: 'Quadratus lumborum',
        why: 'The quadratus lumborum is used when the key rib is one of the lowest ribs, rib 12 and, in many sources, rib 11.',
      },
      {
        text: 'Serratus anterior',
        why: 'The serratus anterior treats exhalation dysfunctions whose key rib is one of the middle ribs, from about rib 6 to rib 8 or 9; choosing it means treating the lowest rib of this group (rib 6), the rule for inhalation dysfunctions.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Paroxysmal cough with post-tussive vomiting and an inspiratory whoop confirmed by PCR is pertussis, and its prolonged, forceful coughing often strains the chest wall; the radiograph has excluded a cough fracture. Ribs that stop rising early on inhalation are held down and restricted in inhalation: a group exhalation dysfunction of left ribs 3-6. In an exhalation group the key rib is the top one (in an inhalation group, the bottom one). Muscle energy for an exhalation dysfunction has the patient contract a muscle attached to the key rib against the physician\'s resistance, lifting it toward inhalation; for ribs 3-5 that muscle is the pectoralis minor.',
    objective: 'Identify the key rib of an exhalation group dysfunction and the muscle used to treat it with muscle energy.',
    task: 'omt-choice',
    steps: 3,
    takeHome: 'Exhalation dysfunction: treat the top (key) rib; scalenes for ribs 1-2, pectoralis minor for 3-5, then serratus anterior, latissimus dorsi and, lowest, quadratus lumborum.',
    table: {
      caption: 'Muscles used for muscle energy of exhalation rib dysfunctions (lower-rib ranges vary slightly between sources)',
      header: ['Key rib', 'Muscle'],
      rows: [
        ['Rib 1', 'Anterior and middle scalenes'],
        ['Rib 2', 'Posterior scalene'],
        ['Ribs 3-5', 'Pectoralis minor'],
        ['Ribs 6-8 (to 9 in some sources)', 'Serratus anterior'],
        ['Ribs 9-10 (to 11 in some sources)', 'Latissimus dorsi'],
        ['Ribs 11-12', 'Quadratus lumborum'],
      ],
    },
  },
  {
    id: 'id-q-omm-bacterial-sinusitis-effleurage',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Acute bacterial sinusitis: adjunctive OMT',
    stem: 'A 32-year-old man comes to the osteopathic physician because of nasal congestion, thick yellow nasal discharge, and pressure over both cheeks for 12 days that began with a cold and has not improved. The pressure worsens when he bends forward. Temperature is 38.3°C, pulse is 88/min, and blood pressure is 124/78 mm Hg. There is tenderness over both maxillary sinuses, and purulent drainage is visible in the nasal cavity. The ears, pharynx, and neck are normal. Amoxicillin-clavulanate is prescribed, and he asks whether osteopathic treatment can help his sinuses drain.',
    leadIn: 'Which of the following techniques most directly promotes drainage of the affected sinuses?',
    options: [
      {
        text: 'Facial effleurage',
        why: 'Gentle stroking over the maxillary sinuses from the nose toward the ears and down toward the neck moves secretions and lymph away from the sinuses, aiding drainage.',
      },
      {
        text: 'Mandibular drainage technique',
        why: 'Mandibular drainage (Galbreath technique) moves the mandible to pump the eustachian tube; it targets middle ear effusion in otitis media.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump promotes whole-body lymphatic flow from the lower extremities; it does not act directly on the sinuses.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking influences lumbosacral mechanics and pelvic parasympathetic tone, not the paranasal sinuses.',
      },
      {
        text: 'Splenic pump',
        why: 'The splenic pump is intended to support systemic immune function; it does not drain the sinuses.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Purulent nasal discharge, congestion and maxillary pressure persisting beyond 10 days without improvement, with fever, meet the criteria for acute bacterial sinusitis, for which amoxicillin-clavulanate is appropriate. Osteopathic treatment is an adjunct: after the thoracic inlet and anterior cervical tissues are released to open the drainage pathway, facial effleurage over the maxillary and frontal sinuses, often with pressure over the supraorbital, infraorbital and mental foramina (trigeminal stimulation), mobilizes secretions and lymph. Upper thoracic segments (T1-T4) carry the sympathetic supply to the sinus mucosa and may also be treated.',
    objective: 'Choose sinus effleurage as the OMT that most directly promotes sinus drainage in sinusitis.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Sinusitis: open the thoracic inlet, then use facial effleurage and trigeminal stimulation; the Galbreath technique is for the ear.',
  },
  {
    id: 'id-q-omm-psoas-abscess-next-step',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Iliopsoas abscess mimicking psoas somatic dysfunction',
    stem: 'A 46-year-old man who injects drugs comes to the osteopathic physician because of pain in the right lower back and groin and a limp for 10 days, with fevers and night sweats for 5 days. Temperature is 38.6°C, pulse is 108/min, and blood pressure is 122/74 mm Hg. He holds the right hip slightly flexed, and passive extension of the right hip is painful and limited; with the left hip held flexed to the chest, the right thigh cannot lie flat on the table. There is a tender point just medial to the right anterior superior iliac spine, and L1 and L2 are restricted in extension. The abdomen is soft, and the neurologic examination is normal. Leukocyte count is 16,200/mm³, and erythrocyte sedimentation rate is 88 mm/h.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Counterstrain for the iliacus tender point',
        why: 'Counterstrain treats a tender point in mechanical psoas or iliacus dysfunction; treating an infected muscle would delay diagnosis.',
      },
      {
        text: 'CT of the abdomen and pelvis',
        why: 'Fever, leukocytosis, a raised sedimentation rate and injection drug use make an iliopsoas abscess likely; contrast-enhanced CT confirms it and guides drainage and antibiotic therapy.',
      },
      {
        text: 'HVLA thrust to the upper lumbar spine',
        why: 'A thrust is inappropriate while infection of the psoas or the adjacent vertebrae is suspected.',
      },
      {
        text: 'Muscle energy for the right psoas',
        why: 'Muscle energy suits psoas syndrome of mechanical origin, which is afebrile; here the fever and inflammatory markers point to an infection that must be found first.',
      },
      {
        text: 'Oral ibuprofen with review in 1 week',
        why: 'Symptomatic treatment with delayed review fits uncomplicated musculoskeletal pain but would miss a deep infection that can progress to sepsis.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A flexed, painful hip with a positive Thomas test, an iliacus tender point and upper lumbar restriction resemble psoas syndrome, a common somatic dysfunction. Fever, night sweats, tachycardia, leukocytosis, a sedimentation rate of 88 mm/h and injection drug use, however, point to an iliopsoas abscess, which can be primary (hematogenous, often Staphylococcus aureus) or secondary to vertebral osteomyelitis or bowel disease. Systemic signs of infection are red flags that take priority over treating somatic dysfunction: the next step is contrast-enhanced CT of the abdomen and pelvis, with blood cultures, followed by drainage and intravenous antibiotics.',
    objective: 'Recognize red flags that distinguish an iliopsoas abscess from psoas somatic dysfunction and require imaging before OMT.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Psoas signs with fever and raised inflammatory markers mean abscess until proven otherwise: image before manipulating.',
  },
  {
    id: 'id-q-omm-cryptococcal-meningitis-cv4',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cryptococcal meningitis with raised intracranial pressure: OMT risk',
    stem: 'A 35-year-old man with HIV infection who has not taken antiretroviral therapy for 2 years is hospitalized because of headache and fever for 2 weeks. His CD4 count is 32/mm³. Temperature is 38.3°C, pulse is 96/min, and blood pressure is 126/78 mm Hg. He is drowsy but oriented, and there is mild neck stiffness. Funduscopic examination shows bilateral papilledema. Lumbar puncture shows an opening pressure of 34 cm H₂O, a CSF leukocyte count of 40/mm³, CSF glucose of 30 mg/dL, and CSF protein of 90 mg/dL; cryptococcal antigen is positive in the CSF. Liposomal amphotericin B and flucytosine are started, and repeat therapeutic lumbar punctures are planned. He has severe headache and neck tension, and the osteopathic physician considers OMT for comfort.',
    leadIn: 'Which of the following techniques carries the greatest risk for this patient?',
    options: [
      {
        text: 'Compression of the fourth ventricle',
        why: 'This cranial technique alters cerebrospinal fluid dynamics and is contraindicated with raised intracranial pressure, as shown here by papilledema and an opening pressure of 34 cm H₂O.',
      },
      {
        text: 'Rib raising',
        why: 'Rib raising is performed on the thoracic rib angles and does not affect intracranial pressure.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking acts on the pelvis and lumbosacral region.',
      },
      {
        text: 'Soft tissue kneading of thoracic muscles',
        why: 'Gentle thoracic soft tissue work can ease muscle tension without affecting intracranial pressure.',
      },
      {
        text: 'Thoracic inlet release',
        why: 'Thoracic inlet release is a gentle fascial technique at the cervicothoracic junction and is not contraindicated by raised intracranial pressure.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Subacute headache and fever in advanced HIV infection with papilledema, a high opening pressure, a lymphocytic CSF with low glucose and a positive cryptococcal antigen is cryptococcal meningitis with raised intracranial pressure. The pressure is controlled with repeated therapeutic lumbar punctures, alongside induction antifungal therapy, and antiretroviral therapy is started only after several weeks to limit immune reconstitution inflammatory syndrome. Cranial techniques such as compression of the fourth ventricle (CV4) are contraindicated with raised intracranial pressure, acute intracranial hemorrhage or skull fracture. Gentle techniques away from the cranium can be used for comfort.',
    objective: 'Recognize raised intracranial pressure as a contraindication to CV4 and other cranial techniques.',
    task: 'complication',
    steps: 2,
    takeHome: 'Raised intracranial pressure, intracranial bleeding and skull fracture contraindicate CV4 and other cranial techniques.',
  },
  {
    id: 'id-q-omm-lymphatic-pump-vaccine-response',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Lymphatic pump techniques: proposed immune mechanism',
    stem: 'A 62-year-old man with stage 4 chronic kidney disease is starting a hepatitis B vaccine series before beginning dialysis; a series 2 years ago did not produce protective antibody levels. His osteopathic physician adds thoracic pump and splenic pump treatment around each dose, noting that small studies have reported higher antibody titers after vaccination in people who received these techniques. He has no splenomegaly, rib fracture, or osteoporosis. Vital signs are within normal limits.',
    leadIn: 'The proposed mechanism of this effect is best described as which of the following?',
    options: [
      {
        text: 'Direct stimulation of vertebral marrow hematopoiesis',
        why: 'Lymphatic pumps compress the thorax and upper abdomen rhythmically; they have no direct effect on red marrow within the vertebrae.',
      },
      {
        text: 'Increased lymph flow with leukocyte mobilization',
        why: 'Rhythmic pressure changes increase lymph flow through the thoracic duct and mobilize leukocytes from lymphoid tissues into the lymph and blood, which is thought to enhance the response to antigen.',
      },
      {
        text: 'Inhibition of regulatory T cells in the spleen',
        why: 'No such selective effect on regulatory T cells has been shown; the measured effects concern lymph flow and leukocyte numbers.',
      },
      {
        text: 'Reduced sympathetic tone to the renal arteries',
        why: 'Changes in renal blood flow would not explain an improved antibody response; renal sympathetic tone is addressed at T10-T11.',
      },
      {
        text: 'Vagal cholinergic signaling to splenic macrophages',
        why: 'The vagal cholinergic anti-inflammatory pathway suppresses cytokine release by splenic macrophages; it would dampen, not enhance, immune responses.',
      },
    ],
    answerIndex: 1,
    rationale:
      'The thoracic pump rhythmically compresses the chest to amplify the pressure changes of breathing, and the splenic pump compresses the left lower ribs over the spleen. In experimental studies these lymphatic pumps increased lymph flow in the thoracic duct and the number of leukocytes carried in it, releasing cells from gut-associated and other lymphoid tissue into the circulation. Small clinical studies reported higher antibody titers after pneumococcal and hepatitis B vaccination, suggesting that improved trafficking of lymphocytes and antigen enhances the immune response. The techniques are relatively contraindicated by rib fracture, osteoporosis and, for the splenic pump, splenomegaly.',
    objective: 'Describe the proposed lymphatic and immune mechanism of lymphatic pump techniques.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'Lymphatic pumps increase thoracic duct lymph flow and leukocyte traffic, the proposed basis for better vaccine responses.',
  },
  {
    id: 'id-q-omm-cat-scratch-right-lymphatic-duct',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cat-scratch lymphadenitis: lymphatic drainage of the upper limb',
    stem: 'A 19-year-old woman comes to the osteopathic physician because of a tender lump in the right armpit for 2 weeks. Three weeks ago a kitten scratched the back of her right hand, and a small papule formed at the site. She has mild fatigue. Temperature is 37.6°C, pulse is 84/min, and blood pressure is 114/70 mm Hg. A healing papule is present on the right hand, and there is a 3-cm, tender, mobile, nonfluctuant lymph node in the right axilla. Serologic testing for Bartonella henselae is positive, and azithromycin is started. To support drainage of the region, the physician plans to begin lymphatic treatment where the lymph from this limb enters the venous system.',
    leadIn: 'Lymph from the affected limb reaches the venous system mainly through which of the following vessels?',
    options: [
      {
        text: 'Cisterna chyli',
        why: 'The cisterna chyli, at about L1-L2, collects lymph from the abdomen and lower limbs and begins the thoracic duct.',
      },
      {
        text: 'Intestinal lymphatic trunk',
        why: 'The intestinal trunk drains the gut into the cisterna chyli.',
      },
      {
        text: 'Lumbar lymphatic trunk',
        why: 'The lumbar trunks drain the lower limbs and pelvis into the cisterna chyli.',
      },
      {
        text: 'Right lymphatic duct',
        why: 'Lymph from the right upper limb passes through the axillary nodes into the right subclavian trunk and the right lymphatic duct, which empties at the junction of the right internal jugular and subclavian veins.',
      },
      {
        text: 'Thoracic duct',
        why: 'The thoracic duct drains the lower body, the left upper limb and the left side of the head, neck and thorax into the left venous angle; it does not drain the right arm.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A papule at the site of a kitten scratch followed by tender regional lymphadenopathy and positive Bartonella serology is cat-scratch disease. Lymph from the right hand drains through the axillary nodes to the right subclavian trunk, which joins the right jugular and bronchomediastinal trunks to form the right lymphatic duct; it empties into the right venous angle at the thoracic inlet. The right lymphatic duct drains the right upper limb and the right half of the head, neck and thorax, and the thoracic duct drains the rest of the body. Osteopathic lymphatic treatment therefore starts by releasing the thoracic inlet before moving lymph from the limb.',
    objective: 'Trace lymphatic drainage of the right upper limb to the right lymphatic duct.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'The right lymphatic duct drains the right arm and right head, neck and thorax; the thoracic duct drains everything else.',
  },
  {
    id: 'id-q-omm-cellulitis-lymphangitis-effleurage',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cellulitis with lymphangitis: OMT risk',
    stem: 'A 52-year-old man comes to the emergency department because of a painful, spreading red area on the left lower leg for 2 days, which began after he scraped his shin. He has had chills. Temperature is 38.4°C, pulse is 104/min, and blood pressure is 128/76 mm Hg. There is a warm, tender, well-demarcated area of erythema measuring 12 × 8 cm over the left shin, with a red streak extending up the inner thigh and tender left inguinal lymph nodes. There is no fluctuance or crepitus, and the pain is proportionate to the findings. The left lower leg is mildly swollen. Leukocyte count is 13,600/mm³. Intravenous cefazolin is started.',
    leadIn: 'Which of the following osteopathic techniques carries the greatest risk for this patient now?',
    options: [
      {
        text: 'Counterstrain of a cervical tender point',
        why: 'Counterstrain of the neck is a gentle passive technique far from the infection.',
      },
      {
        text: 'Effleurage of the left leg',
        why: 'Stroking the infected limb toward the groin pushes bacteria and inflammatory fluid along lymphatic channels that are already inflamed and may spread the infection; direct lymphatic massage of an acutely infected area is avoided.',
      },
      {
        text: 'Rib raising of the thoracic region',
        why: 'Rib raising acts on the thoracic sympathetic chain and ribs, away from the infected leg.',
      },
      {
        text: 'Suboccipital release',
        why: 'Suboccipital release is a gentle technique at the cranial base that does not move lymph from the leg.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'Releasing the thoracic inlet is a gentle central technique that does not manipulate the infected tissue.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A tender, spreading, well-demarcated erythema after a skin break, with fever and a red streak toward enlarged inguinal nodes, is cellulitis with acute lymphangitis, treated with antibiotics active against streptococci and staphylococci. Active bacterial infection, particularly with lymphangitis or abscess, is a contraindication to lymphatic techniques applied to the infected region, because mobilizing lymph from it may spread the organisms. Once the infection has been controlled, lymphatic treatment (thoracic inlet first, then diaphragm, then the limb) can help resolve residual edema.',
    objective: 'Recognize active cellulitis with lymphangitis as a contraindication to lymphatic treatment of the infected limb.',
    task: 'complication',
    steps: 2,
    takeHome: 'Do not milk lymph out of an acutely infected limb; treat central regions and wait until the infection is controlled.',
  },
  {
    id: 'id-q-omm-gonococcal-urethritis-chapman',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Gonococcal urethritis: Chapman reflex point',
    stem: 'A 24-year-old man comes to the osteopathic physician because of burning on urination and a purulent discharge from the penis for 3 days. He had unprotected intercourse with a new partner 6 days ago. He has no scrotal pain, flank pain, or fever. Temperature is 36.9°C, pulse is 74/min, and blood pressure is 120/76 mm Hg. There is a yellow urethral discharge; the testes and epididymides are normal and nontender. A nucleic acid amplification test of urine is positive for Neisseria gonorrhoeae and negative for Chlamydia trachomatis, and intramuscular ceftriaxone is given. The physician palpates for the anterior Chapman reflex point of the affected structure.',
    leadIn: 'At which of the following locations is this point found?',
    options: [
      {
        text: '1 inch above and 1 inch lateral to the umbilicus',
        why: 'This is the anterior Chapman point for the kidney.',
      },
      {
        text: 'Lateral thigh along the iliotibial band',
        why: 'The iliotibial band holds the anterior Chapman points for the colon and, along its posterior margin, the prostate.',
      },
      {
        text: 'Periumbilical region',
        why: 'The periumbilical region holds the anterior Chapman point for the bladder, which would be tender in cystitis.',
      },
      {
        text: 'Right seventh intercostal space',
        why: 'The right seventh intercostal space is the anterior Chapman point for the pancreas.',
      },
      {
        text: 'Superior pubic ramus near the symphysis',
        why: 'The anterior Chapman point for the urethra lies in the tissues along the upper border of the pubic ramus, just lateral to the symphysis.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Dysuria with a purulent urethral discharge a few days after unprotected sex, a positive nucleic acid test for Neisseria gonorrhoeae and no scrotal, flank or systemic findings is uncomplicated gonococcal urethritis, treated with a single dose of ceftriaxone (plus doxycycline if chlamydia is not excluded), partner treatment and testing for other sexually transmitted infections. Chapman reflex points are smooth, firm, tender gangliform nodules in the deep fascia at constant sites; anterior points aid diagnosis and posterior points are used for treatment. The urethral point lies on the superior pubic ramus, below the periumbilical bladder point.',
    objective: 'Locate the anterior Chapman reflex point of the urethra.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Urethra Chapman point: superior pubic ramus near the symphysis; bladder: periumbilical; kidney: 1 inch above and lateral to the umbilicus.',
  },
  {
    id: 'id-q-omm-typhoid-ileum-viscerosomatic',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Typhoid fever: viscerosomatic levels of the ileum',
    stem: 'A 25-year-old man comes to the emergency department because of fever, headache, and abdominal pain for 9 days. He returned 3 weeks ago from visiting relatives in South Asia and did not receive pretravel vaccinations. The fever has risen in steps each day, and he has had constipation followed by loose stools. Temperature is 39.6°C, pulse is 84/min, and blood pressure is 112/68 mm Hg. There are a few faint pink macules on the abdomen, mild tenderness in the right lower quadrant, and the spleen tip is palpable. Leukocyte count is 3,900/mm³. Blood cultures are obtained, and intravenous ceftriaxone is started. The osteopathic physician examines the paraspinal region for viscerosomatic changes from the segment of bowel most affected by this infection.',
    leadIn: 'At which spinal levels are these changes most likely found?',
    options: [
      {
        text: 'Occiput, C1, and C2',
        why: 'The occiput, atlas and axis relate to the vagus, the parasympathetic supply of the small intestine, not its sympathetic viscerosomatic levels.',
      },
      {
        text: 'S2-S4',
        why: 'S2-S4 carry parasympathetic fibers to the distal colon and pelvic organs.',
      },
      {
        text: 'T5-T9',
        why: 'T5-T9 supply the stomach, duodenum, liver, gallbladder, pancreas and spleen; the enlarged spleen is not the bowel segment involved.',
      },
      {
        text: 'T10-T11',
        why: 'The jejunum and ileum receive sympathetic fibers from T10-T11 through the lesser splanchnic nerve and superior mesenteric ganglion, so ileal inflammation produces paraspinal changes at these levels.',
      },
      {
        text: 'T12-L2',
        why: 'T12-L2 supply the distal transverse, descending and sigmoid colon and rectum, which are not the main site of this infection.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Stepwise rising fever with relative bradycardia, abdominal pain, rose spots, splenomegaly and leukopenia after travel to South Asia without vaccination is typhoid (enteric) fever. Salmonella Typhi invades the Peyer patches of the terminal ileum, which may ulcerate, bleed or perforate late in the illness. The small intestine, including the ileum, receives sympathetic supply from T10-T11, so its viscerosomatic changes appear there. Blood cultures confirm the diagnosis, and ceftriaxone or azithromycin is used because fluoroquinolone resistance is common in South Asian isolates.',
    objective: 'Identify T10-T11 as the sympathetic viscerosomatic levels of the small intestine in typhoid fever.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Small intestine (jejunum and ileum) viscerosomatic levels are T10-T11; typhoid targets the Peyer patches of the terminal ileum.',
  },
  {
    id: 'id-q-omm-mononucleosis-cervical-lymphatic-drainage',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Infectious mononucleosis: cervical lymphatic drainage',
    stem: 'A 20-year-old man comes to the osteopathic physician for follow-up of infectious mononucleosis diagnosed 2 weeks ago with a positive heterophile antibody test. His fever and sore throat have resolved, but he still has tender, enlarged lymph nodes along both sides of his neck, a sense of fullness in the neck, and fatigue. Temperature is 37.1°C, pulse is 76/min, and blood pressure is 118/72 mm Hg. There are multiple tender, mobile, nonfluctuant lymph nodes along both sternocleidomastoid muscles and in the posterior triangles of the neck. The spleen is palpable 2 cm below the left costal margin. The thoracic inlet has been released, and the physician wants to add a technique that directly promotes lymphatic flow from the neck.',
    leadIn: 'Which of the following techniques is most appropriate?',
    options: [
      {
        text: 'Anterior cervical chain drainage',
        why: 'Gentle effleurage and soft tissue stretching along the sternocleidomastoid, from the angle of the jaw down toward the clavicle, moves lymph from the cervical nodes toward the venous angles that the thoracic inlet release has opened.',
      },
      {
        text: 'HVLA thrust to the cervical spine',
        why: 'A thrust treats segmental somatic dysfunction; it does not promote lymphatic drainage and is not indicated here.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking acts on the pelvis and its parasympathetic outflow, not on the cervical lymphatics.',
      },
      {
        text: 'Splenic pump',
        why: 'Splenomegaly in infectious mononucleosis contraindicates the splenic pump because compression may rupture the spleen.',
      },
      {
        text: 'Thoracolumbar rib raising',
        why: 'Rib raising at the thoracolumbar junction targets sympathetic outflow to the abdominal and pelvic organs, not lymph from the neck.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Persistent tender cervical lymphadenopathy and splenomegaly after a heterophile-positive illness is resolving infectious mononucleosis. Lymph from the head and neck drains through the cervical chains to the jugular trunks and then to the thoracic duct on the left and the right lymphatic duct on the right, both at the thoracic inlet. Osteopathic lymphatic treatment opens the inlet first and then moves lymph from the periphery toward it; for the neck this is drainage along the anterior cervical chain. The enlarged spleen rules out a splenic pump, and contact sports are avoided for at least 3 to 4 weeks from the onset of illness and until the spleen is no longer enlarged.',
    objective: 'Choose anterior cervical chain drainage after thoracic inlet release for cervical lymphadenopathy and avoid the splenic pump in splenomegaly.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'For cervical lymph congestion: open the thoracic inlet, then drain the anterior cervical chain toward the clavicle; no splenic pump with splenomegaly.',
  },
  {
    id: 'id-q-omm-pasteurella-hand-infection-pectoral-traction',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Upper limb edema after Pasteurella infection: lymphatic OMT',
    stem: 'A 48-year-old woman comes to the osteopathic physician for follow-up 3 weeks after a cat bit the back of her right hand. The resulting cellulitis, from which Pasteurella multocida was isolated, resolved with amoxicillin-clavulanate, and there is no abscess or joint involvement. She still has swelling of the right hand and forearm that is worse at the end of the day. Vital signs are within normal limits. There is mild pitting edema of the right hand and forearm without erythema, warmth, or tenderness, and the healed puncture wounds are clean. Duplex ultrasonography shows no venous thrombosis. The physician has released the thoracic inlet and finds that the muscles of the right anterior axillary fold are hypertonic and tender, restricting the axillary region through which lymph from the arm passes.',
    leadIn: 'Which of the following techniques most directly addresses this restriction?',
    options: [
      {
        text: 'Mandibular drainage technique',
        why: 'Mandibular drainage moves the mandible to pump the eustachian tube; it addresses middle ear effusion, not axillary lymph flow.',
      },
      {
        text: 'Pectoral traction',
        why: 'The physician grasps the anterior axillary folds and lifts the pectoral muscles superolaterally while the patient breathes deeply, relaxing the pectorals, freeing the axilla and increasing the pressure changes that draw lymph from the arm.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump promotes whole-body lymphatic flow from the feet; it does not address a local restriction at the axilla.',
      },
      {
        text: 'Spencer technique',
        why: 'The Spencer sequence articulates the glenohumeral joint for capsular restriction; it does not release the pectoral fascia at the anterior axillary fold.',
      },
      {
        text: 'Splenic pump',
        why: 'The splenic pump is intended to support systemic immune function and has no specific effect on upper limb lymph drainage.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Cat bites often cause rapidly progressive Pasteurella cellulitis, and after the infection has cleared, residual swelling can persist for weeks because inflamed lymphatics drain poorly. Lymph from the arm passes through the axillary nodes to the subclavian trunk and then to the venous angle at the thoracic inlet. Osteopathic treatment opens the inlet first, then releases restrictions along the route, and finally moves fluid from the limb with effleurage and elevation. Hypertonic pectoral muscles compress the axillary region, and pectoral traction releases them while enhancing the thoracic pressure gradient that draws lymph centrally.',
    objective: 'Choose pectoral traction to release the axillary region in upper limb lymphatic treatment.',
    task: 'omt-choice',
    steps: 1,
    takeHome: 'Upper limb lymphatic sequence: thoracic inlet, then pectoral traction at the axilla, then effleurage of the arm.',
  },
  {
    id: 'id-q-omm-candida-esophagitis-viscerosomatic',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Esophageal candidiasis in HIV infection: viscerosomatic levels',
    stem: 'A 38-year-old man with HIV infection who stopped antiretroviral therapy 1 year ago comes to the osteopathic physician because of pain on swallowing and a sense of food sticking behind the sternum for 2 weeks. Temperature is 37.4°C, pulse is 90/min, and blood pressure is 116/72 mm Hg. There are white plaques on the buccal mucosa and palate that scrape off, leaving a red base. His CD4 count is 58/mm³. Oral fluconazole is started for presumed esophageal candidiasis. The osteopathic physician examines the paraspinal region for viscerosomatic changes from the affected organ.',
    leadIn: 'At which spinal levels are these changes most likely found?',
    options: [
      {
        text: 'C3-C5',
        why: 'C3-C5 give rise to the phrenic nerve and relate to the diaphragm, not the esophagus.',
      },
      {
        text: 'Occiput, C1, and C2',
        why: 'The occiput, atlas and axis relate to the vagus, which gives the esophagus its parasympathetic supply, not its sympathetic viscerosomatic levels.',
      },
      {
        text: 'T2-T8',
        why: 'The esophagus receives sympathetic fibers from about T2-T8, from the cervical and upper thoracic ganglia and the thoracic splanchnic branches, so its viscerosomatic changes appear in the upper and middle thoracic region.',
      },
      {
        text: 'T10-T11',
        why: 'T10-T11 supply the small intestine, ascending colon and kidneys.',
      },
      {
        text: 'T12-L2',
        why: 'T12-L2 supply the distal colon, rectum and pelvic organs.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Odynophagia and retrosternal dysphagia with oral thrush in a patient with advanced HIV infection (CD4 count below 100/mm³) is esophageal candidiasis until proven otherwise, and empiric fluconazole is appropriate; endoscopy is reserved for failure to improve, to look for cytomegalovirus or herpes simplex ulcers. The esophagus spans the neck and thorax and receives sympathetic supply from about T2-T8, so its viscerosomatic changes appear in the upper and middle thoracic paraspinal region. Restarting antiretroviral therapy is essential to prevent recurrence and other opportunistic infections.',
    objective: 'Identify T2-T8 as the sympathetic viscerosomatic levels of the esophagus.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Esophagus viscerosomatic levels are T2-T8; its parasympathetic supply is the vagus (occiput, C1, C2).',
  },
  {
    id: 'id-q-omm-recurrent-cellulitis-respiratory-circulatory',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Recurrent cellulitis with lymphedema: model of osteopathic care',
    stem: 'A 64-year-old woman comes to the osteopathic physician for follow-up of recurrent cellulitis of the right leg, with three episodes in 2 years; the most recent episode resolved with antibiotics 6 weeks ago. Since then she has had persistent swelling of the right lower leg that is worse at the end of the day. Vital signs are within normal limits. There is firm, mildly pitting edema of the right lower leg without erythema, warmth, or tenderness, and interdigital scaling between the right toes. Duplex ultrasonography shows no venous thrombosis. The physician treats the tinea pedis and plans osteopathic treatment that releases the thoracic inlet, redomes the thoracoabdominal diaphragm, and then uses pedal pumping and effleurage to improve venous and lymphatic return from the leg.',
    leadIn: 'This treatment plan is based mainly on which model of osteopathic patient care?',
    options: [
      {
        text: 'Behavioral',
        why: 'The behavioral model addresses psychological, social and lifestyle factors such as adherence, stress and health habits.',
      },
      {
        text: 'Metabolic-energy',
        why: 'The metabolic-energy model addresses energy balance, nutrition, endocrine and immune function and the demands of disease on the body\'s resources.',
      },
      {
        text: 'Neurologic',
        why: 'The neurologic model addresses autonomic balance, nociception and reflexes such as viscerosomatic and somatovisceral reflexes.',
      },
      {
        text: 'Respiratory-circulatory',
        why: 'The respiratory-circulatory model aims to restore the movement of fluids, including arterial supply and venous and lymphatic drainage, through the diaphragms, thoracic inlet and pumping mechanisms, exactly what this plan targets.',
      },
      {
        text: 'Structural-biomechanical',
        why: 'The structural-biomechanical model addresses posture, joint motion and somatic dysfunction as mechanical problems of the musculoskeletal system.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Repeated cellulitis damages lymphatic channels, and the resulting lymphedema in turn predisposes to further infection; interdigital tinea provides a portal of entry. Treating the portal of entry, using compression and improving fluid return reduce recurrences. Her osteopathic plan follows the standard lymphatic sequence: open the terminal drainage at the thoracic inlet, restore the diaphragm as the main pressure pump, and only then move fluid from the periphery. Techniques aimed at respiration, circulation and venous and lymphatic flow belong to the respiratory-circulatory model, one of the five models that guide osteopathic treatment planning.',
    objective: 'Relate lymphatic and circulatory OMT to the respiratory-circulatory model of osteopathic care.',
    task: 'pathophysiology',
    steps: 1,
    takeHome: 'Respiratory-circulatory model: restore fluid movement through the thoracic inlet, diaphragm and pumps; it is the basis of lymphatic OMT.',
  },
];
