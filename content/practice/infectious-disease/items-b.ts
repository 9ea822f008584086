import type { WrittenItem } from '../types';

export const itemsB: readonly WrittenItem[] = [
  {
    id: 'id-w-cryptococcal-meningitis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cryptococcal meningitis in HIV',
    stem: 'A 34-year-old man with HIV infection who stopped antiretroviral therapy 2 years ago comes to the emergency department because of headache, fever, and nausea for 3 weeks. Temperature is 38.1°C, pulse is 96/min, and blood pressure is 124/76 mm Hg. He is alert and oriented, with mild neck stiffness and no focal neurologic deficit. The CD4+ T-lymphocyte count is 38/mm³. CT of the head shows no abnormalities. Lumbar puncture shows an opening pressure of 34 cm H₂O; cerebrospinal fluid analysis shows a leukocyte count of 20/mm³ (90% lymphocytes), glucose 38 mg/dL (serum glucose 96 mg/dL), and protein 72 mg/dL. India ink preparation shows encapsulated yeast, and the CSF cryptococcal antigen test is positive.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    options: [
      {
        text: 'Amphotericin B and flucytosine',
        why: 'Induction with liposomal amphotericin B plus flucytosine is the most effective regimen for cryptococcal meningitis; consolidation and maintenance with fluconazole follow.',
      },
      {
        text: 'Caspofungin',
        why: 'Echinocandins have no useful activity against Cryptococcus neoformans.',
      },
      {
        text: 'Ceftriaxone and vancomycin',
        why: 'This is empiric therapy for bacterial meningitis, which causes an acute neutrophilic meningitis without encapsulated yeast.',
      },
      {
        text: 'Fluconazole',
        why: 'Fluconazole alone is inferior for induction; it is used for consolidation and maintenance, or for asymptomatic cryptococcal antigenemia.',
      },
      {
        text: 'Voriconazole',
        why: 'Voriconazole is the drug of choice for invasive aspergillosis and is not a standard treatment for cryptococcal meningitis.',
      },
    ],
    answerIndex: 0,
    rationale: 'Subacute headache and fever in a patient with advanced HIV (CD4 count below 100/mm³), a raised opening pressure, a mild lymphocytic pleocytosis, encapsulated yeast on India ink and a positive cryptococcal antigen establish cryptococcal meningitis. Induction uses amphotericin B with flucytosine; raised intracranial pressure is managed with repeated therapeutic lumbar punctures, and antiretroviral therapy is deferred for about 4 to 6 weeks to reduce the risk of immune reconstitution inflammatory syndrome.',
    objective: 'Treat cryptococcal meningitis with amphotericin B plus flucytosine induction.',
  },
  {
    id: 'id-w-hepatitis-b-resolved-infection',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatitis B serology: resolved infection',
    stem: 'A 52-year-old man comes to the physician before starting rituximab-based chemotherapy for diffuse large B-cell lymphoma. He was born in Vietnam and moved to the United States at 20 years of age. He has never been told that he had hepatitis and does not recall receiving hepatitis B vaccine. He does not drink alcohol or inject drugs. Vital signs are within normal limits. There is no jaundice, and the liver is not palpable. Serum ALT is 24 U/L, AST is 22 U/L, and total bilirubin is 0.6 mg/dL. Hepatitis B serologic studies show: hepatitis B surface antigen negative, antibody to hepatitis B surface antigen positive, total antibody to hepatitis B core antigen positive, and IgM antibody to hepatitis B core antigen negative.',
    leadIn: 'Which of the following best explains these results?',
    options: [
      {
        text: 'Acute hepatitis B infection',
        why: 'Acute infection shows HBsAg and IgM anti-HBc, usually with raised aminotransferases; here HBsAg and IgM anti-HBc are negative and the liver tests are normal.',
      },
      {
        text: 'Chronic hepatitis B infection',
        why: 'Chronic infection is defined by HBsAg persisting beyond 6 months, with IgG anti-HBc and usually no anti-HBs; HBsAg is negative here.',
      },
      {
        text: 'Immunity from past infection',
        why: 'Clearance of a natural infection leaves anti-HBs together with IgG anti-HBc; IgM anti-HBc is negative because the infection is remote.',
      },
      {
        text: 'Immunity from vaccination',
        why: 'The vaccine contains only surface antigen, so vaccinated persons have anti-HBs alone; a positive anti-HBc shows exposure to the whole virus.',
      },
      {
        text: 'Window period of acute infection',
        why: 'In the window period HBsAg has cleared but anti-HBs is not yet detectable, so IgM anti-HBc is the only marker; here anti-HBs is present and IgM anti-HBc is negative.',
      },
    ],
    answerIndex: 2,
    rationale: 'Anti-HBs indicates immunity, and a positive total anti-HBc with a negative IgM anti-HBc shows that the immunity followed a remote natural infection rather than vaccination, which induces anti-HBs alone. This resolved-infection pattern is common in people from regions where hepatitis B is endemic. Viral DNA persists in hepatocytes, so B cell-depleting therapy such as rituximab can reactivate hepatitis B; antiviral prophylaxis (for example entecavir or tenofovir) is recommended during and after such treatment.',
    objective: 'Interpret hepatitis B serology showing resolved past infection and recognize its risk of reactivation with immunosuppression.',
  },
  {
    id: 'id-w-rabies-bat-exposure',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Rabies postexposure prophylaxis',
    stem: 'A 35-year-old woman comes to the emergency department because she woke this morning to find a bat flying in her bedroom. The bat escaped through an open window before it could be captured. She does not think she was bitten or scratched. She is healthy, takes no medications, and has never received rabies vaccine; her tetanus immunization is up to date. Vital signs are within normal limits. Careful examination of the skin shows no bite marks, scratches, or abrasions.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Observation for symptoms of rabies',
        why: 'Once symptoms appear, rabies is almost uniformly fatal; prophylaxis must be given before symptoms develop.',
      },
      {
        text: 'Rabies immune globulin and rabies vaccine',
        why: 'A bat found in the room of a sleeping person who cannot rule out a bite is treated as an exposure when the bat is unavailable for testing; an unvaccinated person receives rabies immune globulin plus a series of four vaccine doses.',
      },
      {
        text: 'Rabies vaccine alone',
        why: 'Vaccine alone is used for previously vaccinated persons; an unvaccinated person also needs immune globulin for immediate passive protection.',
      },
      {
        text: 'Serologic testing for rabies antibodies',
        why: 'Serologic testing of the exposed person has no role in deciding on postexposure prophylaxis.',
      },
      {
        text: 'Tetanus toxoid alone',
        why: 'She has no wound, her tetanus immunization is current, and tetanus toxoid does not protect against rabies.',
      },
    ],
    answerIndex: 1,
    rationale: 'Bat bites can be tiny and unnoticed, and bats are the leading source of human rabies in the United States. Finding a bat in the room of a person who was asleep counts as a possible exposure when the bat cannot be captured and tested. A previously unvaccinated person receives human rabies immune globulin (infiltrated around any wound, if present) and rabies vaccine on days 0, 3, 7 and 14.',
    objective: 'Give rabies immune globulin and vaccine after a possible bat exposure during sleep.',
  },
  {
    id: 'id-w-omm-splenic-pump-mononucleosis',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    topic: 'Lymphatic OMT in infectious mononucleosis',
    stem: 'A 19-year-old college student comes to the osteopathic physician because of sore throat, fever, and marked fatigue for 8 days. Temperature is 38.2°C, pulse is 90/min, and blood pressure is 116/70 mm Hg. There is tonsillar exudate with tender posterior cervical lymphadenopathy, and the spleen is palpable 3 cm below the left costal margin. A heterophile antibody test is positive. He asks whether osteopathic treatment can help his recovery, and the physician considers several lymphatic techniques, including a splenic pump.',
    leadIn: 'Performing a splenic pump in this patient carries the greatest risk of which of the following?',
    options: [
      {
        text: 'Pneumothorax',
        why: 'Pneumothorax is not an expected complication of rhythmic compression over the lower left rib cage in a healthy young adult.',
      },
      {
        text: 'Rib fracture',
        why: 'Rib fracture is a concern with pump techniques in osteoporosis or metastatic bone disease, not in a healthy 19-year-old.',
      },
      {
        text: 'Splenic rupture',
        why: 'Infectious mononucleosis enlarges and weakens the spleen, which now extends below the costal margin; repeated compression over it risks rupture, so splenomegaly contraindicates the splenic pump.',
      },
      {
        text: 'Vasovagal syncope',
        why: 'Syncope is not a characteristic risk of the splenic pump and would be transient; it is not the serious hazard here.',
      },
      {
        text: 'Vertebral artery dissection',
        why: 'Vertebral artery injury is a rare risk of cervical thrust techniques, not of a splenic pump.',
      },
    ],
    answerIndex: 2,
    rationale: 'Exudative pharyngitis, posterior cervical lymphadenopathy, splenomegaly and a positive heterophile test establish infectious mononucleosis. The splenic pump applies rhythmic compression to the lower left rib cage over the spleen to stimulate immune function; splenomegaly is a contraindication because of the risk of splenic rupture. Gentle techniques such as thoracic inlet release or cervical soft tissue treatment remain options, and contact sports are avoided for at least 3 to 4 weeks.',
    objective: 'Recognize splenomegaly in infectious mononucleosis as a contraindication to the splenic pump.',
  },
  {
    id: 'id-w-omm-otitis-media-mandibular-drainage',
    category: 'Infectious Disease',
    examTypes: ['comlex'],
    topic: 'Acute otitis media: adjunctive OMT',
    stem: 'A 3-year-old boy is brought to the osteopathic physician because of right ear pain and fever for 2 days that began after a cold. Temperature is 38.6°C, and pulse is 118/min. The right tympanic membrane is erythematous and bulging with decreased mobility on pneumatic otoscopy. Amoxicillin is prescribed. His parents ask whether osteopathic manipulative treatment can be added to help the middle ear drain.',
    leadIn: 'Which of the following techniques most directly promotes drainage through the eustachian tube?',
    options: [
      {
        text: 'HVLA thrust to the upper thoracic spine',
        why: 'A thrust technique treats segmental somatic dysfunction; it does not act on the eustachian tube and is not used for this purpose in young children.',
      },
      {
        text: 'Mandibular drainage technique',
        why: 'Mandibular drainage (Galbreath technique) rhythmically draws the mandible forward and downward, moving the surrounding fascia and pterygoid muscles to pump the eustachian tube and promote drainage of the middle ear.',
      },
      {
        text: 'Rib raising',
        why: 'Rib raising normalizes thoracic sympathetic tone and improves rib motion; it has no direct effect on the eustachian tube.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking influences pelvic parasympathetic tone and lumbosacral mechanics, not middle ear drainage.',
      },
      {
        text: 'Splenic pump',
        why: 'The splenic pump is intended to enhance systemic immune response; it does not directly drain the middle ear.',
      },
    ],
    answerIndex: 1,
    rationale: 'Acute otitis media follows eustachian tube dysfunction, which is common in young children whose tubes are short and horizontal. Alongside antibiotics, the osteopathic technique aimed directly at eustachian tube drainage is mandibular drainage (the Galbreath technique); other lymphatic techniques (such as thoracic inlet release and cervical soft tissue work) support drainage of the head and neck more generally.',
    objective: 'Choose mandibular drainage as the OMT that most directly promotes eustachian tube drainage in otitis media.',
  },
];
